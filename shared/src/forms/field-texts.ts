import type { TFunction } from 'i18next';
import { i18n, useTranslation } from '@soat/shared/i18n';
import en from './locales/fields/en.json';
import es from './locales/fields/es.json';
import tr from './locales/fields/tr.json';

/** The i18n namespace of the shared fields' texts: `fields:<key>`. */
export const FIELDS_NAMESPACE = 'fields';

/**
 * The texts every form with these fields shows the same (the document's, email's and mobile's labels
 * and helpers, the document types' names, the required message, the terms sentence), by language.
 * A form's own texts (what its email is for, say) stay in its app.
 */
export const FIELD_TEXTS = { es, en, tr };

/**
 * Puts the fields' texts in the page's one i18n instance (bundled: a few lines per language). Asked
 * on every use, not once: a new `init` empties the instance (a page rendered on request starts one).
 */
export function registerFieldTexts(): void {
  for (const [language, texts] of Object.entries(FIELD_TEXTS)) {
    if (!i18n.hasResourceBundle(language, FIELDS_NAMESPACE)) {
      i18n.addResourceBundle(language, FIELDS_NAMESPACE, texts);
    }
  }
}

/** The fields' texts in the page's language; registered first, so i18next never goes to fetch them. */
export function useFieldTexts() {
  registerFieldTexts();
  return useTranslation(FIELDS_NAMESPACE).t;
}

/** The message of a required field left empty, in the page's language, for a form's schema. */
export function requiredMessage(t: TFunction): string {
  registerFieldTexts();
  return t(`${FIELDS_NAMESPACE}:required`);
}
