import type { TFunction } from 'i18next';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** react-hook-form rules shared by the account forms, with their Spanish (translated) messages. */
export function emailRules(t: TFunction) {
  return {
    required: t('validation.required'),
    pattern: { value: EMAIL_PATTERN, message: t('validation.email') },
  };
}

export function newPasswordRules(t: TFunction) {
  return {
    required: t('validation.required'),
    minLength: { value: PASSWORD_MIN, message: t('validation.passwordMin', { count: PASSWORD_MIN }) },
    maxLength: { value: PASSWORD_MAX, message: t('validation.passwordMax', { count: PASSWORD_MAX }) },
  };
}
