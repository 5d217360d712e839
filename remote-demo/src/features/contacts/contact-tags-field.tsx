import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@soat/shared/i18n';
import { ManagedTagsField } from '../../components/managed-tags-field';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createTag, deleteTag, renameTag, type Tag } from './api/contacts-api';
import type { ContactFormValues } from './contact-form-values';

interface ContactTagsFieldProps {
  form: UseFormReturn<ContactFormValues>;
  tags: Tag[];
  /** the tags themselves changed (one created, renamed, or deleted from every contact) */
  onTagsChange: (tags: Tag[]) => void;
}

/** The contact's tags, and the contacts' tags themselves: created, renamed or deleted at once. */
export function ContactTagsField({ form, tags, onTagsChange }: ContactTagsFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { field } = useController({ control: form.control, name: 'tags' });
  return (
    <ManagedTagsField
      legend={t('contacts.fields.tags')}
      texts="contacts.tags"
      tags={tags}
      selected={field.value}
      onSelectedChange={field.onChange}
      onTagsChange={onTagsChange}
      create={createTag}
      rename={renameTag}
      remove={deleteTag}
    />
  );
}
