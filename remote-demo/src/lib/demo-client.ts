// The demo's HTTP client. Every request is answered in the page by the demo's mock API:
// it never reaches the network, so the portal's real API
// calls (which go through `http()` from @soat/shared/http) are never intercepted.
// The mock API, MSW and the seed load with the first demo request, never before.
import type { MockApi } from '../mock-api/create-mock-api';

/** Requests are built against this origin; nothing is ever sent to it. */
const MOCK_ORIGIN = 'https://demo.invalid/';

let mockApi: Promise<MockApi> | undefined;

function loadMockApi(): Promise<MockApi> {
  mockApi ??= import(/* webpackChunkName: "demo-mock-api" */ '../mock-api/create-mock-api').then(({ createMockApi }) =>
    createMockApi(),
  );
  return mockApi;
}

/** A demo call the mock API answered with an error status. */
export class DemoRequestError extends Error {
  constructor(readonly status: number) {
    super(`The demo's mock API answered ${status}.`);
  }
}

type Query = Record<string, string | number | undefined>;

async function send<T>(method: string, path: string, { query, body }: { query?: Query; body?: unknown } = {}) {
  const url = new URL(path, MOCK_ORIGIN);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const init: RequestInit = { method };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await (await loadMockApi()).fetch(new Request(url, init));
  if (!response.ok) throw new DemoRequestError(response.status);
  const text = await response.text();
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** The demo's calls, by path relative to the template's server (`api/apps/contacts/all`). */
export const demoApi = {
  get: <T>(path: string, query?: Query) => send<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, { body }),
  patch: <T>(path: string, body: unknown) => send<T>('PATCH', path, { body }),
  put: <T>(path: string, body: unknown) => send<T>('PUT', path, { body }),
  delete: <T>(path: string, query: Query) => send<T>('DELETE', path, { query }),
};

/** Starts the demo over with a fresh copy of the seed (tests). */
export function resetDemoApi(): void {
  mockApi = undefined;
}
