/** @jest-environment node */
import { createTestApi } from './testing/mock-client';

const CHAT = 'api/apps/chat';

describe('api/apps/chat', () => {
  it('GET chats answers every chat with its contact, latest first', async () => {
    const { get, store } = createTestApi();
    const { body } = await get(`${CHAT}/chats`);
    expect(body).toHaveLength(store.chat.chats.length);
    const times = body.map((chat: { lastMessageAt: string }) => chat.lastMessageAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const chat of body) expect(chat.contact.id).toBe(chat.contactId);
  });

  it('GET chat answers one chat with its messages, or null', async () => {
    const { get, store } = createTestApi();
    const chat = store.chat.chats[0]!;
    const { body } = await get(`${CHAT}/chat?id=${chat.id}`);
    const own = store.chat.messages.filter((message) => message.chatId === chat.id);
    expect(body.messages).toEqual(own.map((message) => ({ ...message, isMine: message.contactId === store.user.id })));
    expect(body.messages.some((message: { isMine: boolean }) => message.isMine)).toBe(true);
    expect(body.messages.at(-1).value).toBe(chat.lastMessage);
    expect((await get(`${CHAT}/chat?id=nope`)).body).toBeNull();
  });

  it('PATCH chat updates it and answers it with its messages', async () => {
    const { patch, store } = createTestApi();
    const chat = store.chat.chats[1]!;
    const { body } = await patch(`${CHAT}/chat`, { id: chat.id, chat: { muted: !chat.muted, unreadCount: 0 } });
    expect(body).toMatchObject({ id: chat.id, muted: store.chat.chats[1]!.muted, unreadCount: 0 });
    expect(body.messages.length).toBeGreaterThan(0);
    expect((await patch(`${CHAT}/chat`, { id: chat.id })).status).toBe(400);
  });

  it('GET contacts, GET contact and GET profile', async () => {
    const { get, store } = createTestApi();
    expect((await get(`${CHAT}/contacts`)).body).toEqual(store.chat.contacts);
    const contact = store.chat.contacts[4]!;
    expect((await get(`${CHAT}/contact?id=${contact.id}`)).body).toEqual(contact);
    expect((await get(`${CHAT}/contact?id=nope`)).body).toBeNull();
    expect((await get(`${CHAT}/profile`)).body).toMatchObject({ id: store.user.id, name: store.user.name });
  });
});
