import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import es from './locales/es.json';

export { useTranslation } from 'react-i18next';
export { preloadTrans, Trans } from './trans';
export { collectRenderedTitle, useDocumentTitle } from './document-title';
export { formatPercent } from './format-percent';

export const LANGUAGES = ['es', 'en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** The texts of this library itself: a few lines, Spanish's in every page's start, the others fetched with their language. */
export const SHARED_NAMESPACE = 'shared';
/** Where the chosen language is remembered (localStorage). */
export const LANGUAGE_KEY = 'language';

/** One instance for every micro-frontend (this module is a federation singleton). */
export const i18n = i18next.createInstance();

// Each app serves its own translation files at `<its origin>/assets/i18n/{lang}.json`
// and registers where they are under its namespace, so a remote deployed alone
// ships its texts with it.
const namespaceBaseUrls = new Map<string, string>();

export function registerNamespace(namespace: string, baseUrl: string): void {
  namespaceBaseUrls.set(namespace, new URL('assets/i18n/', baseUrl).href);
}

function translationUrl(namespace: string, language: string): string {
  const base = namespaceBaseUrls.get(namespace);
  if (!base) throw new Error(`No translation files registered for namespace "${namespace}".`);
  return `${base}${language}.json`;
}

/** This library's texts in the languages but Spanish: each a chunk of its own, fetched when the language is chosen. */
const SHARED_TEXTS: Record<Exclude<Language, 'es'>, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  tr: () => import('./locales/tr.json'),
};

async function sharedTexts(language: Language): Promise<Record<string, unknown>> {
  return language === 'es' ? es : (await SHARED_TEXTS[language]()).default;
}

/** Fetches one translation file (this library's from its own chunks); i18next retries and falls back when it fails. */
async function fetchTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (namespace === SHARED_NAMESPACE) {
    if (!isLanguage(language)) throw new Error(`No texts of this library in "${language}".`);
    return sharedTexts(language);
  }
  const url = translationUrl(namespace, language);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Loads the texts of every registered namespace (a remote registers its own when loaded), in the current language. */
export async function loadRegisteredNamespaces(): Promise<void> {
  await i18n.loadNamespaces([...namespaceBaseUrls.keys()]);
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * A text missing in English or Turkish shows in Spanish, then English, never as its key.
 * Spanish, the product's language and the one every text is written in first, falls back to none:
 * its pages, most of the portal's, fetch no second file (docs/decisions/009). Each app's tests check
 * that every key exists in es, en and tr, and fail on a key no file has (tooling/jest-setup.ts).
 */
export const FALLBACK_LANGUAGES = { es: [], default: ['es', 'en'] } satisfies Record<string, Language[]>;

function baseOptions(language: Language, namespace: string) {
  return {
    lng: language,
    fallbackLng: FALLBACK_LANGUAGES,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly' as const,
    ns: [SHARED_NAMESPACE, namespace],
    defaultNS: SHARED_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

/**
 * Starts i18n once for the page and loads the caller's namespace. A remote
 * inside the host finds it started and only adds its namespace.
 */
export async function initI18n(namespace: string, baseUrl: string): Promise<void> {
  registerNamespace(namespace, baseUrl);
  if (i18n.isInitialized) {
    await i18n.loadNamespaces(namespace);
    return;
  }
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18n
    .use(resourcesToBackend(fetchTexts))
    .use(initReactI18next)
    .init({
      ...baseOptions(storedLanguage(), namespace),
      resources: { [DEFAULT_LANGUAGE]: { [SHARED_NAMESPACE]: es } },
      // the bundled texts above do not stop the others being fetched
      partialBundledLanguages: true,
    });
}

/**
 * Starts i18n in one language with texts already at hand, fetching no file (this library's own come
 * from its chunks): for rendering pages at build time, where there is no page to fetch from.
 */
export async function initI18nWithTexts(
  namespace: string,
  language: Language,
  texts: Record<string, unknown>,
): Promise<void> {
  const shared = await sharedTexts(language);
  await i18n.use(initReactI18next).init({
    ...baseOptions(language, namespace),
    resources: { [language]: { [SHARED_NAMESPACE]: shared, [namespace]: texts } },
  });
}

/** Switches every micro-frontend's texts and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    /* not remembered */
  }
  await i18n.changeLanguage(language);
}
