import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Input, SimpleGrid, Stack } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Contact, Country, Tag } from './api/contacts-api';
import { ContactEmailsField } from './contact-emails-field';
import { contactChanges, formValues, type ContactFormValues } from './contact-form-values';
import { ContactPhonesField } from './contact-phones-field';
import { ContactTagsField } from './contact-tags-field';

interface ContactFormProps {
  contact: Contact;
  tags: Tag[];
  countries: Country[];
  onSave: (changes: Partial<Contact>) => Promise<void>;
  onCancel: () => void;
  /** the tags themselves changed (stored at once, whether or not the contact is saved) */
  onTagsChange: (tags: Tag[]) => void;
}

/** Edits a contact: its name (required), work, birthday, address, notes, tags, emails and phones. */
export function ContactForm({ contact, tags, countries, onSave, onCancel, onTagsChange }: ContactFormProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const notesId = useId();
  const form = useForm<ContactFormValues>({ defaultValues: formValues(contact) });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    setFocus,
  } = form;
  // the form replaces the details (and the Edit button pressed): the focus goes to its first field
  useEffect(() => setFocus('name'), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSave(contactChanges(values)))}>
      <Stack gap="4">
        <FormField label={t('contacts.fields.name')} required error={errors.name?.message}>
          <Input {...register('name', { validate: (value) => value.trim() !== '' || t('contacts.nameRequired') })} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('contacts.fields.title')}>
            <Input {...register('title')} />
          </FormField>
          <FormField label={t('contacts.fields.company')}>
            <Input {...register('company')} />
          </FormField>
          <FormField label={t('contacts.fields.birthday')}>
            <Input type="date" {...register('birthday')} />
          </FormField>
          <FormField label={t('contacts.fields.address')}>
            <Input {...register('address')} />
          </FormField>
        </SimpleGrid>
        <ContactTagsField form={form} tags={tags} onTagsChange={onTagsChange} />
        <ContactEmailsField form={form} />
        <ContactPhonesField form={form} countries={countries} />
        {/* a real textarea with the Input's look (`as="textarea"` would still render an input) */}
        <FormField id={notesId} label={t('contacts.fields.notes')} helper={t('contacts.notesHelper')}>
          <Input asChild minH="24" py="2">
            <textarea id={notesId} {...register('notes')} />
          </Input>
        </FormField>
        <HStack gap="2">
          <Button type="submit" loading={isSubmitting}>
            {t('common.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
