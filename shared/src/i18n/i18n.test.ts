import { http } from 'msw';
import { HttpResponse, testApi } from '../testing/test-api';
import { changeLanguage, i18n, initI18n, LANGUAGES, registerNamespace } from './i18n';

const files: Record<string, object> = {
  'http://host.test/assets/i18n/es.json': { saludo: 'Hola', despedida: 'Adiós' },
  'http://host.test/assets/i18n/en.json': { saludo: 'Hello', despedida: 'Goodbye', soloEnIngles: 'Only in English' },
  'http://host.test/assets/i18n/tr.json': { saludo: 'Merhaba' },
  'http://remote.test/assets/i18n/es.json': { titulo: 'Iniciar sesión' },
  'http://remote.test/assets/i18n/en.json': { titulo: 'Sign in' },
};

/** Every translation file asked for since the page started. */
const asked: string[] = [];

/** Answers every request (translation files are no API operation): the files above, and 404 for any other address. */
function serveTranslationFiles() {
  testApi.use(
    http.all('*', ({ request }) => {
      asked.push(request.url);
      return files[request.url] ? HttpResponse.json(files[request.url]) : new HttpResponse(null, { status: 404 });
    }),
  );
}

beforeAll(async () => {
  serveTranslationFiles();
  await initI18n('host', 'http://host.test/');
});
beforeEach(serveTranslationFiles);

describe('i18n', () => {
  it('speaks Spanish by default, from ./assets/i18n/es.json of the app', () => {
    expect(i18n.language).toBe('es');
    expect(i18n.t('host:saludo')).toBe('Hola');
    expect(document.documentElement.lang).toBe('es');
    // not even this library's own: they come with their language
    expect(LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'shared'))).toEqual(['es']);
  });

  it('loads each remote namespace from the remote own origin', async () => {
    registerNamespace('auth', 'http://remote.test/');
    await i18n.loadNamespaces('auth');
    expect(i18n.t('auth:titulo')).toBe('Iniciar sesión');
  });

  it('fetches only the texts of the language in use, never a second language besides', () => {
    expect(asked).toEqual(['http://host.test/assets/i18n/es.json', 'http://remote.test/assets/i18n/es.json']);
  });

  it('switches every namespace to the chosen language and remembers it', async () => {
    await changeLanguage('en');
    expect(asked.slice(2).sort()).toEqual([
      'http://host.test/assets/i18n/en.json',
      'http://remote.test/assets/i18n/en.json',
    ]);
    expect(i18n.t('host:saludo')).toBe('Hello');
    expect(i18n.t('auth:titulo')).toBe('Sign in');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('es');
  });

  it('shows a text missing in Turkish in Spanish, then in English, never as its key', async () => {
    await changeLanguage('tr');
    expect(asked).toContain('http://host.test/assets/i18n/tr.json');
    expect(i18n.t('host:saludo')).toBe('Merhaba');
    expect(i18n.t('host:despedida')).toBe('Adiós');
    expect(i18n.t('host:soloEnIngles')).toBe('Only in English');
    await changeLanguage('es');
  });

  it('ships its own texts in every language, Spanish’s at hand and the others loaded with their language', async () => {
    expect(i18n.hasResourceBundle('es', 'shared')).toBe(true);
    expect(i18n.t('shared:errors.unavailable')).toMatch(/no está disponible/);
    await changeLanguage('tr');
    expect(i18n.t('shared:errors.unavailable')).toMatch(/kullanılamıyor/);
    await changeLanguage('en');
    expect(i18n.t('shared:errors.unavailable')).toMatch(/not available/);
    await changeLanguage('es');
  });
});
