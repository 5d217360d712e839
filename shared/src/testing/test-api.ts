// The API every front-end test talks to: MSW's request interception in Node (`msw/node`), started once
// for every app's tests (tooling/jest-setup.ts), with handlers typed by the API's generated contract
// (openapi-msw over shared/src/http/api-contract.ts). A test says what the API answers with
// `testApi.use(api.post('/soat/api/v1/cotizaciones', ({ response }) => response(200).json(…)))`; a
// request no handler answers fails the test that sent it.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { ApiPaths } from '@soat/shared/http';

/** The test API's base address (what `setUpRemotePage` points the HTTP client at). */
export const TEST_API = 'http://api.test/';

/** The interception every test shares; `use(...)` adds handlers for one test (reset after each). */
export const testApi = setupServer();

/** Handlers for the test API's operations, typed by the contract: paths, parameters, bodies, answers. */
export const api = createOpenApiHttp<ApiPaths>({ baseUrl: TEST_API.replace(/\/$/, '') });

export { HttpResponse };

/** A request the app sent to the test API: its method, path, JSON body (undefined: none) and headers. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Records every request the app sends to the test API, in order, whichever handler answers it. Read it
 * after the page showed the answer (the body is read as the request starts, before any handler runs).
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  testApi.events.on('request:start', ({ request }) => {
    if (!request.url.startsWith(TEST_API)) return;
    const entry: SentRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: undefined,
      headers: request.headers,
    };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        if (text) entry.body = JSON.parse(text) as unknown;
      });
  });
  return sent;
}
