import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Input, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { InventoryCatalogue, InventoryProduct, InventoryTag } from './api/inventory-api';
import { ProductAmountFields } from './product-amount-fields';
import { ProductCatalogueFields } from './product-catalogue-fields';
import { changesOf, formValuesOf, type ProductFormValues } from './product-form-values';
import { ProductImagesField } from './product-images-field';
import { PRODUCT_RULES } from './product-rules';
import { ProductTagsField } from './product-tags-field';

interface ProductFormProps {
  product: InventoryProduct;
  tags: InventoryTag[];
  catalogue: InventoryCatalogue;
  /** rejects when the mock did not store the changes */
  onSave: (changes: Partial<InventoryProduct>) => Promise<void>;
  onDelete: () => void;
  onTagsChange: (tags: InventoryTag[]) => void;
}

/** The product's fields; amounts are numbers (the server computes the price from them). */
export function ProductForm({ product, tags, catalogue, onSave, onDelete, onTagsChange }: ProductFormProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const descriptionId = useId();
  const [saveFailed, setSaveFailed] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: formValuesOf(product) });
  const message = (field: 'name' | 'barcode') => {
    const key = errors[field]?.message;
    return key ? t(`inventory.${key}`) : undefined;
  };
  // a refused save keeps every field as typed, and says so
  const submit = handleSubmit(async (values) => {
    setSaveFailed(false);
    await onSave(changesOf(values)).catch(() => setSaveFailed(true));
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('inventory.columns.name')} required error={message('name')}>
            <Input {...register('name', { validate: PRODUCT_RULES.name })} />
          </FormField>
          <FormField label={t('inventory.columns.sku')}>
            <Input {...register('sku')} />
          </FormField>
          <FormField label={t('inventory.fields.barcode')} error={message('barcode')}>
            <Input inputMode="numeric" {...register('barcode', { validate: PRODUCT_RULES.barcode })} />
          </FormField>
        </SimpleGrid>
        <ProductCatalogueFields register={register} catalogue={catalogue} />
        <ProductAmountFields register={register} errors={errors} />
        {/* a real textarea with the Input's look (`as="textarea"` would still render an input) */}
        <FormField id={descriptionId} label={t('inventory.fields.description')}>
          <Input asChild minH="20" py="2">
            <textarea id={descriptionId} {...register('description')} />
          </Input>
        </FormField>
        <HStack as="label" gap="2">
          <input type="checkbox" {...register('active')} />
          {t('inventory.fields.active')}
        </HStack>
        <ProductImagesField control={control} setValue={setValue} productName={product.name} />
        <ProductTagsField control={control} tags={tags} onTagsChange={onTagsChange} />
        {saveFailed && (
          <Text role="alert" color="fg.error">
            {t('inventory.saveFailed')}
          </Text>
        )}
        <HStack gap="2">
          <Button type="submit" loading={isSubmitting}>
            {t('common.save')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={onDelete}>
            {t('common.delete')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
