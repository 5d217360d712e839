import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Route, Routes, useParams } from '@soat/shared/router';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { ChatLayout } from './chat-layout';

/** `demo/apps/chat[/:id]`: the chats, the contacts and the profile, and a conversation. */
export function ChatPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.chat') }));
  return (
    <Routes>
      {/* one route for both: opening a chat keeps the side column (its lists, what it shows) */}
      <Route path=":id?" element={<ChatRoute />} />
      <Route path="*" element={<NotFound backTo={DEMO_PATHS.chat} backLabel={t('chat.backToChats')} />} />
    </Routes>
  );
}

function ChatRoute() {
  const { id } = useParams();
  return <ChatLayout chatId={id} />;
}
