import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sandboxPaymentKeys } from '../../src/config/index.js';
import { api } from '../helper.js';
import { approvedCard, sandboxPath } from '../sandbox-gateway/sandbox-fixtures.js';
import { gatewayEvent, soatApi, transactionIdOf } from '../routes/soat/purchase-fixtures.js';

// The API over HTTP, as a browser or the gateway reaches an instance (the other tests use inject).

export interface Answer {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export async function call(
  origin: string,
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${origin}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, body: text, json: <T>() => JSON.parse(text) as T };
}

/** A client address, for an instance that trusts X-Forwarded-For (TRUST_PROXY) as behind a proxy. */
export const from = (address: string) => ({ 'x-forwarded-for': address });

export async function createPurchase(origin: string, body: unknown): Promise<string> {
  const answer = await call(origin, 'POST', `${soatApi}/solicitudes`, { json: body });
  assert.equal(answer.status, 201, answer.body);
  return answer.json<{ idSolicitudSoat: string }>().idSolicitudSoat;
}

/** Starts a payment of the request and answers its sandbox transaction id. */
export async function startPayment(origin: string, id: string, body: unknown = { metodo: 'TARJETA' }) {
  const answer = await call(origin, 'POST', `${soatApi}/solicitudes/${id}/pagos`, {
    json: body,
    headers: { 'idempotency-key': randomUUID() },
  });
  assert.equal(answer.status, 201, answer.body);
  return transactionIdOf(answer.json<{ urlPasarela: string }>().urlPasarela);
}

/** Pays with the approved test card at the sandbox checkout, as the customer's browser does. */
export async function payAtCheckout(origin: string, transactionId: string): Promise<void> {
  const answer = await call(origin, 'POST', `${sandboxPath}/checkout/${transactionId}`, { form: approvedCard });
  assert.equal(answer.status, 303, answer.body);
}

/** A `transaction.updated` event signed with the sandbox's events secret, as the gateway sends it. */
export const signedEvent = (transaction: { id: string; status: string; amount_in_cents: number }) =>
  gatewayEvent(sandboxPaymentKeys.eventsSecret, transaction);

export function postEvent(origin: string, event: ReturnType<typeof signedEvent>) {
  return call(origin, 'POST', `${soatApi}/pagos/eventos`, {
    json: event,
    headers: { 'x-event-checksum': event.signature.checksum },
  });
}

export function signIn(origin: string, user: string, password: string, address: string) {
  return call(origin, 'POST', `${api}/auth/inicio-sesion`, {
    json: { usuario: user, clave: password },
    headers: from(address),
  });
}

export function requestReset(origin: string, email: string, address: string) {
  return call(origin, 'POST', `${api}/usuarios/restablecer-clave`, {
    json: { correoElectronico: email, frontOffice: true },
    headers: from(address),
  });
}
