// The operators' API as the tests answer it. The sign-in and the summary use the typed handlers of the
// shared test API (`api` of @soat/shared/testing, read from the generated contract), so a mock that no
// longer matches the API's paths, bodies or answers fails the type check; the queues' pages are still
// answered by the plain MSW handlers of `operatorApi` below, on the same interception.
import { http, HttpResponse } from 'msw';
import { createToken, TEST_API } from '@soat/shared/testing';
import type { Operator } from '../lib/operator-api';
import { OPERATOR_TOKEN_KEY } from '../lib/operator-session';

/** The operators' routes the back office calls, as the contract names them. */
export const SESSION = '/operador/api/v1/sesion';
export const SECOND_FACTOR = '/operador/api/v1/sesion/segundo-factor';
export const QUEUE_SUMMARY = '/operador/api/v1/resumen';

const BASE = `${TEST_API}operador/api/v1`;

type Answer = (request: Request) => Response | Promise<Response>;

export const operatorApi = {
  signIn: (answer: Answer) => http.post(`${BASE}/sesion`, ({ request }) => answer(request)),
  secondFactor: (answer: Answer) => http.post(`${BASE}/sesion/segundo-factor`, ({ request }) => answer(request)),
  session: (answer: Answer) => http.get(`${BASE}/sesion`, ({ request }) => answer(request)),
  summary: (answer: Answer) => http.get(`${BASE}/resumen`, ({ request }) => answer(request)),
  tasks: (answer: Answer) => http.get(`${BASE}/tareas`, ({ request }) => answer(request)),
  resolveTask: (answer: Answer) => http.post(`${BASE}/tareas/:id/resolver`, ({ request }) => answer(request)),
  runtReports: (answer: Answer) => http.get(`${BASE}/reportes-runt`, ({ request }) => answer(request)),
  retryRuntReports: (answer: Answer) => http.post(`${BASE}/reportes-runt/reintentar`, ({ request }) => answer(request)),
  invoices: (answer: Answer) => http.get(`${BASE}/facturas`, ({ request }) => answer(request)),
  resendInvoice: (answer: Answer) => http.post(`${BASE}/facturas/:id/reenviar`, ({ request }) => answer(request)),
  failedEmails: (answer: Answer) => http.get(`${BASE}/correos-fallidos`, ({ request }) => answer(request)),
  stalePayments: (answer: Answer) => http.get(`${BASE}/pagos-pendientes`, ({ request }) => answer(request)),
};

export const json = (body: unknown, status = 200, headers?: Record<string, string>) =>
  HttpResponse.json(body as Record<string, unknown>, { status, ...(headers && { headers }) });

export const ANA: Operator = {
  id: '6f1c2b9e-4d3a-4e8b-9a51-2c7d0e8f1a34',
  nombre: 'Ana Gómez',
  correoElectronico: 'ana@operacion.co',
  rol: 'supervisor',
};

/** A signed-in operator in this tab: a valid token under the operator's key; returns the token. */
export function signInOperator(): string {
  const token = createToken();
  sessionStorage.setItem(OPERATOR_TOKEN_KEY, token);
  return token;
}
