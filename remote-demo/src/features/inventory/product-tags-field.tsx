import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Stack, Text } from '@soat/shared/ui';
import { NewTagRow } from '../../components/new-tag-row';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createTag, deleteTag, renameTag, type InventoryTag } from './api/inventory-api';
import type { ProductFormValues } from './product-form-values';
import { ProductTagOption } from './product-tag-option';

interface ProductTagsFieldProps {
  register: UseFormRegister<ProductFormValues>;
  tags: InventoryTag[];
  onTagsChanged: () => void;
}

/**
 * The product's tags, and the catalogue's tags themselves: a new one, one renamed, or one deleted from every
 * product. A change the mock refuses (or a title another tag has) says so, and what was typed stays.
 */
export function ProductTagsField({ register, tags, onTagsChanged }: ProductTagsFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  /** the key of the message about the last new tag or deletion that failed */
  const [failure, setFailure] = useState<string | null>(null);
  const taken = (title: string, except?: string) =>
    tags.some((tag) => tag.id !== except && tag.title.toLocaleLowerCase() === title.toLocaleLowerCase());

  /** Resolves the key of the message that says why it failed, or null once it is stored. */
  const attempt = async (change: () => Promise<unknown>, failed: string) => {
    try {
      if ((await change()) === null) return failed; // a tag deleted meanwhile answers null
    } catch {
      return failed;
    }
    onTagsChanged();
    return null;
  };
  const add = async (title: string) => {
    const why = taken(title) ? 'tagTaken' : await attempt(() => createTag(title), 'tagCreateFailed');
    setFailure(why);
    return why === null;
  };
  const rename = async (tag: InventoryTag, title: string) => {
    if (title === '') return 'tagTitleRequired';
    if (taken(title, tag.id)) return 'tagTaken';
    return attempt(() => renameTag(tag.id, title), 'tagRenameFailed');
  };
  const remove = async (tag: InventoryTag) => setFailure(await attempt(() => deleteTag(tag.id), 'tagDeleteFailed'));

  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {t('inventory.fields.tags')}
      </Box>
      <Stack gap="1" mb="2">
        {tags.map((tag) => (
          <ProductTagOption
            key={tag.id}
            tag={tag}
            onRename={(title) => rename(tag, title)}
            onDelete={() => void remove(tag)}
          >
            <input type="checkbox" value={tag.id} {...register('tags')} />
          </ProductTagOption>
        ))}
      </Stack>
      <NewTagRow label={t('inventory.newTag')} addText={t('inventory.addTag')} onAdd={add} />
      {failure && (
        <Text role="alert" fontSize="sm" color="fg.error" mt="1">
          {t(`inventory.${failure}`)}
        </Text>
      )}
    </Box>
  );
}
