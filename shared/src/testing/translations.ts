import type { i18n as I18n } from 'i18next';

type Texts = { [key: string]: unknown };

/** Every key path of a translation file: `{ a: { b: '…' } }` → `['a.b']`. */
export function translationKeys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? translationKeys(value as Texts, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * The keys some language lacks, as `language: key`, for files that must hold
 * the same keys in every language (es, en, tr). Empty when they all agree.
 */
export function missingTranslations(byLanguage: Record<string, Texts>): string[] {
  const keys = Object.fromEntries(
    Object.entries(byLanguage).map(([language, texts]) => [language, new Set(translationKeys(texts))]),
  );
  const all = new Set(Object.values(keys).flatMap((set) => [...set]));
  return Object.entries(keys).flatMap(([language, present]) =>
    [...all].filter((key) => !present.has(key)).map((key) => `${language}: ${key}`),
  );
}

/**
 * Has `instance` tell `onMissing` of each key it looks up and finds in no language it falls back to, as
 * `namespace:key`; a text with a default value of its own (`t(key, { defaultValue })`) is not missing.
 * i18next reads these options on every lookup, and a new `init` replaces them: call it after each.
 */
export function reportMissingKeys(instance: I18n, onMissing: (key: string) => void): void {
  instance.options.saveMissing = true;
  instance.options.missingKeyHandler = (_languages, namespace, key, _fallback, _update, options) => {
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue === undefined) {
      onMissing(`${namespace}:${key}`);
    }
  };
}
