import { registerNamespace } from '@soat/shared/i18n';

/** This remote's texts, served beside its bundle at ./assets/i18n/{lang}.json. */
export const SOAT_NAMESPACE = 'soat';

export function registerSoatTexts(): void {
  registerNamespace(SOAT_NAMESPACE, __webpack_public_path__);
}
