import { registerNamespace } from '@soat/shared/i18n';

/** This remote's texts, served beside its bundle at ./assets/i18n/{lang}.json. */
export const OPERATOR_NAMESPACE = 'operador';

export function registerOperatorTexts(): void {
  registerNamespace(OPERATOR_NAMESPACE, __webpack_public_path__);
}
