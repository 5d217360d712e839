import { registerNamespace } from '@soat/shared/i18n';

/** This remote's texts, served beside its bundle at ./assets/i18n/{lang}.json. */
export const DEMO_NAMESPACE = 'demo';

export function registerDemoTexts(): void {
  registerNamespace(DEMO_NAMESPACE, __webpack_public_path__);
}
