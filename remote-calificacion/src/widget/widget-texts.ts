// The widget's texts without i18next (it runs on partners' pages, which have
// none): the `widget` part of this remote's translation files, bundled at build
// time and picked by language. The rules' messages: Spanish from the shared
// rule module itself (the words the API answers with), English and Turkish from
// ./locales.
import { RATING_MESSAGES, type RatingCode } from '@soat/shared/rules/rating';
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';
import tr from '../../public/assets/i18n/tr.json';
import rulesEn from './locales/rules.en.json';
import rulesTr from './locales/rules.tr.json';

export const WIDGET_LANGUAGES = ['es', 'en', 'tr'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

export type WidgetTextKey = keyof typeof es.widget;
type Texts = { [key: string]: string | Texts };

const TEXTS: Record<WidgetLanguage, Texts> = { es: es.widget, en: en.widget, tr: tr.widget };
const RULES: Record<WidgetLanguage, Record<RatingCode, string>> = { es: RATING_MESSAGES, en: rulesEn, tr: rulesTr };

/** `es` for anything that is not one of the widget's languages (`es-CO` → `es`). */
export function widgetLanguage(value: string | null | undefined): WidgetLanguage {
  const language = value?.toLowerCase().split('-')[0];
  return WIDGET_LANGUAGES.find((known) => known === language) ?? 'es';
}

export interface WidgetTranslate {
  (key: string, values?: Record<string, string | number>): string;
  language: WidgetLanguage;
  /** A rule's message by its code (`stars.required`). */
  rule: (code: string) => string;
}

/**
 * `t('counter', { count: 3, max: 500 })` → `3 de 500`; a `count` picks
 * `<key>_one` or `<key>_other` when those exist, as i18next does.
 */
export function widgetTranslator(language: WidgetLanguage): WidgetTranslate {
  const texts = TEXTS[language];
  const lookup = (path: string): string | undefined => {
    let node: string | Texts | undefined = texts;
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const t = ((key: string, values: Record<string, string | number> = {}) => {
    const plural = typeof values.count === 'number' ? lookup(`${key}_${values.count === 1 ? 'one' : 'other'}`) : null;
    const text = plural ?? lookup(key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  }) as WidgetTranslate;
  t.language = language;
  t.rule = (code) => RULES[language][code as RatingCode] ?? RULES.es[code as RatingCode] ?? code;
  return t;
}
