/** @jest-environment node */
import { createMockApi } from './create-mock-api';
import { DEMO_CREDENTIALS } from './seed/user';
import { BASE_URL, createTestApi } from './testing/mock-client';

describe('createMockApi', () => {
  it('answers 404 NOT FOUND for a path no handler serves', async () => {
    expect(await createTestApi().get('api/apps/unknown')).toEqual({ status: 404, body: 'NOT FOUND' });
    expect((await createTestApi().put('api/apps/contacts/all')).status).toBe(404);
  });

  it.each([
    ['POST', '/seguridad/api/v1/auth/inicio-sesion'],
    ['POST', '/seguridad/api/v1/auth/inicio-sesion-con-token'],
    ['POST', '/seguridad/api/v1/usuarios'],
    ['GET', '/soat/api/v1/solicitudes/1'],
    ['GET', '/api/calificaciones/resumen'],
    ['POST', '/api/calificaciones'],
  ])('never answers the portal’s own API (%s %s)', async (method, path) => {
    const { handlers } = createMockApi({ delays: false });
    const { getResponse } = await import('msw');
    const request = new Request(new URL(path, BASE_URL), { method, body: method === 'POST' ? '{}' : undefined });
    expect(await getResponse(handlers, request)).toBeUndefined();
  });

  it('answers 500 instead of throwing when a handler fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { get, store } = createTestApi();
    (store.mailbox.mails[0] as { labels: unknown }).labels = null;
    expect((await get(`api/apps/mailbox/mails?label=${store.mailbox.labels[0]!.slug}`)).status).toBe(500);
    expect(logged).toHaveBeenCalled();
  });

  it('answers under any base path, so the remote may serve the demo below /demo/', async () => {
    expect((await createTestApi().get('/demo/api/apps/contacts/tags')).status).toBe(200);
  });

  it('builds a fresh store each time: changes in one API do not reach another', async () => {
    const first = createTestApi();
    await first.post('api/apps/contacts/contact');
    expect(createTestApi().store.contacts.contacts).toHaveLength(first.store.contacts.contacts.length - 1);
  });

  it('answers a copy: changing a reply does not change the store', async () => {
    const { get, store } = createTestApi();
    const { body } = await get('api/apps/contacts/tags');
    body[0].title = 'changed';
    expect(store.contacts.tags[0]!.title).not.toBe('changed');
  });
});

describe('the stated delays', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function settlesAfter(call: () => Promise<unknown>, ms: number) {
    let settled = false;
    const pending = call().then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(ms - 1);
    const before = settled;
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    return { before, after: settled };
  }

  it.each([
    ['POST', 'api/auth/forgot-password', 1000, {}],
    ['POST', 'api/auth/reset-password', 1000, {}],
    ['POST', 'api/auth/sign-in', 1500, DEMO_CREDENTIALS],
    ['POST', 'api/auth/sign-up', 1500, {}],
    ['POST', 'api/auth/unlock-session', 1500, DEMO_CREDENTIALS],
    ['GET', 'api/apps/ecommerce/inventory/products', 300, undefined],
    ['GET', 'api/apps/mailbox/mails?folder=inbox', 625, undefined],
  ] as const)('%s %s answers after %i ms', async (method, path, ms, body) => {
    const client = createTestApi({ delays: true });
    const call = () => (method === 'GET' ? client.get(path) : client.post(path, body));
    expect(await settlesAfter(call, ms)).toEqual({ before: false, after: true });
  });

  it('answers other endpoints at once (default delay 0)', async () => {
    const client = createTestApi({ delays: true });
    let settled = false;
    const pending = client.get('api/apps/contacts/all').then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    await pending;
    expect(settled).toBe(true);
  });

  it('answers at once with delays turned off', async () => {
    const client = createTestApi({ delays: false });
    const pending = client.post('api/auth/sign-up', {});
    await jest.advanceTimersByTimeAsync(0);
    expect((await pending).body).toBe(true);
  });
});
