// Public door of `@soat/shared/testing`: factories and checks for every
// package's tests (never imported by app code).
export { renderPage, setUpRemotePage, TEST_API } from './render-page';
export { base64Url, createRuntimeConfig, createToken, jsonResponse } from './tokens';
export { missingTranslations, reportMissingKeys, translationKeys } from './translations';
