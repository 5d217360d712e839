import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config/index.js';
import type { Clock } from '../../src/lib/clock.js';
import { build } from '../helper.js';

// Fixtures for tests that need the sandbox gateway: an API listening on a real port with its payment
// URLs pointed at itself, a receiver of events, and transactions created through the Wompi API.

export const sandboxPath = '/sandbox-pasarela';
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface Closable {
  after(fn: () => Promise<unknown>): void;
}

/**
 * The API listening on 127.0.0.1 at a free port, with PAYMENT_GATEWAY_URL at its own sandbox
 * (so `app.paymentGateway` talks to it over HTTP) and, unless given, SANDBOX_EVENTS_URL at its own
 * /soat/api/v1/pagos/eventos. The port is known only after listening, so the URLs are set then.
 */
export async function buildListeningApi(
  t: Closable,
  overrides: Partial<AppConfig> & {
    eventsUrl?: string;
    pendingSeconds?: number;
    clock?: Clock;
    /** Invoices sent to this API's own sandbox DIAN (otherwise unreachable: they wait, and email nothing). */
    sandboxDian?: boolean;
  } = {},
) {
  const { eventsUrl, pendingSeconds, clock, sandboxDian, ...configOverrides } = overrides;
  const app = await build(t, configOverrides, clock);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const payments = app.config.payments;
  payments.gatewayUrl = `${origin}${sandboxPath}/v1`;
  payments.sandboxEventsUrl = eventsUrl ?? `${origin}/soat/api/v1/pagos/eventos`;
  if (pendingSeconds !== undefined) payments.sandboxPendingSeconds = pendingSeconds;
  // the RUNT too: an issued policy's report goes to this API's own sandbox RUNT
  app.config.runt.url = `${origin}/sandbox-runt/v1`;
  // and, when asked, its invoice to this API's own sandbox DIAN
  if (sandboxDian) app.config.dian.url = `${origin}/sandbox-dian/WcfDianCustomerServices.svc`;
  return { app, origin };
}

/** `data` of the sandbox's transaction answers, as far as the tests read it. */
export interface WompiTransactionData {
  id: string;
  reference: string;
  status: string;
  status_message: string | null;
  amount_in_cents: number;
  redirect_url: string;
  checkout_url: string;
  payment_method_type: string;
  payment_method: { type: string; extra: Record<string, unknown>; [field: string]: unknown };
  [field: string]: unknown;
}

export interface WompiEvent {
  event: string;
  data: { transaction: WompiTransactionData };
  environment: string;
  signature: { properties: string[]; checksum: string };
  timestamp: number;
  sent_at: string;
}

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: WompiEvent;
}

/** A merchant's events URL on a real port; it answers each delivery with the next of `statuses` (then 200). */
export async function eventReceiver(t: Closable, statuses: number[] = []) {
  const received: ReceivedEvent[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) as WompiEvent });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/eventos`, received };
}

export const newReference = () => `SOAT-TEST-${randomUUID()}`;

export async function acceptanceToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `${sandboxPath}/v1/merchants/${app.config.payments.publicKey}`,
  });
  return response.json().data.presigned_acceptance.acceptance_token;
}

/** A valid POST /v1/transactions body (signed with the integrity secret), with `changes` applied. */
export async function transactionBody(app: FastifyInstance, changes: Record<string, unknown> = {}) {
  const reference = (changes.reference as string | undefined) ?? newReference();
  const amount = (changes.amount_in_cents as number | undefined) ?? 25_620_000;
  return {
    acceptance_token: await acceptanceToken(app),
    amount_in_cents: amount,
    currency: 'COP',
    signature: sha256(`${reference}${amount}COP${app.config.payments.integritySecret}`),
    customer_email: 'tomador@example.co',
    reference,
    redirect_url: 'https://portal.example.co/soat/pago/resultado',
    payment_method: { type: 'CARD' },
    ...changes,
  };
}

export function postTransaction(app: FastifyInstance, body: unknown, key = app.config.payments.privateKey) {
  return app.inject({
    method: 'POST',
    url: `${sandboxPath}/v1/transactions`,
    headers: { authorization: `Bearer ${key}` },
    payload: body as Record<string, unknown>,
  });
}

/** A new transaction (card by default; `pse` for the test bank with that code). */
export async function createSandboxTransaction(app: FastifyInstance, options: { pse?: string; userType?: 0 | 1 } = {}) {
  const changes = options.pse
    ? {
        payment_method: {
          type: 'PSE',
          user_type: options.userType ?? 0,
          financial_institution_code: options.pse,
          payment_description: 'SOAT ABC123',
        },
      }
    : {};
  const response = await postTransaction(app, await transactionBody(app, changes));
  if (response.statusCode !== 201) throw new Error(`transaction not created: ${response.body}`);
  return response.json<{ data: WompiTransactionData }>().data;
}

export function getTransaction(app: FastifyInstance, id: string) {
  return app.inject({ method: 'GET', url: `${sandboxPath}/v1/transactions/${id}` });
}

/** Posts the checkout form as a browser does. */
export function submitCheckout(app: FastifyInstance, id: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${sandboxPath}/checkout/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const approvedCard = { numero: '4242 4242 4242 4242', titular: 'Ana Pérez', vencimiento: '12/39', cvc: '123' };

/** The test card whose payment approves and whose first void fails (the sandbox answers 503). */
export const voidFailsOnceCard = { ...approvedCard, numero: '4000 0000 0000 0077' };

/** POST /v1/transactions/{id}/void, with the private key unless told. */
export function voidTransaction(app: FastifyInstance, id: string, key: string | null = app.config.payments.privateKey) {
  return app.inject({
    method: 'POST',
    url: `${sandboxPath}/v1/transactions/${encodeURIComponent(id)}/void`,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });
}
