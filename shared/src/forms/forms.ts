// Public door of `@soat/shared/forms`: forms as schemas (zod, through
// react-hook-form's resolver) built on the shared rules (`@soat/shared/rules/*`),
// so a form refuses exactly what the API refuses, with the same words in
// Spanish and their English and Turkish translations; and the fields every
// such form shows alike (document, email, mobile, terms), with their texts in
// the `fields` namespace. Loaded only by the remotes that have forms.
//
// What needs no zod is the form-fields door's (`@soat/shared/form-fields`), for a form's first screen;
// this door exports it too, from that door (one copy on a page that loads both), so a remote built
// before it finds every name where it found it (ADR 015).
export { zodResolver as formResolver } from '@hookform/resolvers/zod';
export {
  applyFieldErrors,
  DocumentTypeSelect,
  FIELD_TEXTS,
  FIELDS_NAMESPACE,
  FormField,
  FormFieldFor,
  requiredMessage,
  RULES_NAMESPACE,
  SubmitButton,
  useFieldTexts,
} from '@soat/shared/form-fields';
export { ContactFields } from './contact-fields';
export { DocumentFields } from './document-fields';
export {
  documentNumberRule,
  documentTypeField,
  emailField,
  fullNameField,
  mobileField,
  newPasswordField,
  newPasswordRules,
  plateField,
  ruleField,
  sameValueRule,
  storedDocumentNumber,
} from './fields';
export { RULE_TEXTS, ruleMessage } from './rule-translations';
export { preloadTermsCheckbox, TermsCheckbox } from './terms-checkbox';
export { TERMS_LINKS } from './terms-links';
export * as z from './zod';
