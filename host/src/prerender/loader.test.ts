import { createRequire } from 'node:module';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { SIGNED_IN_LINKS } from '@soat/shared/links';
import { createToken, HttpResponse, testApi } from '@soat/shared/testing';
import {
  loaderScript,
  RENDERED_ON_REQUEST_ATTRIBUTE,
  START_EVENTS,
  START_LATEST_MS,
  START_NOW_ATTRIBUTE,
  START_PAUSE_MS,
  LINK_WAIT_MS,
} from './loader';

const OPTIONS = {
  keys: { token: 'accessToken', language: 'language', defaultLanguage: 'es', theme: 'theme', defaultTheme: 'default' },
  entry: '/main.js',
  languages: ['es', 'en', 'tr'],
  sections: { 'iniciar-sesion': 'auth' },
  signedInLinks: SIGNED_IN_LINKS,
  configElementId: 'configuracion-prerenderizada',
};

const MANIFEST_URL = 'http://remote.test/mf-manifest.json';
const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { name: 'routes', assets: { js: { sync: ['routes.1234abcd.js'], async: ['dictionary.5678abcd.js'] } } },
    { name: 'widget', assets: { js: { sync: ['widget.9999abcd.js'], async: [] } } },
  ],
};

/** Runs the loader as the page would, and returns the entry scripts it has added so far. */
function runLoader(): () => string[] {
  new Function(loaderScript(OPTIONS))();
  return () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? '');
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => `${link.as} ${link.href}`);

/** Lets the loader's requests and their answers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A frame of jsdom's (it paints every 16 ms), and the task after it. */
const FRAME_MS = 17;

/** Every address the page asked for, in order. */
let asked: string[] = [];

/** Answers each address (relative ones on the page's origin) with its JSON, and any other with 404. */
function serve(answers: Record<string, object>) {
  testApi.use(
    ...Object.entries(answers).map(([url, body]) => http.get(url, () => HttpResponse.json(body))),
    http.all('*', () => new HttpResponse(null, { status: 404 })),
  );
}

beforeEach(() => {
  asked = [];
  testApi.events.on('request:start', ({ request }) => asked.push(request.url));
  serve({ '/config.json': { remotes: { auth: MANIFEST_URL } }, [MANIFEST_URL]: MANIFEST });
});

afterEach(() => {
  // a loader waiting from this test starts now (a form sent starts it at once), so it leaves no listener for the next
  document.dispatchEvent(new Event('submit'));
  jest.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  for (const name of ['boot', 'appStarted', 'start']) delete document.documentElement.dataset[name];
  delete window.__soatPendingClick;
  delete window.__soatPendingSubmit;
  delete window.__soatPendingSubmitter;
  delete window.__soatConfig;
  delete window.__soatManifests;
  delete window.__soatLinkAnswer;
});

describe('the loader of a prerendered page', () => {
  it('starts nothing while the visitor only reads', () => {
    const entries = runLoader();
    expect(entries()).toEqual([]);
    expect(asked).toEqual([]);
    expect(document.documentElement.dataset.boot).toBeUndefined();
  });

  it.each(START_EVENTS)(
    'on the first %s fetches the app once that input is painted, and starts it, once, at the first pause in input',
    (name) => {
      jest.useFakeTimers();
      const entries = runLoader();
      window.dispatchEvent(new Event(name));
      // nothing in the input's own frame: the requests come after its paint
      expect(preloads()).toEqual([]);
      jest.advanceTimersByTime(FRAME_MS);
      expect(preloads()).toContain('script http://localhost:3000/main.js');
      jest.advanceTimersByTime(START_PAUSE_MS - FRAME_MS - 1);
      expect(entries()).toEqual([]);
      jest.advanceTimersByTime(1);
      window.dispatchEvent(new Event(name));
      jest.advanceTimersByTime(START_LATEST_MS);
      expect(entries()).toEqual(['/main.js']);
    },
  );

  it('puts the start off while the visitor types (the page answers as plain HTML), and starts in the first pause', () => {
    jest.useFakeTimers();
    const entries = runLoader();
    window.dispatchEvent(new Event('focusin'));
    for (let key = 0; key < 4; key += 1) {
      jest.advanceTimersByTime(START_PAUSE_MS - 100);
      window.dispatchEvent(new Event(key % 2 ? 'keydown' : 'input'));
    }
    expect(entries()).toEqual([]);
    jest.advanceTimersByTime(START_PAUSE_MS);
    expect(entries()).toEqual(['/main.js']);
  });

  it('does not put the start off for a pointer that only moves', () => {
    jest.useFakeTimers();
    const entries = runLoader();
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(START_PAUSE_MS - 100);
    window.dispatchEvent(new Event('pointermove'));
    jest.advanceTimersByTime(100);
    expect(entries()).toEqual(['/main.js']);
  });

  it('starts at the latest a while after the first sign of use, even while the visitor keeps typing', () => {
    jest.useFakeTimers();
    const entries = runLoader();
    for (let elapsed = 0; elapsed < START_LATEST_MS; elapsed += 100) {
      window.dispatchEvent(new Event('keydown'));
      jest.advanceTimersByTime(100);
    }
    expect(entries()).toEqual(['/main.js']);
  });

  it('starts at once when a button is pressed or a form sent: they need the app', () => {
    document.body.innerHTML = '<button type="button">Menú</button><form></form>';
    const clicked = runLoader();
    document.querySelector('button')?.click();
    expect(clicked()).toEqual(['/main.js']);

    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-app-started');
    const sent = runLoader();
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent()).toEqual(['/main.js']);
  });

  it.each([
    ['a stored session', 'accessToken', 'a-token'],
    ['another language', 'language', 'en'],
    ['another theme', 'theme', 'teal'],
  ])('sends a visitor with %s straight to the app, hiding the page', (_what, key, value) => {
    window.localStorage.setItem(key, value);
    const entries = runLoader();
    expect(entries()).toEqual(['/main.js']);
    expect(document.documentElement.dataset.boot).toBe('app');
  });

  it("sends a visitor back to the app, hiding the page, when this tab keeps something (a form's draft a reload must show)", () => {
    window.sessionStorage.setItem('soat:compra', '{"placa":"ABC123"}');
    try {
      const entries = runLoader();
      expect(entries()).toEqual(['/main.js']);
      expect(document.documentElement.dataset.boot).toBe('app');
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('shows a page rendered for this request whatever the tab keeps, and starts on first use (back from the gateway)', () => {
    window.sessionStorage.setItem('soat:pago:7d1f3a5e-2b4c-4e6f-8a9b-0c1d2e3f4a5b', '{"key":"k","choice":"tarjeta"}');
    document.documentElement.setAttribute(RENDERED_ON_REQUEST_ATTRIBUTE, '');
    try {
      const entries = runLoader();
      expect(entries()).toEqual([]);
      expect(document.documentElement.dataset.boot).toBeUndefined();
      document.body.innerHTML = '<button type="button">Tarjeta</button>';
      document.querySelector('button')?.click();
      expect(entries()).toEqual(['/main.js']);
    } finally {
      window.sessionStorage.clear();
      document.documentElement.removeAttribute(RENDERED_ON_REQUEST_ATTRIBUTE);
    }
  });

  it('knows that mark as the host’s server writes it', () => {
    const sectionFrames = createRequire(__filename)('@soat/web-server/section-frames');
    expect(sectionFrames.RENDERED_ON_REQUEST_ATTRIBUTE).toBe(RENDERED_ON_REQUEST_ATTRIBUTE);
  });

  it('starts at once, with the page in view, when its section is still to come', () => {
    document.documentElement.setAttribute(START_NOW_ATTRIBUTE, 'now');
    const entries = runLoader();
    expect(entries()).toEqual(['/main.js']);
    expect(document.documentElement.dataset.boot).toBeUndefined();
  });

  it('keeps the button pressed before the app started, and stops once it has', () => {
    document.body.innerHTML =
      '<button type="button"><span>Idioma y tema</span></button><button type="button">Menú</button>';
    const [first, second] = document.querySelectorAll('button');
    runLoader();
    first?.querySelector('span')?.click();
    expect(window.__soatPendingClick).toBe(first);
    document.documentElement.dataset.appStarted = 'true';
    second?.click();
    expect(window.__soatPendingClick).toBe(first);
  });

  it('never lets the browser send a form before the app runs (it would put the fields in the address), and keeps it', () => {
    document.body.innerHTML = '<form><input name="clave" value="secreta"></form>';
    const form = document.querySelector('form')!;
    runLoader();
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(window.__soatPendingSubmit).toBe(form);

    document.documentElement.dataset.appStarted = 'true';
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('asks at once for the configuration, the texts, the app’s entry and the section’s remote: manifest, entry, route chunks and texts', async () => {
    window.history.replaceState(null, '', '/iniciar-sesion');
    window.localStorage.setItem('language', 'en');
    runLoader();
    await settle();
    expect(preloads()).toEqual([
      'fetch http://localhost:3000/assets/i18n/en.json',
      'script http://localhost:3000/main.js',
      'script http://remote.test/remoteEntry.js',
      'script http://remote.test/routes.1234abcd.js',
      'fetch http://remote.test/assets/i18n/en.json',
    ]);
    // the app takes both answers instead of asking again
    await expect(window.__soatConfig).resolves.toEqual({ remotes: { auth: MANIFEST_URL } });
    expect(window.__soatManifests?.[MANIFEST_URL]).toBeInstanceOf(Promise);
  });

  it('asks only for the configuration and the texts on a page no remote owns', async () => {
    window.history.replaceState(null, '', '/home');
    runLoader();
    window.dispatchEvent(new Event('pointerdown'));
    // once the frame of that input is painted
    await waitFor(() =>
      expect(preloads()).toEqual([
        'fetch http://localhost:3000/assets/i18n/es.json',
        'script http://localhost:3000/main.js',
      ]),
    );
    await settle();
    expect(asked).toEqual([new URL('/config.json', window.location.href).href]);
  });

  it('never puts a stored value it does not know in an address', async () => {
    window.localStorage.setItem('language', '../../otro');
    document.documentElement.setAttribute(START_NOW_ATTRIBUTE, 'now');
    runLoader();
    await settle();
    expect(preloads()[0]).toBe('fetch http://localhost:3000/assets/i18n/es.json');
  });
});

describe('the loader, on an emailed link a signed-in visitor opens', () => {
  const CONFIRM = 'http://api.test/soat/api/v1/mis-polizas/reclamos/confirmar';
  const TAKEN = 'Agregamos 1 póliza a tus pólizas.';
  /** The claims the API was sent: their Authorization header and body. */
  let claims: { authorization: string | null; body: unknown }[] = [];

  function answerClaims(status: number, body: object) {
    claims = [];
    serve({ '/config.json': { apiBaseUrl: 'http://api.test', remotes: {} } });
    testApi.use(
      http.post(CONFIRM, async ({ request }) => {
        claims.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
        return HttpResponse.json(body, { status });
      }),
    );
  }

  beforeEach(() => {
    document.body.innerHTML = '<div id="splash" aria-hidden="true"><img src="/assets/logo.svg" alt="" /></div>';
  });

  const splashStatus = () => document.querySelector('#splash [role=status]');
  /** What the loader left for the app (read afresh: the loader sets it behind the type checker's back). */
  const linkAnswer = () => window.__soatLinkAnswer;

  /** A signed-in visitor on the claim link, its claim answered as taken; their session. */
  function openClaimLinkSignedIn() {
    const session = createToken();
    window.localStorage.setItem('accessToken', session);
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-del-correo');
    answerClaims(200, { message: TAKEN, polizasAgregadas: 1 });
    return session;
  }

  /** The loader's answer is the API's, one claim went with the session, and the splash says the API's word. */
  async function expectClaimTaken(session: string) {
    await expect(linkAnswer()?.answer).resolves.toEqual({
      status: 200,
      body: { message: TAKEN, polizasAgregadas: 1 },
    });
    await settle();
    expect(claims).toEqual([{ authorization: `Bearer ${session}`, body: { token: 'token-del-correo' } }]);
    expect(splashStatus()).toHaveTextContent(TAKEN);
  }

  it("sends the token at once with the session, shows the API's word on the splash, and leaves the answer for the app", async () => {
    const session = openClaimLinkSignedIn();
    const entries = runLoader();
    expect(linkAnswer()?.token).toBe('token-del-correo');
    // the app's entry is fetched meanwhile, and runs once the answer is on screen
    expect(preloads()).toContain('script http://localhost:3000/main.js');
    expect(entries()).toEqual([]);
    await expectClaimTaken(session);
    // the splash, hidden from assistive technology while it only shows the logo, is read once it speaks
    expect(document.getElementById('splash')).not.toHaveAttribute('aria-hidden');
    expect(document.documentElement.dataset.boot).toBe('app');
    await waitFor(() => expect(entries()).toEqual(['/main.js']));
  });

  it('sends the token to the API the page was rendered with, without waiting for /config.json', async () => {
    const session = openClaimLinkSignedIn();
    // /config.json never comes back: only the document says where the API is
    testApi.use(http.get('/config.json', () => new Promise<Response>(() => undefined)));
    document.head.innerHTML = `<script type="application/json" id="configuracion-prerenderizada">${JSON.stringify({
      apiBaseUrl: 'http://api.test/',
      whatsapp: null,
      demo: { enabled: false },
    })}</script>`;
    runLoader();
    await expectClaimTaken(session);
    // asked beside the configuration, not after it
    expect(asked.filter((url) => url.endsWith('/config.json') || url === CONFIRM)).toEqual([
      'http://localhost:3000/config.json',
      CONFIRM,
    ]);
  });

  it('starts the app without the answer of an API that takes too long', () => {
    window.localStorage.setItem('accessToken', createToken());
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-del-correo');
    serve({ '/config.json': { apiBaseUrl: 'http://api.test', remotes: {} } });
    testApi.use(http.post(CONFIRM, () => new Promise<Response>(() => undefined)));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const entries = runLoader();
    jest.advanceTimersByTime(LINK_WAIT_MS - 1);
    expect(entries()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(entries()).toEqual(['/main.js']);
  });

  it('says why a link is no longer good, and keeps quiet about a session the API refuses (the app says it)', async () => {
    window.localStorage.setItem('accessToken', createToken());
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-usado');
    answerClaims(404, { message: 'Este enlace no es válido, ya se usó o venció.' });
    runLoader();
    await linkAnswer()?.answer;
    await settle();
    expect(splashStatus()).toHaveTextContent('Este enlace no es válido, ya se usó o venció.');

    document.body.innerHTML = '<div id="splash" aria-hidden="true"></div>';
    delete window.__soatLinkAnswer;
    answerClaims(401, { message: 'Tu sesión no es válida.' });
    runLoader();
    await linkAnswer()?.answer;
    await settle();
    expect(claims).toHaveLength(1);
    expect(splashStatus()).toBeNull();
  });

  it('sends nothing without an unexpired session, or from a page that is not the link', async () => {
    answerClaims(200, { message: TAKEN, polizasAgregadas: 1 });
    window.history.replaceState(null, '', '/soat/mis-polizas?reclamar=token-del-correo');
    window.localStorage.setItem('accessToken', createToken({ expiresIn: -60 }));
    runLoader();
    window.localStorage.setItem('accessToken', 'no-es-un-token');
    runLoader();
    window.localStorage.setItem('accessToken', createToken());
    window.history.replaceState(null, '', '/soat/consulta?reclamar=token-del-correo');
    runLoader();
    window.history.replaceState(null, '', '/soat/mis-polizas');
    runLoader();
    await settle();
    await settle();
    expect(linkAnswer()).toBeUndefined();
    expect(claims).toEqual([]);
  });
});
