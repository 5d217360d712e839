import { useForm } from 'react-hook-form';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Input, SimpleGrid, Stack } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { InventoryProduct, InventoryTag } from './api/inventory-api';
import type { ProductFormValues } from './product-form-values';
import { ProductTagsField } from './product-tags-field';

interface ProductFormProps {
  product: InventoryProduct;
  tags: InventoryTag[];
  onSave: (changes: Partial<InventoryProduct>) => Promise<void>;
  onDelete: () => void;
  onTagsChanged: () => void;
}

const NUMBER_FIELDS = ['basePrice', 'taxPercent', 'stock'] as const;

/** The product's fields; amounts are numbers (the server computes the price from them). */
export function ProductForm({ product, tags, onSave, onDelete, onTagsChanged }: ProductFormProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const form = useForm<ProductFormValues>({
    defaultValues: {
      name: product.name,
      sku: product.sku,
      description: product.description,
      basePrice: String(product.basePrice),
      taxPercent: String(product.taxPercent),
      stock: String(product.stock),
      active: product.active,
      tags: product.tags,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const amount = { validate: (value: string) => (value !== '' && Number(value) >= 0) || t('inventory.amountRequired') };
  const submit = handleSubmit((values) =>
    onSave({
      ...values,
      name: values.name.trim(),
      basePrice: Number(values.basePrice),
      taxPercent: Number(values.taxPercent),
      stock: Number(values.stock),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('inventory.columns.name')} required error={errors.name?.message}>
            <Input {...register('name', { validate: (value) => value.trim() !== '' || t('inventory.nameRequired') })} />
          </FormField>
          <FormField label={t('inventory.columns.sku')}>
            <Input {...register('sku')} />
          </FormField>
          {NUMBER_FIELDS.map((field) => (
            <FormField key={field} label={t(`inventory.fields.${field}`)} required error={errors[field]?.message}>
              <Input type="number" min="0" step="any" {...register(field, amount)} />
            </FormField>
          ))}
        </SimpleGrid>
        <FormField label={t('inventory.fields.description')}>
          <Input as="textarea" minH="20" py="2" {...register('description')} />
        </FormField>
        <HStack as="label" gap="2">
          <input type="checkbox" {...register('active')} />
          {t('inventory.fields.active')}
        </HStack>
        <ProductTagsField register={register} tags={tags} onTagsChanged={onTagsChanged} />
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
