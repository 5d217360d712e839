/** @jest-environment node */
import { seedCommon, type FeedItem } from './seed/common';
import { createTestApi } from './testing/mock-client';

const COMMON = 'api/common';

describe.each([
  ['messages', 'message'],
  ['notifications', 'notification'],
] as const)('api/common/%s', (list, key) => {
  const items = (client: ReturnType<typeof createTestApi>): FeedItem[] => client.store.common[list];

  it('GET answers the list', async () => {
    const client = createTestApi();
    expect((await client.get(`${COMMON}/${list}`)).body).toEqual(items(client));
  });

  it('POST adds an item first with a new id', async () => {
    const client = createTestApi();
    const { body } = await client.post(`${COMMON}/${list}`, { [key]: { title: 'Hola', description: 'Nuevo' } });
    expect(body).toMatchObject({ id: expect.any(String), title: 'Hola', description: 'Nuevo', read: false });
    expect(items(client)[0]!.id).toBe(body.id);
  });

  it('PATCH merges changes into one item', async () => {
    const client = createTestApi();
    const item = items(client)[1]!;
    const { body } = await client.patch(`${COMMON}/${list}`, { id: item.id, [key]: { title: 'Otro' } });
    expect(body).toEqual({ ...item, title: 'Otro' });
  });

  it('DELETE removes an item and answers it', async () => {
    const client = createTestApi();
    const item = structuredClone(items(client)[0]!);
    expect((await client.delete(`${COMMON}/${list}?id=${item.id}`)).body).toEqual(item);
    expect(items(client).map((entry) => entry.id)).not.toContain(item.id);
    expect((await client.delete(`${COMMON}/${list}?id=nope`)).body).toBeNull();
  });

  it('GET mark-all-as-read marks every item read and seen', async () => {
    const client = createTestApi();
    expect(items(client).some((item) => !item.read)).toBe(true);
    expect((await client.get(`${COMMON}/${list}/mark-all-as-read`)).body).toBe(true);
    for (const item of items(client)) expect(item).toMatchObject({ read: true, seen: true });
  });

  it('POST toggle-read-status sets one item’s read flag either way and answers it', async () => {
    const client = createTestApi();
    const item = items(client)[0]!;
    const wasRead = item.read;
    const { body } = await client.post(`${COMMON}/${list}/toggle-read-status`, {
      [key]: { id: item.id, read: !wasRead },
    });
    expect(body).toMatchObject({ id: item.id, read: !wasRead });
    expect(items(client)[0]!.read).toBe(!wasRead);
    const back = await client.post(`${COMMON}/${list}/toggle-read-status`, { [key]: { id: item.id, read: wasRead } });
    expect(back.body).toMatchObject({ id: item.id, read: wasRead });
    expect(items(client)[0]!.read).toBe(wasRead);
    expect((await client.post(`${COMMON}/${list}/toggle-read-status`, { [key]: { id: item.id } })).status).toBe(400);
  });
});

describe('the seeded messages', () => {
  it('link each to the chat of its contact, by the chat’s id (the chat’s route takes chat ids)', () => {
    const chats = [
      { id: 'chat-a', contactId: 'ana' },
      { id: 'chat-b', contactId: 'beto' },
    ];
    const links = seedCommon(['beto', 'ana', 'nadie'], chats).messages.map((message) => message.link);
    expect(links.slice(0, 3)).toEqual(['/apps/chat/chat-b', '/apps/chat/chat-a', null]);
  });

  it('as the mock answers them, open a chat the chat app knows', async () => {
    const { get } = createTestApi();
    const { body: messages } = await get(`${COMMON}/messages`);
    expect(messages.length).toBeGreaterThan(0);
    for (const { link } of messages as FeedItem[]) {
      const [, chatId] = /^\/apps\/chat\/([^/]+)$/.exec(link ?? '') ?? [];
      expect(chatId).toBeDefined();
      expect((await get(`api/apps/chat/chat?id=${chatId}`)).body).toMatchObject({ id: chatId });
    }
  });
});

describe('api/common/shortcuts', () => {
  it('GET, POST, PATCH and DELETE work on the shortcuts', async () => {
    const { get, post, patch, delete: remove, store } = createTestApi();
    expect((await get(`${COMMON}/shortcuts`)).body).toEqual(store.common.shortcuts);
    const { body } = await post(`${COMMON}/shortcuts`, { shortcut: { label: 'Tarifas', link: '/tarifas' } });
    expect(store.common.shortcuts[0]).toMatchObject({ id: body.id, label: 'Tarifas', link: '/tarifas' });
    expect((await patch(`${COMMON}/shortcuts`, { id: body.id, shortcut: { label: 'SOAT' } })).body.label).toBe('SOAT');
    expect((await remove(`${COMMON}/shortcuts?id=${body.id}`)).body).toMatchObject({ id: body.id, label: 'SOAT' });
    expect(store.common.shortcuts.map((shortcut) => shortcut.id)).not.toContain(body.id);
  });

  it('POST answers 400 without a shortcut object', async () => {
    expect((await createTestApi().post(`${COMMON}/shortcuts`, { label: 'x' })).status).toBe(400);
  });
});

describe('api/common/navigation', () => {
  it('answers the four navigations, the portal’s items in the default one', async () => {
    const { body } = await createTestApi().get(`${COMMON}/navigation`);
    expect(Object.keys(body).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    expect(body.default[0]).toMatchObject({ title: 'Inicio', link: '/inicio' });
    expect(body.default[1].children.map((child: { link: string }) => child.link)).toEqual([
      '/tramites/requisitos',
      '/tramites/simular',
      '/tramites/registrar',
    ]);
    for (const name of ['compact', 'futuristic', 'horizontal']) {
      expect(body[name]).toEqual([expect.objectContaining({ title: 'Example', link: '/example' })]);
    }
  });

  it('copies the children of the default items into the items of the same id in the others', async () => {
    const { get, store } = createTestApi();
    const { navigation } = store.common;
    for (const name of ['compact', 'futuristic', 'horizontal'] as const) {
      navigation[name] = [{ id: 'tramites', title: 'Tramites', type: 'basic', icon: 'x' }];
    }
    const { body } = await get(`${COMMON}/navigation`);
    for (const name of ['compact', 'futuristic', 'horizontal']) {
      expect(body[name][0].children).toEqual(navigation.default[1]!.children);
    }
  });
});

describe('api/common/search', () => {
  it('answers the groups contacts, pages and tasks that match', async () => {
    const { post, store } = createTestApi();
    const contact = store.contacts.contacts[0]!;
    contact.name = 'Tramitador Uno';
    const task = store.tasks.tasks.find((item) => item.type === 'task')!;
    task.title = 'Revisar tramite';
    const { body } = await post(`${COMMON}/search`, { query: 'TRAMIT' });
    expect(body.map((group: { id: string }) => group.id)).toEqual(['contacts', 'pages', 'tasks']);
    expect(body[0].results).toContainEqual(
      expect.objectContaining({ value: 'Tramitador Uno', link: `/apps/contacts/${contact.id}` }),
    );
    expect(body[1].results.map((page: { link: string }) => page.link)).toContain('/tramites/simular');
    expect(body[2].results).toContainEqual(
      expect.objectContaining({ value: 'Revisar tramite', link: `/apps/tasks/${task.id}` }),
    );
  });

  it('answers nothing for an empty query', async () => {
    expect((await createTestApi().post(`${COMMON}/search`, { query: '' })).body).toEqual([]);
  });

  it('answers 400 without a query', async () => {
    expect((await createTestApi().post(`${COMMON}/search`, {})).status).toBe(400);
  });
});

describe('api/common/user', () => {
  it('GET answers the demo user; PATCH merges changes', async () => {
    const { get, patch, store } = createTestApi();
    expect((await get(`${COMMON}/user`)).body).toEqual(store.user);
    const { body } = await patch(`${COMMON}/user`, { user: { status: 'away' } });
    expect(body).toMatchObject({ name: 'Brian Hughes', status: 'away' });
    expect(store.user.status).toBe('away');
  });
});
