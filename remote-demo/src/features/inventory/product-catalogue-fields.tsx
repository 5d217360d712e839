import type { UseFormRegister } from 'react-hook-form';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { NativeSelect, SimpleGrid } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { InventoryCatalogue } from './api/inventory-api';
import type { ProductFormValues } from './product-form-values';

interface ProductCatalogueFieldsProps {
  register: UseFormRegister<ProductFormValues>;
  catalogue: InventoryCatalogue;
}

const LISTS = [
  { field: 'category', list: 'categories' },
  { field: 'brand', list: 'brands' },
  { field: 'vendor', list: 'vendors' },
] as const;

/** The product's category, brand and vendor, each chosen from the catalogue's list (or none, as a new product has). */
export function ProductCatalogueFields({ register, catalogue }: ProductCatalogueFieldsProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {LISTS.map(({ field, list }) => (
        <FormField key={field} label={t(`inventory.fields.${field}`)}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(field)}>
              <option value="">{t(`inventory.unset.${field}`)}</option>
              {catalogue[list].map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ))}
    </SimpleGrid>
  );
}
