import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Input, SimpleGrid } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { ProductFormValues } from './product-form-values';
import { PRODUCT_RULES } from './product-rules';

interface ProductAmountFieldsProps {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** The price's parts are required (the price is computed from them); cost, reserved units and weight may stay empty. */
const AMOUNTS = [
  { field: 'basePrice', rule: PRODUCT_RULES.amount, required: true, step: 'any' },
  { field: 'taxPercent', rule: PRODUCT_RULES.amount, required: true, step: 'any' },
  { field: 'cost', rule: PRODUCT_RULES.cost, required: false, step: 'any' },
  // the reserved units are checked against the stock again when it changes
  { field: 'stock', rule: PRODUCT_RULES.amount, required: true, step: 'any', deps: 'reserved' },
  { field: 'reserved', rule: PRODUCT_RULES.reserved, required: false, step: '1' },
] as const;

/** The product's amounts: price, cost, stock and weight, each with the message that says what to type. */
export function ProductAmountFields({ register, errors }: ProductAmountFieldsProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const message = (field: keyof ProductFormValues) => {
    const key = errors[field]?.message;
    return key ? t(`inventory.${key}`) : undefined;
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {AMOUNTS.map(({ field, rule, required, step, ...more }) => (
        <FormField key={field} label={t(`inventory.fields.${field}`)} required={required} error={message(field)}>
          <Input
            type="number"
            min="0"
            step={step}
            {...register(field, { validate: rule, deps: 'deps' in more ? more.deps : undefined })}
          />
        </FormField>
      ))}
      {/* text, not a number field: a decimal comma (0,85) is read as well as a point */}
      <FormField label={t('inventory.fields.weight')} helper={t('inventory.weightHelper')} error={message('weight')}>
        <Input inputMode="decimal" autoComplete="off" {...register('weight', { validate: PRODUCT_RULES.weight })} />
      </FormField>
    </SimpleGrid>
  );
}
