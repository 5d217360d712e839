// api/apps/chat (SEED-SPEC §7): chats (latest first), one chat and its update, each with its contact
// and messages; contacts, one contact, and the user's profile.
import { http, type HttpHandler } from 'msw';
import { findById, mergeById, text } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { ok, queryParam, readBody, recordField, route, stringField } from './lib/http';
import { type Chat } from './seed/chat';

const path = (endpoint: string) => apiPath(`apps/chat/${endpoint}`);

export function chatHandlers({ store }: MockContext): HttpHandler[] {
  const { profile, contacts, chats, messages } = store.chat;
  // as the template's mock: every chat carries its contact and its messages, each marked isMine
  const withMessages = (chat: Chat) => ({
    ...chat,
    contact: findById(contacts, chat.contactId),
    messages: messages
      .filter((message) => message.chatId === chat.id)
      .map((message) => ({ ...message, isMine: message.contactId === profile.id })),
  });

  return [
    http.get(path('chats'), () =>
      ok([...chats].sort((a, b) => text(b.lastMessageAt).localeCompare(text(a.lastMessageAt))).map(withMessages)),
    ),
    http.get(path('chat'), ({ request }) => {
      const chat = findById(chats, queryParam(request, 'id'));
      return ok(chat ? withMessages(chat) : null);
    }),
    http.patch(
      path('chat'),
      route(async ({ request }) => {
        const body = await readBody(request);
        const chat = mergeById(chats, stringField(body, 'id'), recordField(body, 'chat'));
        return ok(chat ? withMessages(chat) : null);
      }),
    ),
    http.get(path('contacts'), () => ok(contacts)),
    http.get(path('contact'), ({ request }) => ok(findById(contacts, queryParam(request, 'id')))),
    http.get(path('profile'), () => ok(profile)),
  ];
}
