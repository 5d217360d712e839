import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Card, Heading, HStack, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { updateChat, type FullChat } from './api/chat-api';
import { ChatAvatar } from './chat-avatar';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import type { PendingMessage } from './use-message-sender';

interface ConversationProps {
  chat: FullChat;
  /** the user's messages the mock has not confirmed yet */
  pending: PendingMessage[];
  /** the contact is about to answer */
  replying: boolean;
  onChanged: (chat: FullChat) => void;
  onSend: (value: string) => Promise<boolean>;
}

/**
 * A conversation: its contact, its messages (the user's on the right) and the box to write one. Opening
 * it marks it read (and so does a message that comes while it is open); it can be muted.
 */
export function Conversation({ chat, pending, replying, onChanged, onSend }: ConversationProps) {
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
  // read once it is open, and whenever it counts unread messages while open
  const markRead = useEffectEvent(() => {
    if (chat.unreadCount === 0) return;
    updateChat(chat.id, { unreadCount: 0 }).then(
      (saved) => saved && onChanged(saved),
      () => setFailed(true),
    );
  });
  useEffect(() => markRead(), [chat.id, chat.unreadCount]);

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
        <MessageList chat={chat} pending={pending} name={name} />
        <Text fontSize="sm" color="fg.muted" minH="5" my="2">
          {replying && t('chat.typing', { name })}
        </Text>
        <MessageComposer name={name} onSend={onSend} />
        <Text mt="4" fontSize="sm" color="fg.muted">
          {t('chat.beyondSeed')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
