import { useTranslation } from '@soat/shared/i18n';
import { Box, List, Text, VisuallyHidden } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { FullChat } from './api/chat-api';
import { formatDateTime } from './chat-paths';
import type { PendingMessage } from './use-message-sender';

interface Shown {
  key: string;
  isMine: boolean;
  value: string;
  /** none while the mock has not confirmed it */
  createdAt?: string;
}

/** A conversation's messages, oldest first (the user's on the right), then those still being sent. */
export function MessageList({ chat, pending, name }: { chat: FullChat; pending: PendingMessage[]; name: string }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const shown: Shown[] = [
    ...chat.messages.map(({ id, isMine, value, createdAt }) => ({ key: id, isMine, value, createdAt })),
    ...pending.map(({ key, value }) => ({ key, isMine: true, value })),
  ];
  if (shown.length === 0) return <Text>{t('chat.noMessages')}</Text>;
  return (
    <List.Root as="ol" listStyle="none" gap="3" aria-label={t('chat.messages')}>
      {shown.map((message) => (
        <List.Item key={message.key} display="flex" justifyContent={message.isMine ? 'flex-end' : 'flex-start'}>
          <Box
            maxW="80%"
            px="3"
            py="2"
            rounded="lg"
            bg={message.isMine ? 'colorPalette.subtle' : 'bg.muted'}
            data-mine={message.isMine}
          >
            <VisuallyHidden>{message.isMine ? t('chat.you') : name}: </VisuallyHidden>
            {/* the lines a message was written with (Shift+Enter) */}
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {message.value}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {message.createdAt ? (
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              ) : (
                t('chat.sending')
              )}
            </Text>
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}
