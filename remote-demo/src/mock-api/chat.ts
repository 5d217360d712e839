// api/apps/chat: chats (latest first), one chat and its update, each with its contact
// and messages; contacts, one contact, and the user's profile.
// Beyond the seed (issue 27): the template's chat carries its messages, so its PATCH may replace them;
// that is how the demo sends a message (and how its contact answers), with no endpoint of its own.
import { http, type HttpHandler } from 'msw';
import { assignKnown, findById, text } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { BadRequest, isRecord, newId, ok, queryParam, readBody, recordField, route, stringField } from './lib/http';
import { type Chat, type ChatMessage } from './seed/chat';

const path = (endpoint: string) => apiPath(`apps/chat/${endpoint}`);

export function chatHandlers({ store }: MockContext): HttpHandler[] {
  const { profile, contacts, chats } = store.chat;
  // as the template's mock: every chat carries its contact and its messages, each marked isMine
  const withMessages = (chat: Chat) => ({
    ...chat,
    contact: findById(contacts, chat.contactId),
    messages: store.chat.messages
      .filter((message) => message.chatId === chat.id)
      .map((message) => ({ ...message, isMine: message.contactId === profile.id })),
  });

  /**
   * A chat's messages as a PATCH sends them, checked before anything changes: each from the user or
   * the chat's contact. One without an id is new: it gets an id and the time, later than every chat's
   * last message (the device's clock may be behind the seed's dates), so its chat goes first.
   */
  const readMessages = (sent: unknown, chat: Chat): ChatMessage[] => {
    if (!Array.isArray(sent) || !sent.every(isRecord)) throw new BadRequest('"messages" must be a list of objects.');
    const latest = Math.max(
      Date.now(),
      ...chats.map((item) => Date.parse(item.lastMessageAt) + 1).filter(Number.isFinite),
    );
    return sent.map((message) => {
      const contactId = stringField(message, 'contactId');
      if (contactId !== profile.id && contactId !== chat.contactId) {
        throw new BadRequest('A message comes from the user or from the chat’s contact.');
      }
      const value = stringField(message, 'value');
      if (value.trim() === '') throw new BadRequest('A message has a text.');
      if (message.id === undefined) {
        return { id: newId(), chatId: chat.id, contactId, value, createdAt: new Date(latest).toISOString() };
      }
      const id = stringField(message, 'id');
      const createdAt = stringField(message, 'createdAt');
      if (Number.isNaN(Date.parse(createdAt))) throw new BadRequest('"createdAt" must be a date.');
      return { id, chatId: chat.id, contactId, value, createdAt };
    });
  };

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
        const id = stringField(body, 'id');
        const changes = recordField(body, 'chat');
        const chat = findById(chats, id);
        if (!chat) return ok(null);
        const messages = 'messages' in changes ? readMessages(changes.messages, chat) : null;
        assignKnown(chat, changes);
        if (messages) {
          store.chat.messages = [...store.chat.messages.filter((message) => message.chatId !== id), ...messages];
          // the list shows each chat's last message and puts the latest first
          const last = messages.at(-1);
          if (last) Object.assign(chat, { lastMessage: last.value, lastMessageAt: last.createdAt });
        }
        return ok(withMessages(chat));
      }),
    ),
    http.get(path('contacts'), () => ok(contacts)),
    http.get(path('contact'), ({ request }) => ok(findById(contacts, queryParam(request, 'id')))),
    http.get(path('profile'), () => ok(profile)),
  ];
}
