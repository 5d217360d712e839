import { createRequire } from 'node:module';
import { waitFor } from '@testing-library/react';
import {
  RENDERED_ON_REQUEST_ATTRIBUTE,
  START_EVENTS,
  START_LATEST_MS,
  START_NOW_ATTRIBUTE,
  START_PAUSE_MS,
} from './loader';
import {
  askedUrls,
  FRAME_MS,
  MANIFEST_URL,
  preloads,
  runLoader,
  settle,
  prepareLoaderTestPages,
} from './loader-test-page';

prepareLoaderTestPages();

describe('the loader of a prerendered page', () => {
  it('starts nothing while the visitor only reads', () => {
    const entries = runLoader();
    expect(entries()).toEqual([]);
    expect(askedUrls()).toEqual([]);
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
    expect(askedUrls()).toEqual([new URL('/config.json', window.location.href).href]);
  });

  it('never puts a stored value it does not know in an address', async () => {
    window.localStorage.setItem('language', '../../otro');
    document.documentElement.setAttribute(START_NOW_ATTRIBUTE, 'now');
    runLoader();
    await settle();
    expect(preloads()[0]).toBe('fetch http://localhost:3000/assets/i18n/es.json');
  });
});
