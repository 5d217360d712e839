import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getChat, getChatContacts, getChats, getChatProfile, type FullChat } from './api/chat-api';
import { ChatList } from './chat-list';
import { ContactList } from './contact-list';
import { Conversation } from './conversation';
import { latestFirst } from './latest-first';
import { ProfilePanel } from './profile-panel';
import { useMessageSender } from './use-message-sender';

type Side = 'chats' | 'contacts';

/** The side column (chats or contacts, the profile) and the open conversation; an unknown chat is not found. */
export function ChatLayout({ chatId }: { chatId?: string }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [side, setSide] = useState<Side>('chats');
  const [profileOpen, setProfileOpen] = useState(false);
  const lists = useDemoData('chat-lists', () =>
    Promise.all([getChats(), getChatContacts(), getChatProfile()]).then(([chats, contacts, profile]) => ({
      chats,
      contacts,
      profile,
    })),
  );
  // the answer names its chat: another chat's (the previous one) stays until this one's comes
  const open = useDemoData(`chat:${chatId ?? ''}`, async () => ({
    id: chatId,
    chat: chatId ? await getChat(chatId) : null,
  }));
  const loaded = open.state.status === 'loaded' ? open.state.data : undefined;
  // every chat as the mock last answered a change of it (read, muted, a message): the newest there is,
  // shown in the list and in the conversation at once
  const [saved, setSaved] = useState<Record<string, FullChat>>({});
  const changed = (chat: FullChat) => setSaved((chats) => ({ ...chats, [chat.id]: chat }));
  const sender = useMessageSender({ openChatId: chatId, onSaved: changed });

  if (chatId && loaded?.id === chatId && !loaded.chat) {
    return <NotFound backTo={DEMO_PATHS.chat} backLabel={t('chat.backToChats')} />;
  }
  const openChat = loaded?.chat && (saved[loaded.chat.id] ?? loaded.chat);
  const chats = lists.state.status === 'loaded' ? latestFirst(lists.state.data.chats, saved, sender.pending) : [];

  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
      <Stack gap="3" w={{ base: 'full', lg: 'sm' }} flexShrink="0">
        <HStack justify="space-between">
          <Heading as="h1" size="lg">
            {t('apps.chat')}
          </Heading>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={profileOpen}
            aria-controls="chat-profile"
            onClick={() => setProfileOpen((previous) => !previous)}
          >
            {t('chat.profile.open')}
          </Button>
        </HStack>
        {lists.state.status !== 'loaded' ? (
          <LoadState state={lists.state} onRetry={lists.reload} />
        ) : (
          <>
            {profileOpen && <ProfilePanel id="chat-profile" profile={lists.state.data.profile} />}
            <HStack gap="2" role="group" aria-label={t('chat.show')}>
              {(['chats', 'contacts'] as const).map((name) => (
                <Button
                  key={name}
                  size="sm"
                  variant={side === name ? 'solid' : 'outline'}
                  aria-pressed={side === name}
                  onClick={() => setSide(name)}
                >
                  {t(`chat.${name}`)}
                </Button>
              ))}
            </HStack>
            {side === 'chats' ? (
              <ChatList chats={chats} />
            ) : (
              <ContactList contacts={lists.state.data.contacts} chats={chats} />
            )}
          </>
        )}
      </Stack>
      <Box flex="1" minW="0" w="full">
        {/* what was sent and what came, whichever chat is open: outside the conversation, which remounts */}
        <Text role="status" srOnly>
          {sender.announcement}
        </Text>
        {!chatId ? (
          <Text color="fg.muted">{t('chat.choose')}</Text>
        ) : !openChat ? (
          <LoadState
            state={open.state.status === 'failed' ? open.state : { status: 'loading' }}
            onRetry={open.reload}
          />
        ) : (
          <Conversation
            key={openChat.id}
            chat={openChat}
            pending={sender.pending.filter((message) => message.chatId === openChat.id)}
            replying={sender.replying.includes(openChat.id)}
            onChanged={changed}
            onSend={(value) => sender.send(openChat.id, value)}
          />
        )}
      </Box>
    </Flex>
  );
}
