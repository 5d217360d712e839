import type { ReactNode } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { formatLongDate } from '@soat/shared/format';
import { Box, Button, Heading, HStack, List, Stack, Text } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { SafeHtml } from '../../components/safe-html';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Contact, Country, Tag } from './api/contacts-api';
import { ContactAvatar } from './contact-avatar';

interface ContactViewProps {
  contact: Contact;
  tags: Tag[];
  countries: Country[];
  onEdit: () => void;
  onDelete: () => void;
  onAvatarChanged: (contact: Contact | null) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="1">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A contact's details, with its avatar, tags, emails, phones (with their country) and notes. */
export function ContactView({ contact, tags, countries, onEdit, onDelete, onAvatarChanged }: ContactViewProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const tagTitles = tags.filter((tag) => contact.tags.includes(tag.id)).map((tag) => tag.title);
  const countryOf = (iso: string) => countries.find((country) => country.iso === iso);
  return (
    <Stack gap="5">
      <HStack gap="4" align="flex-start" flexWrap="wrap">
        <ContactAvatar contact={contact} onChanged={onAvatarChanged} />
        <Box flex="1">
          <Heading as="h2" size="xl" ref={focusOnMount} tabIndex={-1}>
            {contact.name}
          </Heading>
          {contact.title && <Text>{contact.title}</Text>}
          {contact.company && <Text color="fg.muted">{contact.company}</Text>}
          {tagTitles.length > 0 && (
            <HStack as="ul" aria-label={t('contacts.fields.tags')} gap="1" mt="2" flexWrap="wrap" listStyle="none">
              {tagTitles.map((title) => (
                <Box as="li" key={title} px="2" rounded="full" bg="colorPalette.muted" fontSize="sm">
                  {title}
                </Box>
              ))}
            </HStack>
          )}
        </Box>
        <HStack gap="2">
          <Button size="sm" onClick={onEdit}>
            {t('common.edit')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
            {t('common.delete')}
          </Button>
        </HStack>
      </HStack>
      {contact.emails.length > 0 && (
        <Section title={t('contacts.fields.emails')}>
          <List.Root listStyle="none">
            {contact.emails.map((email) => (
              <List.Item key={email.email}>
                {email.email} {email.label && <Text as="span" color="fg.muted">{`· ${email.label}`}</Text>}
              </List.Item>
            ))}
          </List.Root>
        </Section>
      )}
      {contact.phoneNumbers.length > 0 && (
        <Section title={t('contacts.fields.phones')}>
          <List.Root listStyle="none">
            {contact.phoneNumbers.map((phone) => {
              const country = countryOf(phone.country);
              return (
                <List.Item key={`${phone.country}${phone.phoneNumber}`}>
                  {country ? `${country.code} ` : ''}
                  {phone.phoneNumber}{' '}
                  <Text
                    as="span"
                    color="fg.muted"
                  >{`· ${country?.name ?? phone.country}${phone.label ? ` · ${phone.label}` : ''}`}</Text>
                </List.Item>
              );
            })}
          </List.Root>
        </Section>
      )}
      {contact.birthday && (
        <Section title={t('contacts.fields.birthday')}>
          <Text>{formatLongDate(contact.birthday)}</Text>
        </Section>
      )}
      {contact.address && (
        <Section title={t('contacts.fields.address')}>
          <Text>{contact.address}</Text>
        </Section>
      )}
      {contact.notes && (
        <Section title={t('contacts.fields.notes')}>
          <SafeHtml html={contact.notes} />
        </Section>
      )}
    </Stack>
  );
}
