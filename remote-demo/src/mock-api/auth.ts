// api/auth: the demo's sign-in with one fixed credential pair, token sign-in,
// sign-up, unlock and the password e-mails, each with its stated delay.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, type MockContext } from './lib/context';
import { DELAYS } from './lib/delays';
import { createDemoToken, hasDemoSignature } from './lib/demo-token';
import { ok, readBody, route } from './lib/http';
import { DEMO_CREDENTIALS } from './seed/user';

const path = (endpoint: string) => apiPath(`auth/${endpoint}`);

export function authHandlers({ store, wait }: MockContext): HttpHandler[] {
  const session = async () => ok({ user: store.user, accessToken: await createDemoToken(), tokenType: 'bearer' });

  const signIn = route(async ({ request }) => {
    const { email, password } = await readBody(request);
    await wait(DELAYS.authLong);
    if (email !== DEMO_CREDENTIALS.email || password !== DEMO_CREDENTIALS.password) {
      return HttpResponse.json(false, { status: 404 });
    }
    return session();
  });

  const answersTrueAfter = (ms: number) => async () => {
    await wait(ms);
    return ok(true);
  };

  return [
    http.post(path('forgot-password'), answersTrueAfter(DELAYS.authShort)),
    http.post(path('reset-password'), answersTrueAfter(DELAYS.authShort)),
    http.post(path('sign-in'), signIn),
    http.post(
      path('sign-in-with-token'),
      route(async ({ request }) => {
        const { accessToken } = await readBody(request);
        if (!(await hasDemoSignature(accessToken)))
          return HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
        return session();
      }),
    ),
    http.post(path('sign-up'), answersTrueAfter(DELAYS.authLong)),
    http.post(path('unlock-session'), signIn),
  ];
}
