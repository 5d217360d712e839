import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { prepareRuleTexts, ruleMessage, type Refusal } from './rule-texts';

/**
 * A field's refusal: a shared rule's (its message follows the page's language), or a message of the form's
 * own, already in it (a required field the rules do not check, a confirmation that differs).
 */
export type FieldRefusal = { field: string; refusal: Refusal } | { field: string; message: string };

/** A form's values checked by the shared rules: what it gives once valid, or each refused field's refusal. */
export type FormCheck<Values> = { ok: true; values: Values } | { ok: false; refusals: FieldRefusal[] };

/**
 * react-hook-form's resolver for a form whose rules are all shared rules, written as one function
 * (`check`): the first refusal of each field is its message, in the page's language, as a zod schema of
 * the same rules gives it (`formResolver`, through `@hookform/resolvers`' own nesting), without zod. For a
 * form's first screen: zod and its resolver (7.4 KB gzip) come with the forms door, this with this door
 * (docs/decisions/048-lighter-pages.md).
 */
export function ruleResolver<Input extends FieldValues, Values>(
  t: TFunction,
  check: (values: Input) => FormCheck<Values>,
): Resolver<Input, unknown, Values> {
  // the page's translation of the messages, asked for as the form is made, before it checks anything
  prepareRuleTexts();
  return (values, _context, options) => {
    const result = check(values);
    if (result.ok) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.values, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const refused of result.refusals) {
      // zod's issue type, as the schemas' resolver names a rule's refusal
      errors[refused.field] ??= {
        type: 'custom',
        message: 'message' in refused ? refused.message : ruleMessage(t, refused.refusal),
      };
    }
    return { values: {}, errors: toNestErrors<Input>(errors, options) };
  };
}
