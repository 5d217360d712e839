import { lazy, Suspense, useState } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { useNavigate, useParams } from '@soat/shared/router';
import { Box, Button, Flex, Heading, HStack, Spinner } from '@soat/shared/ui';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { createContact, searchContacts } from './api/contacts-api';
import { ContactList } from './contact-list';

// a contact's details and its form (react-hook-form, DOMPurify) load when one is opened, not with the list
const ContactDetails = lazy(() => import('./contact-details').then((module) => ({ default: module.ContactDetails })));

/** `demo/apps/contacts[/:id]`: the contacts found by a search, and the chosen one's details. */
export function ContactsPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.contacts') }));
  const { id } = useParams();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { state, reload } = useDemoData(`contacts:${query}`, () => searchContacts(query));

  const add = async () => {
    const contact = await createContact();
    reload();
    navigate(`${DEMO_PATHS.contacts}/${contact.id}`, { state: { editing: true } });
  };

  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
      <Box w={{ base: 'full', lg: 'sm' }} flexShrink="0">
        <HStack justify="space-between" mb="3">
          <Heading as="h1" size="lg">
            {t('apps.contacts')}
          </Heading>
          <Button size="sm" onClick={() => void add()}>
            {t('contacts.add')}
          </Button>
        </HStack>
        <ContactList query={query} onQueryChange={setQuery} state={state} onRetry={reload} />
      </Box>
      {id && (
        <Box flex="1" minW="0" w="full">
          <Suspense fallback={<Spinner role="status" aria-label={t('common.loading')} />}>
            <ContactDetails key={id} id={id} onChanged={reload} />
          </Suspense>
        </Box>
      )}
    </Flex>
  );
}
