import { registerNamespace } from '@soat/shared/i18n';

/** This remote's texts, served beside its bundle at ./assets/i18n/{lang}.json. */
export const RATING_NAMESPACE = 'calificacion';

export function registerRatingTexts(): void {
  registerNamespace(RATING_NAMESPACE, __webpack_public_path__);
}
