import { i18n } from '@soat/shared/i18n';
import type { TFunction } from 'i18next';
import {
  ruleMessage as spanishFirstRuleMessage,
  RULES_NAMESPACE,
  SPANISH_RULE_TEXTS,
  type Refusal,
} from '@soat/shared/form-fields';
import en from './locales/en.json';
import tr from './locales/tr.json';

/**
 * The rules' messages by language. Spanish comes from the rule modules
 * themselves, the same words the API answers with; English and Turkish are
 * translations kept beside this file.
 */
export const RULE_TEXTS = { es: SPANISH_RULE_TEXTS, en, tr };

/**
 * Puts the rules' English and Turkish messages in the page's i18n instance, bundled with the forms door:
 * a schema built on the rules speaks the page's language from its first check, whichever it is (the
 * form-fields door fetches them, for a first screen that has no schema).
 */
export function registerRuleTranslations(): void {
  for (const language of ['en', 'tr'] as const) {
    if (!i18n.hasResourceBundle(language, RULES_NAMESPACE)) {
      i18n.addResourceBundle(language, RULES_NAMESPACE, RULE_TEXTS[language], true, true);
    }
  }
}

/**
 * A refused rule's message in the page's language (`rules:<code>`, with the rule's params), its
 * translation bundled: the forms door's, which its schemas and the remotes built before the form-fields
 * door call.
 */
export function ruleMessage(t: TFunction, refused: Refusal): string {
  registerRuleTranslations();
  return spanishFirstRuleMessage(t, refused);
}
