import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Card, Heading, HStack, List, Stack, Text, VisuallyHidden } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { updateChat, type FullChat } from './api/chat-api';
import { ChatAvatar } from './chat-avatar';
import { formatDateTime } from './chat-paths';

/**
 * A conversation: its contact, its messages (the user's on the right), read-only as the mock has no
 * call that sends one. Opening it marks it read; it can be muted.
 */
export function Conversation({ chat, onChanged }: { chat: FullChat; onChanged: (chat: FullChat) => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const name = chat.contact?.name ?? t('chat.unknownContact');

  const change = (changes: Parameters<typeof updateChat>[1]) => {
    setFailed(false);
    updateChat(chat.id, changes).then(
      (saved) => saved && onChanged(saved),
      () => setFailed(true),
    );
  };
  // read once it is open (only this chat's first showing: the key remounts it for another)
  const markRead = useEffectEvent(() => {
    if (chat.unreadCount === 0) return;
    updateChat(chat.id, { unreadCount: 0 }).then(
      (saved) => saved && onChanged(saved),
      () => setFailed(true),
    );
  });
  useEffect(() => markRead(), [chat.id]);

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <HStack gap="3" justify="space-between" flexWrap="wrap">
          <HStack gap="3" minW="0">
            <ChatAvatar name={name} avatar={chat.contact?.avatar ?? null} size="12" />
            <Stack gap="0" minW="0">
              <Heading as="h2" size="md" id={headingId}>
                {name}
              </Heading>
              {chat.contact?.about && (
                <Text fontSize="sm" color="fg.muted">
                  {chat.contact.about}
                </Text>
              )}
            </Stack>
          </HStack>
          <Button size="sm" variant="outline" aria-pressed={chat.muted} onClick={() => change({ muted: !chat.muted })}>
            {t('chat.mute')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {failed && (
          <Text role="alert" color="fg.error" mb="2">
            {t('chat.changeFailed')}
          </Text>
        )}
        {chat.messages.length === 0 ? (
          <Text>{t('chat.noMessages')}</Text>
        ) : (
          <List.Root as="ol" listStyle="none" gap="3" aria-label={t('chat.messages')}>
            {chat.messages.map((message) => (
              <List.Item key={message.id} display="flex" justifyContent={message.isMine ? 'flex-end' : 'flex-start'}>
                <Box
                  maxW="80%"
                  px="3"
                  py="2"
                  rounded="lg"
                  bg={message.isMine ? 'colorPalette.subtle' : 'bg.muted'}
                  data-mine={message.isMine}
                >
                  <VisuallyHidden>{message.isMine ? t('chat.you') : name}: </VisuallyHidden>
                  <Text>{message.value}</Text>
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Text mt="4" fontSize="sm" color="fg.muted">
          {t('chat.readOnly')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
