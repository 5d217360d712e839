import { registerNamespace } from '@soat/shared/i18n';

/** This remote's texts, served beside its bundle at ./assets/i18n/{lang}.json. */
export const AUTH_NAMESPACE = 'auth';

export function registerAuthTexts(): void {
  registerNamespace(AUTH_NAMESPACE, __webpack_public_path__);
}
