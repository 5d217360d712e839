import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, HStack, Input } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { ContactFormValues } from './contact-form-values';

/** The contact's emails, each with its label (Personal, Work); rows can be added and removed. */
export function ContactEmailsField({ form }: { form: UseFormReturn<ContactFormValues> }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'emails' });
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {t('contacts.fields.emails')}
      </Box>
      {fields.map((field, index) => (
        <HStack key={field.id} gap="2" align="flex-end" mb="2">
          <FormField label={t('contacts.emailN', { n: index + 1 })}>
            <Input type="email" {...form.register(`emails.${index}.email`)} />
          </FormField>
          <FormField label={t('contacts.labelN', { n: index + 1 })}>
            <Input {...form.register(`emails.${index}.label`)} />
          </FormField>
          <Button variant="ghost" size="sm" onClick={() => remove(index)}>
            {t('contacts.removeEmail', { n: index + 1 })}
          </Button>
        </HStack>
      ))}
      <Button variant="outline" size="xs" onClick={() => append({ email: '', label: '' })}>
        {t('contacts.addEmail')}
      </Button>
    </Box>
  );
}
