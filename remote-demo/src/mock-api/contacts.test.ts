/** @jest-environment node */
import { CONTACT_COUNT } from './seed/contacts';
import { createTestApi } from './testing/mock-client';

const names = (items: { name: string }[]) => items.map((item) => item.name);
const localeSorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));

describe('the contacts seed', () => {
  const { store } = createTestApi();
  const { contacts, tags, countries } = store.contacts;

  it('holds about 90 contacts, each with one known tag, 1–2 emails and 1–3 phones', () => {
    expect(contacts).toHaveLength(90);
    const tagIds = new Set(tags.map((tag) => tag.id));
    for (const contact of contacts) {
      expect(contact.tags).toHaveLength(1);
      expect(tagIds.has(contact.tags[0]!)).toBe(true);
      expect(contact.emails.length).toBeGreaterThanOrEqual(1);
      expect(contact.emails.length).toBeLessThanOrEqual(2);
      expect(contact.phoneNumbers.length).toBeGreaterThanOrEqual(1);
      expect(contact.phoneNumbers.length).toBeLessThanOrEqual(3);
    }
  });

  it('uses the labels Personal/Work for emails and Mobile/Work/Home for phones, with known countries', () => {
    const isos = new Set(countries.map((country) => country.iso));
    for (const contact of contacts) {
      for (const email of contact.emails) expect(['Personal', 'Work']).toContain(email.label);
      for (const phone of contact.phoneNumbers) {
        expect(['Mobile', 'Work', 'Home']).toContain(phone.label);
        expect(isos.has(phone.country)).toBe(true);
      }
    }
  });

  it('puts every birthday at 12:00 UTC', () => {
    for (const { birthday } of contacts) expect(birthday).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
  });

  it('seeds the seven contact tags', () => {
    expect(tags.map((tag) => tag.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
  });

  it('lists about 240 countries in alphabetical order, each with an iso code and a dialling prefix', () => {
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries.length).toBeLessThanOrEqual(255);
    expect(names(countries)).toEqual(localeSorted(names(countries)));
    for (const country of countries) {
      expect(country.iso).toMatch(/^[a-z]{2}$/);
      expect(country.code).toMatch(/^\+\d+$/);
    }
    expect(countries.find((country) => country.iso === 'co')).toMatchObject({ name: 'Colombia', code: '+57' });
  });
});

describe('api/apps/contacts', () => {
  it('GET all answers every contact sorted by locale-aware name', async () => {
    const { get } = createTestApi();
    const { status, body } = await get('api/apps/contacts/all');
    expect(status).toBe(200);
    expect(body).toHaveLength(CONTACT_COUNT);
    expect(names(body)).toEqual(localeSorted(names(body)));
  });

  it('GET search matches names case-insensitively, sorted; no query answers all', async () => {
    const { get, store } = createTestApi();
    const target = store.contacts.contacts[5]!;
    const fragment = target.name.slice(1, 4).toUpperCase();
    const { body } = await get(`api/apps/contacts/search?query=${encodeURIComponent(fragment)}`);
    expect(names(body)).toContain(target.name);
    for (const name of names(body)) expect(name.toLowerCase()).toContain(fragment.toLowerCase());
    expect(names(body)).toEqual(localeSorted(names(body)));
    expect((await get('api/apps/contacts/search')).body).toHaveLength(CONTACT_COUNT);
    expect((await get('api/apps/contacts/search?query=zzzzzz')).body).toEqual([]);
  });

  it('GET search matches a lower-case query against a capitalised name', async () => {
    const { get, store } = createTestApi();
    const target = store.contacts.contacts[7]!;
    target.name = 'Quimby Orlando';
    const { body } = await get('api/apps/contacts/search?query=quimby');
    expect(names(body)).toEqual(['Quimby Orlando']);
  });

  it('GET all and GET search sort accented and lower-case names as a reader would (locale-aware)', async () => {
    const { get, store } = createTestApi();
    const [first, second, third] = store.contacts.contacts;
    first!.name = 'Zed Bravo';
    second!.name = 'Zed Álvarez';
    third!.name = 'zed Amaya';
    // code-unit order would answer Bravo, Álvarez, Amaya ('B' < 'Á', 'Z' < 'z')
    const expected = ['Zed Álvarez', 'zed Amaya', 'Zed Bravo'];
    const zeds = (list: { name: string }[]) => names(list).filter((name) => /^zed /i.test(name));
    expect(zeds((await get('api/apps/contacts/all')).body)).toEqual(expected);
    expect(names((await get('api/apps/contacts/search?query=zed')).body)).toEqual(expected);
  });

  it('GET contact answers the contact by id, or null for an unknown id', async () => {
    const { get, store } = createTestApi();
    const target = store.contacts.contacts[3]!;
    expect((await get(`api/apps/contacts/contact?id=${target.id}`)).body).toEqual(target);
    expect(await get('api/apps/contacts/contact?id=unknown')).toEqual({ status: 200, body: null });
  });

  it('POST contact creates a default contact, placed first, and answers it', async () => {
    const { post, store } = createTestApi();
    const { body } = await post('api/apps/contacts/contact');
    expect(body).toMatchObject({
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      tags: [],
      avatar: null,
      birthday: null,
      address: null,
      notes: null,
    });
    expect(store.contacts.contacts[0]!.id).toBe(body.id);
    expect(store.contacts.contacts).toHaveLength(CONTACT_COUNT + 1);
  });

  it('PATCH contact merges the changes, or answers null for an unknown id', async () => {
    const { patch, store } = createTestApi();
    const target = store.contacts.contacts[0]!;
    const { body } = await patch('api/apps/contacts/contact', { id: target.id, contact: { name: 'Zoe Quintero' } });
    expect(body).toMatchObject({ id: target.id, name: 'Zoe Quintero', emails: target.emails });
    expect(store.contacts.contacts[0]!.name).toBe('Zoe Quintero');
    expect((await patch('api/apps/contacts/contact', { id: 'unknown', contact: { name: 'x' } })).body).toBeNull();
  });

  it('PATCH contact refuses to change a field’s kind with 400, and leaves the contact as it was', async () => {
    const { patch, get, store } = createTestApi();
    const target = structuredClone(store.contacts.contacts[0]!);
    const { status } = await patch('api/apps/contacts/contact', {
      id: target.id,
      contact: { title: 'Chef', name: 42 },
    });
    expect(status).toBe(400);
    expect(store.contacts.contacts[0]).toEqual(target);
    expect((await get('api/apps/contacts/all')).status).toBe(200);
  });

  it('PATCH contact may clear a field to null and fill it again', async () => {
    const { patch, store } = createTestApi();
    const id = store.contacts.contacts[0]!.id;
    expect((await patch('api/apps/contacts/contact', { id, contact: { birthday: null } })).body.birthday).toBeNull();
    const { body } = await patch('api/apps/contacts/contact', {
      id,
      contact: { birthday: '1990-01-01T12:00:00.000Z' },
    });
    expect(body.birthday).toBe('1990-01-01T12:00:00.000Z');
  });

  it('DELETE contact removes it and answers true', async () => {
    const { delete: remove, store } = createTestApi();
    const id = store.contacts.contacts[0]!.id;
    expect(await remove(`api/apps/contacts/contact?id=${id}`)).toEqual({ status: 200, body: true });
    expect(store.contacts.contacts.some((contact) => contact.id === id)).toBe(false);
  });

  it('GET countries and GET tags answer the seeded lists', async () => {
    const { get, store } = createTestApi();
    expect((await get('api/apps/contacts/countries')).body).toEqual(store.contacts.countries);
    expect((await get('api/apps/contacts/tags')).body).toEqual(store.contacts.tags);
  });

  it('POST tag gives the tag a new id and puts it first', async () => {
    const { post, store } = createTestApi();
    const { body } = await post('api/apps/contacts/tag', { tag: { title: 'Chess Club' } });
    expect(body).toEqual({ id: expect.any(String), title: 'Chess Club' });
    expect(store.contacts.tags[0]).toEqual(body);
  });

  it('PATCH tag renames the tag', async () => {
    const { patch, store } = createTestApi();
    const tag = store.contacts.tags[2]!;
    expect((await patch('api/apps/contacts/tag', { id: tag.id, tag: { title: 'Kin' } })).body).toEqual({
      id: tag.id,
      title: 'Kin',
    });
  });

  it('DELETE tag removes it and strips it from every contact', async () => {
    const { delete: remove, store } = createTestApi();
    const id = store.contacts.contacts[0]!.tags[0]!;
    expect((await remove(`api/apps/contacts/tag?id=${id}`)).body).toBe(true);
    expect(store.contacts.tags.some((tag) => tag.id === id)).toBe(false);
    expect(store.contacts.contacts.some((contact) => contact.tags.includes(id))).toBe(false);
  });

  it('POST avatar stores the file as a data URL and answers the contact', async () => {
    const { post, store } = createTestApi();
    const id = store.contacts.contacts[1]!.id;
    const form = new FormData();
    form.set('id', id);
    form.set('avatar', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'me.png');
    const { body } = await post('api/apps/contacts/avatar', form);
    expect(body).toMatchObject({ id, avatar: 'data:image/png;base64,AQID' });
    expect(store.contacts.contacts[1]!.avatar).toBe('data:image/png;base64,AQID');
  });

  it.each([
    ['PATCH', 'contact', '{not json'],
    ['PATCH', 'contact', JSON.stringify({ id: 1, contact: {} })],
    ['PATCH', 'contact', JSON.stringify({ id: 'x' })],
    ['POST', 'tag', JSON.stringify({ tag: 'Work' })],
    ['PATCH', 'tag', JSON.stringify([])],
    ['POST', 'avatar', JSON.stringify({ id: 'x' })],
  ])('%s %s answers 400 to the malformed body %s', async (method, endpoint, body) => {
    const client = createTestApi();
    const send = method === 'PATCH' ? client.patch : client.post;
    expect((await send(`api/apps/contacts/${endpoint}`, body)).status).toBe(400);
  });

  it('DELETE contact without an id answers 400', async () => {
    expect((await createTestApi().delete('api/apps/contacts/contact')).status).toBe(400);
  });
});
