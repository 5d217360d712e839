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
import { ProfilePanel } from './profile-panel';

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

  if (chatId && loaded?.id === chatId && !loaded.chat) {
    return <NotFound backTo={DEMO_PATHS.chat} backLabel={t('chat.backToChats')} />;
  }
  // a change of the open chat (read, muted) shows in the list at once
  const changed = (chat: FullChat) => {
    open.replace({ id: chat.id, chat });
    if (lists.state.status === 'loaded') {
      const data = lists.state.data;
      lists.replace({ ...data, chats: data.chats.map((item) => (item.id === chat.id ? chat : item)) });
    }
  };

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
              <ChatList chats={lists.state.data.chats} />
            ) : (
              <ContactList contacts={lists.state.data.contacts} chats={lists.state.data.chats} />
            )}
          </>
        )}
      </Stack>
      <Box flex="1" minW="0" w="full">
        {!chatId ? (
          <Text color="fg.muted">{t('chat.choose')}</Text>
        ) : !loaded?.chat ? (
          <LoadState
            state={open.state.status === 'failed' ? open.state : { status: 'loading' }}
            onRetry={open.reload}
          />
        ) : (
          <Conversation key={loaded.chat.id} chat={loaded.chat} onChanged={changed} />
        )}
      </Box>
    </Flex>
  );
}
