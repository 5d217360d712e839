import { useTranslation } from '@soat/shared/i18n';
import { Card, CloseButton, Heading, HStack, Text } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { LoadState } from '../../components/load-state';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import {
  deleteProduct,
  getCatalogue,
  getProduct,
  getTags,
  updateProduct,
  type InventoryProduct,
  type InventoryTag,
} from './api/inventory-api';
import { ProductForm } from './product-form';

interface ProductDetailsProps {
  id: string;
  /** the list shows a change */
  onChanged: () => void;
  onClose: () => void;
}

const loadDetails = (id: string) => Promise.all([getProduct(id), getTags(), getCatalogue()]);

/**
 * A product's details, edited in place: its fields, its category, brand and vendor, whether it is active,
 * its images and its tags.
 */
export function ProductDetails({ id, onChanged, onClose }: ProductDetailsProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload, replace } = useDemoData(`product:${id}`, () => loadDetails(id));
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  const [product, tags, catalogue] = state.data;
  if (!product) return <Text role="alert">{t('inventory.notFound')}</Text>;

  const save = async (changes: Partial<InventoryProduct>) => {
    const saved = await updateProduct(id, changes);
    if (saved) replace([saved, tags, catalogue]);
    onChanged();
  };
  const remove = async () => {
    await deleteProduct(id);
    onChanged();
    onClose();
  };
  // the tags changed: shown at once, and read again with the product (which loses a deleted tag)
  const tagsChanged = (next: InventoryTag[]) => {
    replace([product, next, catalogue]);
    reload();
    onChanged();
  };

  return (
    <Card.Root as="section" aria-label={product.name}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" ref={focusOnMount} tabIndex={-1}>
            {product.name}
          </Heading>
          <CloseButton size="sm" aria-label={t('inventory.close')} onClick={onClose} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <ProductForm
          key={JSON.stringify(product)}
          product={product}
          tags={tags}
          catalogue={catalogue}
          onSave={save}
          onDelete={() => void remove()}
          onTagsChange={tagsChanged}
        />
      </Card.Body>
    </Card.Root>
  );
}
