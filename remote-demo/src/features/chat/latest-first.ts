import type { FullChat } from './api/chat-api';
import type { PendingMessage } from './use-message-sender';

/**
 * The chats as the list shows them, the latest first: each as the mock last answered it (`saved`), a
 * message on its way as its last one (that chat first: it is the newest, whatever the device's clock).
 */
export function latestFirst(chats: FullChat[], saved: Record<string, FullChat>, pending: PendingMessage[]): FullChat[] {
  const sending = (chat: FullChat) => pending.findLastIndex((message) => message.chatId === chat.id);
  return chats
    .map((chat) => {
      const shown = saved[chat.id] ?? chat;
      const last = pending.findLast((message) => message.chatId === chat.id);
      return last ? { ...shown, lastMessage: last.value } : shown;
    })
    .sort((a, b) => sending(b) - sending(a) || b.lastMessageAt.localeCompare(a.lastMessageAt));
}
