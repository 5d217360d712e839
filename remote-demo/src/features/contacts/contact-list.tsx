import { useTranslation } from '@soat/shared/i18n';
import { NavLink } from '@soat/shared/router';
import { Box, Field, Input, List, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { DemoDataState } from '../../lib/use-demo-data';
import type { Contact } from './api/contacts-api';
import { currentRowLink } from '../../components/row-link';
import { Picture } from '../../components/picture';

/** the rows without a border */
/** A row: the picture beside the name and title. */
const contactCss = {
  ...currentRowLink,
  borderWidth: '0',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
} as const;

interface ContactListProps {
  query: string;
  onQueryChange: (query: string) => void;
  state: DemoDataState<Contact[]>;
  onRetry: () => void;
}

/** The search box and the contacts it finds, each a link to its details. */
export function ContactList({ query, onQueryChange, state, onRetry }: ContactListProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Box>
      <Field.Root mb="3">
        <Field.Label>{t('contacts.search')}</Field.Label>
        <Input type="search" value={query} onChange={(event) => onQueryChange(event.target.value)} />
      </Field.Root>
      {state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={onRetry} />
      ) : (
        <>
          <Text role="status" fontSize="sm" color="fg.muted" mb="2">
            {t('contacts.count', { count: state.data.length })}
          </Text>
          {state.data.length === 0 ? (
            <Text>{t('contacts.none')}</Text>
          ) : (
            <List.Root listStyle="none" gap="1" aria-label={t('apps.contacts')}>
              {state.data.map((contact) => (
                <List.Item key={contact.id}>
                  <Box asChild css={contactCss}>
                    <NavLink to={`${DEMO_PATHS.contacts}/${contact.id}`}>
                      <Text as="span" fontWeight="medium" gridColumn="2">
                        {contact.name}
                      </Text>
                      {contact.title && (
                        <Text as="span" fontSize="sm" color="fg.muted" gridColumn="2">
                          {contact.title}
                        </Text>
                      )}
                      {contact.avatar && (
                        <Picture
                          src={contact.avatar}
                          alt=""
                          width={40}
                          round
                          gridColumn="1"
                          gridRow="1 / span 2"
                          alignSelf="center"
                        />
                      )}
                    </NavLink>
                  </Box>
                </List.Item>
              ))}
            </List.Root>
          )}
        </>
      )}
    </Box>
  );
}
