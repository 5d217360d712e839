import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { useLocation, useNavigate } from '@soat/shared/router';
import { Card, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { deleteContact, getContact, getCountries, getTags, updateContact, type Contact } from './api/contacts-api';
import { ContactForm } from './contact-form';
import { ContactView } from './contact-view';

const loadDetails = (id: string) => Promise.all([getContact(id), getTags(), getCountries()]);

/** One contact: shown, or edited (a new contact opens in the form); `onChanged` refreshes the list. */
export function ContactDetails({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const navigate = useNavigate();
  const { state: routeState } = useLocation();
  const [editing, setEditing] = useState(Boolean((routeState as { editing?: boolean } | null)?.editing));
  const { state, reload, replace } = useDemoData(`contact:${id}`, () => loadDetails(id));

  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  const [contact, tags, countries] = state.data;
  if (!contact) return <Text role="alert">{t('contacts.notFound')}</Text>;

  const changed = (updated: Contact | null) => {
    if (updated) replace([updated, tags, countries]);
    else reload();
    onChanged();
  };
  const save = async (changes: Partial<Contact>) => {
    changed(await updateContact(id, changes));
    setEditing(false);
  };
  const remove = async () => {
    await deleteContact(id);
    onChanged();
    navigate(DEMO_PATHS.contacts);
  };

  return (
    <Card.Root as="article" aria-label={contact.name}>
      <Card.Body>
        {editing ? (
          <ContactForm
            contact={contact}
            tags={tags}
            countries={countries}
            onSave={save}
            onCancel={() => setEditing(false)}
            onTagsChange={(changed) => replace([contact, changed, countries])}
          />
        ) : (
          <ContactView
            contact={contact}
            tags={tags}
            countries={countries}
            onEdit={() => setEditing(true)}
            onDelete={() => void remove()}
            onAvatarChanged={changed}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
