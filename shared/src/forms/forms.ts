// Public door of `@soat/shared/forms`: forms as schemas (zod, through
// react-hook-form's resolver) built on the shared rules (`@soat/shared/rules/*`),
// so a form refuses exactly what the API refuses, with the same words in
// Spanish and their English and Turkish translations; and the fields every
// such form shows alike (document, email, mobile, terms), with their texts in
// the `fields` namespace. Loaded only by the remotes that have forms.
export { zodResolver as formResolver } from '@hookform/resolvers/zod';
export { applyFieldErrors } from './api-errors';
export { ContactFields } from './contact-fields';
export { DocumentFields } from './document-fields';
export { DocumentTypeSelect } from './document-type-select';
export { FIELD_TEXTS, FIELDS_NAMESPACE, requiredMessage, useFieldTexts } from './field-texts';
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
  ruleMessage,
  sameValueRule,
  storedDocumentNumber,
} from './fields';
export { FormField, FormFieldFor } from './form-field';
export { SubmitButton } from './submit-button';
export { RULE_TEXTS, RULES_NAMESPACE } from './rule-texts';
export { preloadTermsCheckbox, TermsCheckbox } from './terms-checkbox';
export { TERMS_LINKS } from './terms-links';
export * as z from './zod';
