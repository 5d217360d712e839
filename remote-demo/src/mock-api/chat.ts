// api/apps/chat (SEED-SPEC §7): chats with their contact, one chat with its messages and its
// update, contacts, one contact, and the user's profile.
import { http, type HttpHandler } from 'msw';
import { findById, mergeById, text } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { ok, queryParam, readBody, recordField, route, stringField } from './lib/http';
import { type Chat } from './seed/chat';

const path = (endpoint: string) => apiPath(`apps/chat/${endpoint}`);

export function chatHandlers({ store }: MockContext): HttpHandler[] {
  const { profile, contacts, chats, messages } = store.chat;
  const withContact = (chat: Chat) => ({ ...chat, contact: findById(contacts, chat.contactId) });
  const withMessages = (chat: Chat) => ({
    ...withContact(chat),
    messages: messages.filter((message) => message.chatId === chat.id),
  });

  return [
    http.get(path('chats'), () =>
      ok([...chats].sort((a, b) => text(b.lastMessageAt).localeCompare(text(a.lastMessageAt))).map(withContact)),
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
