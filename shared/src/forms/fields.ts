import type { TFunction } from 'i18next';
import { checkEmail, checkMobile } from '@soat/shared/rules/contact';
import { DOCUMENT_TYPES, checkDocumentNumber, isDocumentType } from '@soat/shared/rules/identity-document';
import { checkNewPassword } from '@soat/shared/rules/password';
import { checkFullName } from '@soat/shared/rules/person-name';
import { checkPlate, type PlateKind } from '@soat/shared/rules/plate';
import type { RuleCheck } from '@soat/shared/rules/rule-check';
import { ruleMessage } from './rule-translations';
import * as z from './zod';

/**
 * A text field checked by one of the shared rules, whose value leaves the form
 * in the form the rule stores it (a trimmed, lower-case email, say). Messages
 * are translated when the form validates, so they follow the language.
 */
export function ruleField(t: TFunction, check: (value: string) => RuleCheck) {
  return z.pipe(
    z.string().check(
      z.superRefine((value, ctx) => {
        const result = check(value);
        if (!result.ok) ctx.issues.push({ code: 'custom', message: ruleMessage(t, result), input: value });
      }),
    ),
    z.transform((value: string) => {
      const result = check(value);
      return result.ok ? result.value : value;
    }),
  );
}

export const fullNameField = (t: TFunction) => ruleField(t, checkFullName);
export const emailField = (t: TFunction) => ruleField(t, checkEmail);
export const mobileField = (t: TFunction) => ruleField(t, checkMobile);
export const plateField = (t: TFunction, kind?: PlateKind) => ruleField(t, (value) => checkPlate(value, kind));
/** A new password's own rules (length); its match with the email is `newPasswordRules` on the form. */
export const newPasswordField = (t: TFunction) => ruleField(t, (value) => checkNewPassword(value));

export const documentTypeField = (t: TFunction) =>
  z.enum(DOCUMENT_TYPES, { error: () => ruleMessage(t, { code: 'document.type' }) });

/** Rules across fields, put on the form's object schema with `.check(…)`; each message lands on its field. */
type FormValues = Record<string, unknown>;

// Cross-field rules run even when a field already failed (zod skips them by
// default), so a form shows every problem at once; each rule checks the types it reads.
const always = { when: () => true };

/** The document number checked against the rules of the document type chosen in the same form. */
export function documentNumberRule(t: TFunction, fields: { type: string; number: string }) {
  return z.superRefine<FormValues>((values, ctx) => {
    const type = values[fields.type];
    const number = values[fields.number];
    if (!isDocumentType(type) || typeof number !== 'string') return;
    const result = checkDocumentNumber(type, number);
    if (!result.ok) {
      ctx.issues.push({ code: 'custom', message: ruleMessage(t, result), path: [fields.number], input: number });
    }
  }, always);
}

/**
 * The form's values with the document number as the rules store it (digits
 * only; a NIT as `900123456-8`), to pipe after the form's object schema.
 */
export function storedDocumentNumber<T extends FormValues>(fields: {
  type: keyof T & string;
  number: keyof T & string;
}) {
  return z.transform((values: T): T => {
    const type = values[fields.type];
    const number = values[fields.number];
    if (!isDocumentType(type) || typeof number !== 'string') return values;
    const result = checkDocumentNumber(type, number);
    return result.ok ? { ...values, [fields.number]: result.value } : values;
  });
}

/** A new password that is not the account's email (its length is checked by `newPasswordField`). */
export function newPasswordRules(t: TFunction, fields: { password: string; email: string }) {
  return z.superRefine<FormValues>((values, ctx) => {
    const password = values[fields.password];
    const email = values[fields.email];
    if (typeof password !== 'string' || typeof email !== 'string') return;
    const result = checkNewPassword(password, { email });
    if (!result.ok && result.code === 'password.sameAsEmail') {
      ctx.issues.push({ code: 'custom', message: ruleMessage(t, result), path: [fields.password], input: password });
    }
  }, always);
}

/** A confirmation field that must repeat another one (a new password's, say). */
export function sameValueRule(fields: { field: string; confirmation: string }, message: string) {
  return z.superRefine<FormValues>((values, ctx) => {
    if (values[fields.confirmation] !== values[fields.field]) {
      ctx.issues.push({ code: 'custom', message, path: [fields.confirmation], input: values[fields.confirmation] });
    }
  }, always);
}
