/** @jest-environment node */
import { slugOf, uniqueSlug } from './lib/slug';
import { MAILS_PER_PAGE } from './mailbox';
import { MAIL_FILTER_SLUGS, type Mail } from './seed/mailbox';
import { createTestApi } from './testing/mock-client';

const MAILBOX = 'api/apps/mailbox';
const folderId = (client: ReturnType<typeof createTestApi>, slug: string) =>
  client.store.mailbox.folders.find((folder) => folder.slug === slug)!.id;

describe('the mailbox seed', () => {
  const { mailbox } = createTestApi().store;

  it('has the five folders, two filters, six coloured labels and the right message layout', () => {
    expect(mailbox.folders.map((folder) => folder.slug)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    expect(mailbox.filters.map((filter) => filter.slug)).toEqual(['starred', 'important']);
    expect(Object.fromEntries(mailbox.labels.map((label) => [label.slug, label.color]))).toEqual({
      personal: 'blue',
      work: 'indigo',
      payments: 'red',
      invoices: 'teal',
      accounts: 'purple',
      forums: 'green',
    });
    expect(mailbox.settings.messageLayout).toBe('right');
  });

  it('files every mail in a folder with known labels, from a "name <address>" contact', () => {
    const folders = new Set(mailbox.folders.map((folder) => folder.id));
    const labels = new Set(mailbox.labels.map((label) => label.id));
    for (const mail of mailbox.mails) {
      expect(folders.has(mail.folder)).toBe(true);
      for (const label of mail.labels) expect(labels.has(label)).toBe(true);
      expect(mail.from.contact).toMatch(/^.+ <.+@.+>$/);
      expect(mail.type).toBe('mail');
    }
  });
});

describe('label slugs', () => {
  it.each([
    ['Personal', 'personal'],
    ['My  Work Stuff', 'my-work-stuff'],
    ['Bills & Taxes!', 'bills--taxes'],
    ['a - b', 'a-b'],
  ])('%s → %s', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('appends -1, -2… until the slug is unique', () => {
    expect(uniqueSlug('Work', ['work', 'work-1'])).toBe('work-2');
  });
});

describe('api/apps/mailbox', () => {
  it('GET settings, PATCH settings', async () => {
    const { get, patch } = createTestApi();
    expect((await get(`${MAILBOX}/settings`)).body).toEqual({ messageLayout: 'right' });
    expect((await patch(`${MAILBOX}/settings`, { settings: { messageLayout: 'left' } })).body).toEqual({
      messageLayout: 'left',
    });
  });

  it('PATCH settings refuses a message layout that is not text with 400, and keeps the layout', async () => {
    const { get, patch } = createTestApi();
    expect((await patch(`${MAILBOX}/settings`, { settings: { messageLayout: { side: 'left' } } })).status).toBe(400);
    expect((await get(`${MAILBOX}/settings`)).body).toEqual({ messageLayout: 'right' });
  });

  it('GET folders counts 0 for sent and trash, every mail for drafts and spam, unread mails for the inbox', async () => {
    const client = createTestApi();
    const { mails } = client.store.mailbox;
    const inFolder = (slug: string) => mails.filter((mail) => mail.folder === folderId(client, slug));
    const { body } = await client.get(`${MAILBOX}/folders`);
    const counts = Object.fromEntries(
      body.map((folder: { slug: string; count: number }) => [folder.slug, folder.count]),
    );
    expect(counts).toEqual({
      inbox: inFolder('inbox').filter((mail) => mail.unread).length,
      sent: 0,
      drafts: inFolder('drafts').length,
      spam: inFolder('spam').length,
      trash: 0,
    });
    expect(counts.inbox).toBeLessThan(inFolder('inbox').length);
  });

  it('GET filters and GET labels answer the seeded lists', async () => {
    const { get, store } = createTestApi();
    expect((await get(`${MAILBOX}/filters`)).body).toEqual(store.mailbox.filters);
    expect((await get(`${MAILBOX}/labels`)).body).toEqual(store.mailbox.labels);
  });

  it('POST label makes its slug from the title, unique with a suffix', async () => {
    const { post, store } = createTestApi();
    const first = await post(`${MAILBOX}/label`, { label: { title: 'Work', color: 'pink' } });
    expect(first.body).toEqual({ id: expect.any(String), title: 'Work', slug: 'work-1', color: 'pink' });
    expect((await post(`${MAILBOX}/label`, { label: { title: 'Work' } })).body.slug).toBe('work-2');
    expect((await post(`${MAILBOX}/label`, { label: { title: 'Club  de Lectura' } })).body.slug).toBe(
      'club-de-lectura',
    );
    expect(store.mailbox.labels.map((label) => label.slug)).toContain('work-2');
  });

  it('PATCH label regenerates the slug on rename', async () => {
    const { patch, store } = createTestApi();
    const label = store.mailbox.labels[0]!;
    const { body } = await patch(`${MAILBOX}/label`, { id: label.id, label: { title: 'Family Stuff' } });
    expect(body).toMatchObject({ id: label.id, title: 'Family Stuff', slug: 'family-stuff' });
    const clash = await patch(`${MAILBOX}/label`, { id: label.id, label: { title: 'Work' } });
    expect(clash.body.slug).toBe('work-1');
  });

  it('DELETE label strips it from every mail', async () => {
    const { delete: remove, store } = createTestApi();
    const id = store.mailbox.mails.find((mail) => mail.labels.length > 0)!.labels[0]!;
    expect((await remove(`${MAILBOX}/label?id=${id}`)).body).toBe(true);
    expect(store.mailbox.labels.map((label) => label.id)).not.toContain(id);
    expect(store.mailbox.mails.some((mail) => mail.labels.includes(id))).toBe(false);
  });

  it('GET mails?folder answers page 1 of 10, newest first, with ccCount and bccCount', async () => {
    const client = createTestApi();
    const inbox = client.store.mailbox.mails.filter((mail) => mail.folder === folderId(client, 'inbox'));
    const { body } = await client.get(`${MAILBOX}/mails?folder=inbox`);
    const newestFirst = [...inbox].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    expect(body.mails.map((mail: Mail) => mail.id)).toEqual(newestFirst.slice(0, 10).map((mail) => mail.id));
    expect(body.pagination).toEqual({
      totalResults: inbox.length,
      resultsPerPage: MAILS_PER_PAGE,
      currentPage: 1,
      lastPage: Math.ceil(inbox.length / 10),
      startIndex: 0,
      endIndex: 9,
    });
    for (const mail of body.mails) {
      expect(mail.ccCount).toBe(mail.cc?.length ?? 0);
      expect(mail.bccCount).toBe(mail.bcc?.length ?? 0);
    }
  });

  it('GET mails pages on, and beyond the last page answers null mails and only lastPage', async () => {
    const client = createTestApi();
    const total = client.store.mailbox.mails.filter((mail) => mail.folder === folderId(client, 'inbox')).length;
    const lastPage = Math.ceil(total / 10);
    const last = await client.get(`${MAILBOX}/mails?folder=inbox&page=${lastPage}`);
    expect(last.body.mails).toHaveLength(total - (lastPage - 1) * 10);
    expect(last.body.pagination.endIndex).toBe(total - 1);
    expect((await client.get(`${MAILBOX}/mails?folder=inbox&page=${lastPage + 1}`)).body).toEqual({
      mails: null,
      pagination: { lastPage },
    });
  });

  it.each(MAIL_FILTER_SLUGS)('GET mails?filter=%s answers the flagged mails', async (filter) => {
    const { get, store } = createTestApi();
    const flagged = store.mailbox.mails.filter((mail) => mail[filter as 'starred' | 'important']);
    const { body } = await get(`${MAILBOX}/mails?filter=${filter}&page=1`);
    expect(body.pagination.totalResults).toBe(flagged.length);
    for (const mail of body.mails) expect(mail[filter]).toBe(true);
  });

  it('GET mails?label answers the mails carrying it', async () => {
    const { get, store } = createTestApi();
    const label = store.mailbox.labels[1]!;
    const { body } = await get(`${MAILBOX}/mails?label=${label.slug}`);
    expect(body.pagination.totalResults).toBe(
      store.mailbox.mails.filter((mail) => mail.labels.includes(label.id)).length,
    );
  });

  it.each(['folder=nope', 'label=nope', 'filter=unread', 'page=1'])(
    'GET mails?%s answers no mails with lastPage 1',
    async (query) => {
      const { body } = await createTestApi().get(`${MAILBOX}/mails?${query}`);
      expect(body).toEqual({
        mails: [],
        pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
      });
    },
  );

  it.each(['0', '-1', 'two'])('GET mails?page=%s answers 400', async (page) => {
    expect((await createTestApi().get(`${MAILBOX}/mails?folder=inbox&page=${page}`)).status).toBe(400);
  });

  it('GET mail answers one mail, or null', async () => {
    const { get, store } = createTestApi();
    const mail = store.mailbox.mails[3]!;
    expect((await get(`${MAILBOX}/mail?id=${mail.id}`)).body).toEqual(mail);
    expect((await get(`${MAILBOX}/mail?id=nope`)).body).toBeNull();
  });

  it('PATCH mail changes flags, folder and labels', async () => {
    const client = createTestApi();
    const mail = client.store.mailbox.mails[0]!;
    const changes = { starred: !mail.starred, unread: false, folder: folderId(client, 'trash'), labels: [] };
    expect((await client.patch(`${MAILBOX}/mail`, { id: mail.id, mail: changes })).body).toMatchObject({
      id: mail.id,
      ...changes,
    });
    expect((await client.patch(`${MAILBOX}/mail`, { id: 'nope', mail: changes })).body).toBeNull();
  });

  it.each([
    ['POST', 'label', { label: {} }],
    ['PATCH', 'label', { label: { title: 'x' } }],
    ['PATCH', 'mail', { id: 'x', mail: [] }],
    ['PATCH', 'settings', '{'],
  ])('%s %s answers 400 to a malformed body', async (method, endpoint, body) => {
    const client = createTestApi();
    const send = method === 'PATCH' ? client.patch : client.post;
    expect((await send(`${MAILBOX}/${endpoint}`, body)).status).toBe(400);
  });
});
