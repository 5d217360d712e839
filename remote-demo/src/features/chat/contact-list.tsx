import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, HStack, Link, List, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { ChatContact, FullChat } from './api/chat-api';
import { ChatAvatar } from './chat-avatar';
import { chatPath } from './chat-paths';
import { focusRing } from '../../components/focus-ring';

/**
 * The chat's contacts: one with a chat opens it; the mock has no call that starts a chat, so the
 * others say they have none.
 */
export function ContactList({ contacts, chats }: { contacts: ChatContact[]; chats: FullChat[] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  if (contacts.length === 0) return <Text>{t('chat.noContacts')}</Text>;
  const sorted = [...contacts].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <List.Root listStyle="none" gap="1" aria-label={t('chat.contacts')}>
      {sorted.map((contact) => {
        const chat = chats.find((item) => item.contactId === contact.id);
        return (
          <List.Item key={contact.id}>
            <HStack gap="3" px="3" py="2" rounded="md" borderWidth="1px" bg="bg.panel">
              <ChatAvatar name={contact.name} avatar={contact.avatar} />
              <Box flex="1" minW="0">
                <Text fontWeight="medium">{contact.name}</Text>
                <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                  {contact.about}
                </Text>
                {chat ? (
                  <Link asChild fontSize="sm" _focusVisible={focusRing}>
                    <RouterLink to={chatPath(chat.id)}>{t('chat.openWith', { name: contact.name })}</RouterLink>
                  </Link>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {t('chat.noChatYet')}
                  </Text>
                )}
              </Box>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
