import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Stack } from '@soat/shared/ui';
import { NewTagRow } from '../../components/new-tag-row';
import { TagOption } from '../../components/tag-option';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createTag, deleteTag, type InventoryTag } from './api/inventory-api';
import type { ProductFormValues } from './product-form-values';

interface ProductTagsFieldProps {
  register: UseFormRegister<ProductFormValues>;
  tags: InventoryTag[];
  onTagsChanged: () => void;
}

/** The product's tags, and the catalogue's tags themselves: a new one, or one deleted from every product. */
export function ProductTagsField({ register, tags, onTagsChanged }: ProductTagsFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const add = async (title: string) => {
    await createTag(title);
    onTagsChanged();
    return true;
  };
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {t('inventory.fields.tags')}
      </Box>
      <Stack gap="1" mb="2">
        {tags.map((tag) => (
          <TagOption
            key={tag.id}
            title={tag.title}
            deleteLabel={t('inventory.deleteTag', { title: tag.title })}
            onDelete={() => void deleteTag(tag.id).then(onTagsChanged)}
          >
            <input type="checkbox" value={tag.id} {...register('tags')} />
          </TagOption>
        ))}
      </Stack>
      <NewTagRow label={t('inventory.newTag')} addText={t('inventory.addTag')} onAdd={add} />
    </Box>
  );
}
