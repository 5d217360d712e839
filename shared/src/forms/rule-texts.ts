import type { TFunction } from 'i18next';
import { i18n } from '@soat/shared/i18n';
import { ADDRESS_MESSAGES } from '@soat/shared/rules/address';
import { CONTACT_MESSAGES } from '@soat/shared/rules/contact';
import { DOCUMENT_MESSAGES } from '@soat/shared/rules/identity-document';
import { PASSWORD_MESSAGES } from '@soat/shared/rules/password';
import { PERSON_NAME_MESSAGES } from '@soat/shared/rules/person-name';
import { PLATE_MESSAGES } from '@soat/shared/rules/plate';
import { VALIDITY_MESSAGES } from '@soat/shared/rules/validity';
import type { RuleCheck } from '@soat/shared/rules/rule-check';
import { TARIFF_MESSAGES } from '@soat/shared/rules/vehicle';

/** The i18n namespace of the rules' messages: `rules:<code>`. */
export const RULES_NAMESPACE = 'rules';

type Texts = { [key: string]: string | Texts };

/** `{ 'email.format': '…' }` → `{ email: { format: '…' } }`, the shape i18next reads `email.format` from. */
export function nestCodes(messages: Record<string, string>): Texts {
  const nested: Texts = {};
  for (const [code, message] of Object.entries(messages)) {
    const [group = code, name = ''] = code.split('.');
    const texts = (nested[group] ??= {}) as Texts;
    texts[name] = message;
  }
  return nested;
}

/** The rules' messages in Spanish: the rule modules' own, the same words the API answers with. */
export const SPANISH_RULE_TEXTS: Texts = nestCodes({
  ...ADDRESS_MESSAGES,
  ...CONTACT_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...PASSWORD_MESSAGES,
  ...PERSON_NAME_MESSAGES,
  ...PLATE_MESSAGES,
  ...TARIFF_MESSAGES,
  ...VALIDITY_MESSAGES,
});

/**
 * The English and Turkish translations (kept beside this file), each fetched when the page is in its
 * language: a form's first screen in Spanish, most of them, does not load them (1.3 KB gzip;
 * docs/decisions/048-lighter-pages.md). The forms door registers both at once with its schemas.
 */
const TRANSLATIONS: Record<'en' | 'tr', () => Promise<Texts>> = {
  en: () => import('./locales/en.json').then((texts) => texts.default),
  tr: () => import('./locales/tr.json').then((texts) => texts.default),
};
const fetching = new Map<string, Promise<void>>();

const isTranslated = (language: string | undefined): language is keyof typeof TRANSLATIONS =>
  language === 'en' || language === 'tr';

/**
 * Puts the rules' messages in the page's one i18n instance: the Spanish ones at once (bundled), the
 * translation of `language` once fetched. Asked on every use, not once: a new `init` empties the
 * instance (a page rendered on request starts one).
 */
export function loadRuleTexts(language: string | undefined = i18n.language): Promise<void> {
  if (!i18n.hasResourceBundle('es', RULES_NAMESPACE)) {
    i18n.addResourceBundle('es', RULES_NAMESPACE, SPANISH_RULE_TEXTS, true, true);
  }
  if (!isTranslated(language) || i18n.hasResourceBundle(language, RULES_NAMESPACE)) return Promise.resolve();
  let loading = fetching.get(language);
  if (!loading) {
    loading = TRANSLATIONS[language]().then(
      (texts) => {
        i18n.addResourceBundle(language, RULES_NAMESPACE, texts, true, true);
        fetching.delete(language);
      },
      (error: unknown) => {
        fetching.delete(language);
        throw error;
      },
    );
    fetching.set(language, loading);
  }
  return loading;
}

let following = false;

/**
 * Readies the rules' messages for a form before it checks anything: the page's language now, and each
 * language the visitor switches to, as the switch starts (a form checked before its translation
 * arrived, a few milliseconds, says it in Spanish, the texts' fallback, until it checks again).
 */
export function prepareRuleTexts(): void {
  if (!following && typeof window !== 'undefined') {
    following = true;
    i18n.on('languageChanged', (language: string) => {
      loadRuleTexts(language).catch(() => {});
    });
  }
  loadRuleTexts().catch(() => {});
}

/** What a refused rule says: its code, and the params its message reads. */
export type Refusal = Pick<Extract<RuleCheck, { ok: false }>, 'code' | 'params'>;

/** A refused rule's message in the page's language (`rules:<code>`, with the rule's params). */
export function ruleMessage(t: TFunction, refused: Refusal): string {
  prepareRuleTexts();
  return t(`${RULES_NAMESPACE}:${refused.code}`, refused.params ?? {});
}
