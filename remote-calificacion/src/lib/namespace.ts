import { registerNamespace } from '@soat/shared/i18n';

/** This remote's texts, served beside its bundle at ./assets/i18n/{lang}.json. */
export const CALIFICACION_NAMESPACE = 'calificacion';

export function registerCalificacionTexts(): void {
  registerNamespace(CALIFICACION_NAMESPACE, __webpack_public_path__);
}
