// Public door of `@soat/shared/form-fields`: the fields every form shows alike and what a form needs
// around them (its errors, the API's, the rules' messages, its submit button), without zod. A form's
// first screen checked by the shared rules alone (`ruleResolver`) loads this door only; the forms door
// (`@soat/shared/forms`) adds the schemas (zod) and the fields of later screens, and still exports all of
// this, for the remotes built before this door (ADR 015; docs/decisions/048-lighter-pages.md).
export { applyFieldErrors } from './api-errors';
export { DocumentTypeSelect } from './document-type-select';
export { FIELD_TEXTS, FIELDS_NAMESPACE, requiredMessage, useFieldTexts } from './field-texts';
export { FormField, FormFieldFor } from './form-field';
export { ruleResolver, type FieldRefusal, type FormCheck } from './rule-resolver';
export { RULES_NAMESPACE, ruleMessage, SPANISH_RULE_TEXTS, type Refusal } from './rule-texts';
export { SubmitButton } from './submit-button';
