// What the loader's tests share: the page's options as the host writes them, a remote's manifest, the loader
// run as the page runs it, what it asked for, and a page left clean after each test (prepareLoaderTestPages).
import { http } from 'msw';
import { SIGNED_IN_LINKS } from '@soat/shared/links';
import { HttpResponse, testApi } from '@soat/shared/testing';
import { loaderScript } from './loader';

const OPTIONS = {
  keys: { token: 'accessToken', language: 'language', defaultLanguage: 'es', theme: 'theme', defaultTheme: 'default' },
  entry: '/main.js',
  languages: ['es', 'en', 'tr'],
  sections: { 'iniciar-sesion': 'auth' },
  signedInLinks: SIGNED_IN_LINKS,
  configElementId: 'configuracion-prerenderizada',
};

export const MANIFEST_URL = 'http://remote.test/mf-manifest.json';
const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { name: 'routes', assets: { js: { sync: ['routes.1234abcd.js'], async: ['dictionary.5678abcd.js'] } } },
    { name: 'widget', assets: { js: { sync: ['widget.9999abcd.js'], async: [] } } },
  ],
};

/** Runs the loader as the page would, and returns the entry scripts it has added so far. */
export function runLoader(): () => string[] {
  new Function(loaderScript(OPTIONS))();
  return () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? '');
}

export const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => `${link.as} ${link.href}`);

/** Lets the loader's requests and their answers run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A frame of jsdom's (it paints every 16 ms), and the task after it. */
export const FRAME_MS = 17;

/** Every address the page asked for in this test, in order. */
const asked: string[] = [];
export const askedUrls = (): readonly string[] => asked;

/** Answers each address (relative ones on the page's origin) with its JSON, and any other with 404. */
export function serve(answers: Record<string, object>) {
  testApi.use(
    ...Object.entries(answers).map(([url, body]) => http.get(url, () => HttpResponse.json(body))),
    http.all('*', () => new HttpResponse(null, { status: 404 })),
  );
}

/**
 * Each test starts on a page with the configuration and the remote's manifest served, its requests
 * recorded, and leaves it as it found it: no loader waiting, nothing the loader kept on the window.
 */
export function prepareLoaderTestPages() {
  beforeEach(() => {
    asked.length = 0;
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
}
