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
import en from './locales/en.json';
import tr from './locales/tr.json';

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

/**
 * The rules' messages by language. Spanish comes from the rule modules
 * themselves, the same words the API answers with; English and Turkish are
 * translations kept beside this file.
 */
export const RULE_TEXTS: Record<'es' | 'en' | 'tr', Texts> = {
  es: nestCodes({
    ...ADDRESS_MESSAGES,
    ...CONTACT_MESSAGES,
    ...DOCUMENT_MESSAGES,
    ...PASSWORD_MESSAGES,
    ...PERSON_NAME_MESSAGES,
    ...PLATE_MESSAGES,
    ...TARIFF_MESSAGES,
    ...VALIDITY_MESSAGES,
  }),
  en,
  tr,
};

/** Puts the rules' messages in the page's one i18n instance (bundled: a few lines per language). */
export function registerRuleTexts(): void {
  for (const [language, texts] of Object.entries(RULE_TEXTS)) {
    i18n.addResourceBundle(language, RULES_NAMESPACE, texts, true, true);
  }
}

/** What a refused rule says: its code, and the params its message reads. */
export type Refusal = Pick<Extract<RuleCheck, { ok: false }>, 'code' | 'params'>;

let textsRegistered = false;

/** A refused rule's message in the page's language (`rules:<code>`, with the rule's params). */
export function ruleMessage(t: TFunction, refused: Refusal): string {
  if (!textsRegistered) {
    registerRuleTexts();
    textsRegistered = true;
  }
  return t(`${RULES_NAMESPACE}:${refused.code}`, refused.params ?? {});
}
