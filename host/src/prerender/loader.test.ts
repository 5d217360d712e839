import { loaderScript, START_EVENTS } from './loader';

const KEYS = {
  token: 'accessToken',
  language: 'language',
  defaultLanguage: 'es',
  theme: 'theme',
  defaultTheme: 'default',
};

/** Runs the loader as the page would, and returns the entry scripts it has added so far. */
function runLoader(): () => string[] {
  new Function(loaderScript(KEYS, '/main.js'))();
  return () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? '');
}

afterEach(() => {
  // a loader waiting from this test starts now, so it leaves no listener for the next
  window.dispatchEvent(new Event('keydown'));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.localStorage.clear();
  delete document.documentElement.dataset.boot;
  delete document.documentElement.dataset.appStarted;
  delete window.__soatPendingClick;
});

describe('the loader of a prerendered page', () => {
  it('starts nothing while the visitor only reads', () => {
    const entries = runLoader();
    expect(entries()).toEqual([]);
    expect(document.documentElement.dataset.boot).toBeUndefined();
  });

  it.each(START_EVENTS)('starts the app once on the first %s', (name) => {
    const entries = runLoader();
    window.dispatchEvent(new Event(name));
    window.dispatchEvent(new Event(name));
    expect(entries()).toEqual(['/main.js']);
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
});
