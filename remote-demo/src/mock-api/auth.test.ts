/** @jest-environment node */
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { DEMO_CREDENTIALS } from './seed/user';
import { createTestApi } from './testing/mock-client';

const AUTH = 'api/auth';

async function signIn() {
  const { post, store } = createTestApi();
  return { store, post, reply: await post(`${AUTH}/sign-in`, DEMO_CREDENTIALS) };
}

describe('api/auth', () => {
  it('sign-in with the demo credentials answers the user and a 7-day HS256 bearer token', async () => {
    const { reply, store } = await signIn();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ user: store.user, accessToken: expect.any(String), tokenType: 'bearer' });
    expect(decodeProtectedHeader(reply.body.accessToken).alg).toBe('HS256');
    const { iat, exp } = decodeJwt(reply.body.accessToken);
    expect(exp! - iat!).toBe(7 * 24 * 3600);
  });

  it.each([
    { email: DEMO_CREDENTIALS.email, password: 'wrong' },
    { email: 'someone@company.com', password: DEMO_CREDENTIALS.password },
    {},
  ])('sign-in with other credentials answers 404 with false (%o)', async (credentials) => {
    expect(await createTestApi().post(`${AUTH}/sign-in`, credentials)).toEqual({ status: 404, body: false });
  });

  it('unlock-session answers as sign-in', async () => {
    const { post } = createTestApi();
    expect((await post(`${AUTH}/unlock-session`, DEMO_CREDENTIALS)).body.tokenType).toBe('bearer');
    expect(await post(`${AUTH}/unlock-session`, { ...DEMO_CREDENTIALS, password: 'x' })).toEqual({
      status: 404,
      body: false,
    });
  });

  it('sign-in-with-token answers a fresh session for a token the demo signed', async () => {
    const { reply, post, store } = await signIn();
    const again = await post(`${AUTH}/sign-in-with-token`, { accessToken: reply.body.accessToken });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ user: store.user, accessToken: expect.any(String), tokenType: 'bearer' });
  });

  it("sign-in-with-token answers 401 Invalid token when the signature part is not the demo's", async () => {
    const { reply, post } = await signIn();
    const [header, payload, signature] = reply.body.accessToken.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    expect(await post(`${AUTH}/sign-in-with-token`, { accessToken: forged })).toEqual({
      status: 401,
      body: { error: 'Invalid token' },
    });
  });

  it.each(['not-a-token', 'a.b', 'a.b.c.d', 42])('sign-in-with-token answers 401 to %p', async (accessToken) => {
    expect(await createTestApi().post(`${AUTH}/sign-in-with-token`, { accessToken })).toEqual({
      status: 401,
      body: { error: 'Invalid token' },
    });
  });

  it.each(['forgot-password', 'reset-password', 'sign-up'])('%s answers true', async (endpoint) => {
    expect(await createTestApi().post(`${AUTH}/${endpoint}`, { email: 'a@b.co' })).toEqual({ status: 200, body: true });
  });

  it.each(['sign-in', 'sign-in-with-token', 'unlock-session'])(
    '%s answers 400 to a body that is not JSON',
    async (endpoint) => {
      expect((await createTestApi().post(`${AUTH}/${endpoint}`, 'email=a')).status).toBe(400);
    },
  );
});
