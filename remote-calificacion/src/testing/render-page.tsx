// Renders a page of this remote as the host would (`renderPage` of @soat/shared/testing), with
// this remote's Spanish texts, and a test API answering as each test says.
import { setUpRemotePage } from '@soat/shared/testing';
import es from '../../public/assets/i18n/es.json';
import { CALIFICACION_NAMESPACE } from '../lib/namespace';

export { renderPage, TEST_API } from '@soat/shared/testing';

/** Spanish texts and the test API; call it in `beforeAll`. */
export function setUpPage(): Promise<void> {
  return setUpRemotePage(CALIFICACION_NAMESPACE, es);
}

export interface SentRequest {
  method: string;
  url: string;
  path: string;
  body: unknown;
}

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Answers each request by `METHOD /path` (a fresh Response each time; a
 * function that throws is a network failure) and records what was sent:
 * method, URL, path and JSON body. Anything not listed answers 404.
 */
export function mockApi(routes: Record<string, () => Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    // the page's relative addresses (`/config.json`) resolve against it, as in a browser
    const request = input instanceof Request ? input : new Request(new URL(input, globalThis.location.href), init);
    const text = await request.clone().text();
    const url = new URL(request.url);
    sent.push({ method: request.method, url: url.href, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    const answer = routes[`${request.method} ${url.pathname}`];
    return answer ? answer() : json(404, { message: 'No existe.' });
  });
  return sent;
}

/** The answers of ADR 012, as the tests need them. */
export const RATING_FIXTURES = {
  pending: {
    estado: 'pendiente',
    referencia: 'POL-2026-000123',
    nombre: 'Ana',
    venceEn: '2026-12-23T12:00:00.000Z',
    calificacion: null,
  },
  sent: {
    estrellas: 4,
    comentario: 'Rápido y <b>claro</b>',
    recomendaria: true,
    enviadaEn: '2026-11-20T15:00:00.000Z',
  },
} as const;

export const usedCheck = () => ({
  ...RATING_FIXTURES.pending,
  estado: 'calificada',
  calificacion: RATING_FIXTURES.sent,
});
