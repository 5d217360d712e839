import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '@soat/shared/i18n';
import { ManagedTagsField } from '../../components/managed-tags-field';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createTag, deleteTag, renameTag, type InventoryTag } from './api/inventory-api';
import type { ProductFormValues } from './product-form-values';

interface ProductTagsFieldProps {
  control: Control<ProductFormValues>;
  tags: InventoryTag[];
  /** the catalogue's tags themselves changed (one created, renamed, or deleted from every product) */
  onTagsChange: (tags: InventoryTag[]) => void;
}

/**
 * The product's tags, and the catalogue's tags themselves: a new one (left for the person to tick), one
 * renamed, or one deleted from every product. Each change that fails says which it was.
 */
export function ProductTagsField({ control, tags, onTagsChange }: ProductTagsFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { field } = useController({ control, name: 'tags' });
  return (
    <ManagedTagsField
      legend={t('inventory.fields.tags')}
      texts="inventory.tags"
      tags={tags}
      selected={field.value}
      onSelectedChange={field.onChange}
      onTagsChange={onTagsChange}
      create={createTag}
      rename={renameTag}
      remove={deleteTag}
      selectCreated={false}
    />
  );
}
