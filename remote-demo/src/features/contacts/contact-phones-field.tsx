import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, HStack, Input, NativeSelect } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Country } from './api/contacts-api';
import type { ContactFormValues } from './contact-form-values';

interface ContactPhonesFieldProps {
  form: UseFormReturn<ContactFormValues>;
  countries: Country[];
}

/** The contact's phone numbers, each with its country (by dialling code) and label. */
export function ContactPhonesField({ form, countries }: ContactPhonesFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'phoneNumbers' });
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {t('contacts.fields.phones')}
      </Box>
      {fields.map((field, index) => (
        <HStack key={field.id} gap="2" align="flex-end" mb="2" flexWrap="wrap">
          <FormField label={t('contacts.countryN', { n: index + 1 })}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register(`phoneNumbers.${index}.country`)}>
                {countries.map((country) => (
                  <option key={country.iso} value={country.iso}>
                    {`${country.name} (${country.code})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('contacts.phoneN', { n: index + 1 })}>
            <Input type="tel" {...form.register(`phoneNumbers.${index}.phoneNumber`)} />
          </FormField>
          <FormField label={t('contacts.labelPhoneN', { n: index + 1 })}>
            <Input {...form.register(`phoneNumbers.${index}.label`)} />
          </FormField>
          <Button variant="ghost" size="sm" onClick={() => remove(index)}>
            {t('contacts.removePhone', { n: index + 1 })}
          </Button>
        </HStack>
      ))}
      <Button
        variant="outline"
        size="xs"
        onClick={() => append({ country: countries[0]?.iso ?? '', phoneNumber: '', label: '' })}
      >
        {t('contacts.addPhone')}
      </Button>
    </Box>
  );
}
