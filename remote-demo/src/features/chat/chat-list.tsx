import { useTranslation } from '@soat/shared/i18n';
import { NavLink } from '@soat/shared/router';
import { Box, Circle, HStack, List, Text, VisuallyHidden } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { FullChat } from './api/chat-api';
import { ChatAvatar } from './chat-avatar';
import { chatPath, formatDateTime } from './chat-paths';
import { currentRowLink } from '../../components/row-link';

/** The chats, the latest first: each its contact, last message and unread count, a link to the conversation. */
export function ChatList({ chats }: { chats: FullChat[] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  if (chats.length === 0) return <Text>{t('chat.noChats')}</Text>;
  return (
    <List.Root listStyle="none" gap="1" aria-label={t('chat.chats')}>
      {chats.map((chat) => {
        const name = chat.contact?.name ?? t('chat.unknownContact');
        return (
          <List.Item key={chat.id}>
            <Box asChild css={currentRowLink}>
              <NavLink to={chatPath(chat.id)}>
                <HStack gap="3" align="center">
                  <ChatAvatar name={name} avatar={chat.contact?.avatar ?? null} />
                  <Box flex="1" minW="0">
                    <HStack justify="space-between" gap="2">
                      <Text as="span" fontWeight="medium" truncate>
                        {name}
                      </Text>
                      <Text as="span" fontSize="xs" color="fg.muted" flexShrink="0">
                        {formatDateTime(chat.lastMessageAt)}
                      </Text>
                    </HStack>
                    <HStack justify="space-between" gap="2">
                      <Text as="span" fontSize="sm" color="fg.muted" truncate>
                        {chat.lastMessage}
                      </Text>
                      {chat.muted && (
                        <Text as="span" fontSize="xs" color="fg.muted" flexShrink="0">
                          {t('chat.muted')}
                        </Text>
                      )}
                      {chat.unreadCount > 0 && (
                        <Circle
                          size="5"
                          bg="colorPalette.solid"
                          color="colorPalette.contrast"
                          fontSize="xs"
                          flexShrink="0"
                          data-testid="unread"
                        >
                          <span aria-hidden="true">{chat.unreadCount}</span>
                          <VisuallyHidden>{t('chat.unread', { count: chat.unreadCount })}</VisuallyHidden>
                        </Circle>
                      )}
                    </HStack>
                  </Box>
                </HStack>
              </NavLink>
            </Box>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
