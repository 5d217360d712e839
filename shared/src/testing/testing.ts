// Public door of `@soat/shared/testing`: factories and checks for every
// package's tests (never imported by app code).
export { deferred } from './deferred';
export { renderPage, setUpRemotePage } from './render-page';
export { api, HttpResponse, recordRequests, TEST_API, testApi, type SentRequest } from './test-api';
export { base64Url, createRuntimeConfig, createToken, jsonResponse } from './tokens';
export { missingTranslations, reportMissingKeys, translationKeys } from './translations';
