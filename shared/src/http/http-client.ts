import { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { browser } from '../lib/browser';
import { deferredClient, type HttpClient } from './deferred-client';
// Other doors of this package are imported by name, never by relative path, so
// that they resolve through the federation share scope to the page's one instance.
import { i18n } from '@soat/shared/i18n';
import { isTokenExpired, sessionStore, tokenStorage } from '@soat/shared/session';
import { uiStateStore } from '@soat/shared/ui-state';

export { isHTTPError, isNetworkError } from 'ky';
export type { HttpClient } from './deferred-client';
// The API's requests and answers, generated from its OpenAPI document (npm run contract).
import type { ApiPath } from './api-types';
export type { ApiPath, ApiRequest, ApiResponse } from './api-types';
/** The API's operations as its OpenAPI document writes them (the test API's handlers are typed by them). */
export type { paths as ApiPaths } from './api-contract';
// Server data for a screen, asked for once it is mounted: the one hook every app reads it with (ADR 030).
export { useApiData, type ApiData, type ApiDataOptions } from './use-api-data';

/** The answer of the API on errors. */
export interface ApiErrorBody {
  message: string;
  errores?: { campo: string; mensaje: string }[];
}

export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (!isHTTPError(error)) return null;
  const data = error.data as Partial<ApiErrorBody> | undefined;
  return data && typeof data.message === 'string' ? (data as ApiErrorBody) : null;
}

/** Per-request flags for the hooks (ky's `context` option). */
export type HttpContext = {
  /** The request is itself the session check: a refusal signs out quietly, without a reload or an error alert. */
  sessionCheck?: boolean;
  /**
   * Statuses the caller answers itself (a consult's "no policies", a page's "not found"): they show
   * no error notification, and the error is still passed on for the caller to read.
   */
  handledStatuses?: readonly number[];
};

// Spec §4, §8: a path containing `/api/calificaciones/`; the ratings submit itself is `/api/calificaciones`.
const RATINGS_PATH = /\/api\/calificaciones(\/|$)/;
export const INVALID_RATING_URL = '/calificacion?invalid=true';

// The loading flag counts requests in flight, whatever their outcome.
const trackedFetch: typeof fetch = async (input, init) => {
  uiStateStore.getState().requestStarted();
  try {
    return await fetch(input, init);
  } finally {
    uiStateStore.getState().requestFinished();
  }
};

/** Whether the caller answers this failed status itself, so no error notification is shown. */
function isHandled(status: number, context: HttpContext): boolean {
  return (status === 401 && context.sessionCheck === true) || (context.handledStatuses?.includes(status) ?? false);
}

function errorMessage(error: Error): string {
  const body = apiErrorBody(error);
  if (body) return body.message;
  if (isNetworkError(error)) return i18n.t('shared:errors.unavailable');
  if (isTimeoutError(error)) return i18n.t('shared:errors.timeout');
  return i18n.t('shared:errors.generic');
}

/** The header naming a request in the API's logs: the API answers it back (docs/decisions/013-operations.md). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// A UUID v4. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost): a portal served
// over plain HTTP on another name builds one from `getRandomValues`, which exists everywhere.
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function createClient(ky: KyInstance, baseUrl?: string): KyInstance {
  return ky.create({
    ...(baseUrl ? { baseUrl } : {}),
    fetch: trackedFetch,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          // one id per request (a retry keeps its request's), unless the caller named it
          if (!request.headers.has(REQUEST_ID_HEADER)) request.headers.set(REQUEST_ID_HEADER, newRequestId());
          const token = tokenStorage.read();
          if (token && !isTokenExpired(token)) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [
        ({ request, options, error }) => {
          if (isHTTPError(error)) {
            const { status } = error.response;
            const message = apiErrorBody(error)?.message ?? '';
            if (
              RATINGS_PATH.test(new URL(request.url).pathname) &&
              (status === 401 || status === 403) &&
              /[tT]oken/.test(message)
            ) {
              browser.assign(INVALID_RATING_URL);
            } else if (
              status === 401 &&
              request.headers.has('Authorization') &&
              !(options.context as HttpContext).sessionCheck
            ) {
              // The session the request carried is no longer valid. A 401 to a
              // request without a token (a wrong password) has no session to end,
              // and reloading would throw away what the user typed.
              sessionStore.getState().signOut();
              browser.reload();
            }
          }
          // The service refusing a stored session is not an error of the visitor's:
          // the session check signs them out quietly and says so gently (auth).
          // Nor is an answer the caller declared it handles: the page says it its own way.
          if (isHTTPError(error) && isHandled(error.response.status, options.context as HttpContext)) return error;
          uiStateStore.getState().showAlert({
            type: 'error',
            appearance: 'outline',
            title: i18n.t('shared:errors.title'),
            message: errorMessage(error),
          });
          return error;
        },
      ],
    },
  });
}

let baseUrl: string | undefined;
let instance: Promise<KyInstance> | undefined;

// ky (about 8 KB gzip) is fetched with the first request, not at start-up: the
// pages most visits begin on send none (docs/decisions/004-first-load-budget.md).
function kyInstance(): Promise<KyInstance> {
  if (!instance) {
    const created = import('ky').then(({ default: ky }) => createClient(ky, baseUrl));
    created.catch(() => {
      // This request fails as an unreachable service does; the next one tries again.
      if (instance === created) instance = undefined;
      uiStateStore.getState().showAlert({
        type: 'error',
        appearance: 'outline',
        title: i18n.t('shared:errors.title'),
        message: i18n.t('shared:errors.unavailable'),
      });
    });
    instance = created;
  }
  return instance;
}

const client = deferredClient(kyInstance);

/** Points every micro-frontend's requests at the API named in the runtime configuration. */
export function configureHttp(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl;
  instance = undefined;
}

/**
 * An API path as the OpenAPI document names it (`/seguridad/api/v1/usuarios`),
 * as the client takes it: relative to the configured API base address.
 */
export function apiUrl(path: ApiPath): string {
  return path.slice(1);
}

/**
 * The absolute address of an API resource for the browser to open itself (a
 * PDF behind a link, say), as `http()` would resolve the same relative path.
 */
export function apiHref(relativePath: string): string {
  return new URL(relativePath.replace(/^\//, ''), baseUrl ?? globalThis.location.href).href;
}

/** The HTTP client; relative paths resolve against the configured API base address. */
export function http(): HttpClient {
  return client;
}
