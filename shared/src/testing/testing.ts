// Public door of `@soat/shared/testing`: factories and checks for every
// package's tests (never imported by app code).
export { base64Url, createRuntimeConfig, createToken, jsonResponse } from './tokens';
export { missingTranslations, translationKeys } from './translations';
