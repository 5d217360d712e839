import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { createHash, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { todayInColombia } from '@soat/shared/rules/validity';
import type { FastifyInstance } from 'fastify';
import type { PurchaseRequestResponse } from '../../../src/schemas/solicitudes.js';
import { uniqueEmail } from '../../factories.js';
import { approvedCard, sandboxPath, submitCheckout } from '../../sandbox-gateway/sandbox-fixtures.js';

// Fixtures for the purchase tests: request bodies, and paying through the sandbox gateway's checkout.

export const soatApi = '/soat/api/v1';

const letters = 'BCDFGHJKLMNPRSTVWXYZ';
const pick = (alphabet: string) => alphabet.charAt(Math.floor(Math.random() * alphabet.length));

/** A car plate no other test uses (tests of a file share one database). */
export function uniqueCarPlate(): string {
  return `${pick(letters)}${pick(letters)}${pick(letters)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

export interface PurchaseBody {
  placa: string;
  vehiculo: Record<string, unknown>;
  inicioVigencia: string;
  tomador: Record<string, unknown>;
  aceptaTerminos: boolean;
  /** What POST /vehiculos/runt signed (ADR 031), when the vehicle was read from the RUNT. */
  lecturaRunt?: string;
}

/** A valid purchase of a private 1,600 c.c. car (code 521 or 522 by age), starting today. */
export function purchaseBody(overrides: Partial<Record<keyof PurchaseBody, unknown>> = {}): PurchaseBody {
  return {
    placa: uniqueCarPlate(),
    vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 },
    inicioVigencia: todayInColombia(),
    tomador: {
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      nombres: 'Ana María',
      apellidos: 'Gómez Pérez',
      correoElectronico: uniqueEmail('tomador'),
      celular: '3001234567',
      direccion: 'Calle 10 # 5-20',
      ciudad: 'Bogotá',
    },
    aceptaTerminos: true,
    ...overrides,
  } as PurchaseBody;
}

export function postPurchase(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `${soatApi}/solicitudes`, payload: body as object, headers });
}

/** Creates a purchase request and answers its id and what was sent. */
export async function createPurchase(
  app: FastifyInstance,
  body = purchaseBody(),
  headers: Record<string, string> = {},
) {
  const response = await postPurchase(app, body, headers);
  assert.equal(response.statusCode, 201, response.body);
  return { id: response.json().idSolicitudSoat as string, body, solicitud: response.json() };
}

export function getPurchase(app: FastifyInstance, id: string) {
  return app.inject({ method: 'GET', url: `${soatApi}/solicitudes/${id}` });
}

export function postPayment(
  app: FastifyInstance,
  id: string,
  body: unknown = { metodo: 'TARJETA' },
  /** null: no Idempotency-Key header. */
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `${soatApi}/solicitudes/${id}/pagos`,
    payload: body as object,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** The sandbox transaction id in a checkout URL (…/sandbox-pasarela/checkout/<id>). */
export function transactionIdOf(checkoutUrl: string): string {
  const match = new RegExp(`${sandboxPath}/checkout/([^/?#]+)$`).exec(checkoutUrl);
  assert.ok(match, checkoutUrl);
  return decodeURIComponent(match[1]!);
}

/** Starts a payment and answers the sandbox transaction id behind it. */
export async function startPayment(app: FastifyInstance, id: string, body: unknown = { metodo: 'TARJETA' }) {
  const response = await postPayment(app, id, body);
  assert.equal(response.statusCode, 201, response.body);
  return { payment: response.json(), transactionId: transactionIdOf(response.json().urlPasarela as string) };
}

/** Pays at the sandbox checkout (card by default), as the customer's browser does. */
export async function payAtCheckout(
  app: FastifyInstance,
  transactionId: string,
  fields: Record<string, string> = approvedCard,
) {
  const response = await submitCheckout(app, transactionId, fields);
  assert.equal(response.statusCode, 303, response.body);
  return response;
}

/**
 * A request as the API answers it, read as the tests read it: they check a payment and a policy
 * once they expect one (a missing one fails the test where it is read).
 */
type PurchaseJson = PurchaseRequestResponse & {
  pago: NonNullable<PurchaseRequestResponse['pago']>;
  poliza: NonNullable<PurchaseRequestResponse['poliza']>;
};

/** Reads the request until `done` holds (events arrive asynchronously), or fails after `timeoutMs`. */
export async function waitForPurchase(
  app: FastifyInstance,
  id: string,
  done: (purchaseRequest: PurchaseJson) => boolean,
  timeoutMs = 8_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const purchaseRequest = (await getPurchase(app, id)).json<PurchaseJson>();
    if (done(purchaseRequest)) return purchaseRequest;
    if (Date.now() > deadline) assert.fail(`the request did not get there: ${JSON.stringify(purchaseRequest)}`);
    await sleep(50);
  }
}

/** Buys a policy end to end with the approved test card; answers the issued request. */
export async function buyPolicy(app: FastifyInstance, body = purchaseBody()) {
  const { id } = await createPurchase(app, body);
  const { transactionId } = await startPayment(app, id);
  await payAtCheckout(app, transactionId);
  const purchaseRequest = await waitForPurchase(app, id, (s) => s.estado === 'emitida');
  return { id, body, solicitud: purchaseRequest, transactionId };
}

/** The invoice of a purchase, once this instance's pass of the invoice job ran. */
export async function invoiceOf(app: FastifyInstance, requestId: string) {
  await app.backgroundTasks.idle();
  await app.invoices.runOnce();
  const [document] = (await app.invoices.repository.ofRequest(requestId)).filter((d) => d.kind === 'factura');
  assert.ok(document, 'the policy has its invoice');
  return document;
}

/** A `transaction.updated` event signed with an events secret, as the gateway sends it. */
export function gatewayEvent(
  eventsSecret: string,
  transaction: { id: string; status: string; amount_in_cents: number; reference?: string },
  timestamp = Math.floor(Date.now() / 1000),
) {
  const checksum = createHash('sha256')
    .update(`${transaction.id}${transaction.status}${transaction.amount_in_cents}${timestamp}${eventsSecret}`)
    .digest('hex');
  return {
    event: 'transaction.updated',
    data: { transaction: { reference: 'SOAT-cualquiera', ...transaction } },
    environment: 'test',
    signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'], checksum },
    timestamp,
    sent_at: new Date(timestamp * 1000).toISOString(),
  };
}

/** A `transaction.updated` event signed with this app's events secret. */
export const signedEvent = (
  app: FastifyInstance,
  transaction: Parameters<typeof gatewayEvent>[1],
  timestamp?: number,
) => gatewayEvent(app.config.payments.eventsSecret, transaction, timestamp);

export function postEvent(
  app: FastifyInstance,
  event: { signature: { checksum: string } },
  checksum = event.signature.checksum,
) {
  return app.inject({
    method: 'POST',
    url: `${soatApi}/pagos/eventos`,
    payload: event,
    headers: { 'x-event-checksum': checksum },
  });
}

/**
 * The text of a PDF's pages: pdfkit writes the standard fonts' text as hex strings in TJ arrays,
 * inside Flate-compressed streams. Enough to find a policy number, not a general parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  // each stream cut by its dictionary's /Length: compressed bytes may end in "\r", which a pattern up to
  // "\r?\nendstream" would take from the data (the stream then fails to inflate, and its text is lost)
  for (const match of source.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const raw = Buffer.from(source.slice(start, start + Number(match[1])), 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      texts.push(
        [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return texts.join('\n');
}

/**
 * The SQL an app sends to its PGlite from now on, each statement with the transaction it ran in (0 for the
 * first begun from now on; PGlite runs a transaction's statements on an object of its own, and its BEGIN and
 * COMMIT itself), null for none.
 */
export function recordStatements(t: TestContext, app: FastifyInstance) {
  type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
  interface Queryable {
    query: Query;
    transaction: (run: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown>;
  }
  const client = (app.db as unknown as { $client: Queryable }).$client;
  const sent: Array<{ text: string; transaction: number | null }> = [];
  let transactions = 0;
  const query = client.query.bind(client);
  t.mock.method(client, 'query', (text: string, ...rest: unknown[]) => {
    sent.push({ text, transaction: null });
    return query(text, ...rest);
  });
  const transaction = client.transaction.bind(client);
  t.mock.method(client, 'transaction', (run: (tx: { query: Query }) => Promise<unknown>) =>
    transaction((tx) => {
      const inner = tx.query.bind(tx);
      const number = transactions++;
      tx.query = (text, ...rest) => {
        sent.push({ text, transaction: number });
        return inner(text, ...rest);
      };
      return run(tx);
    }),
  );
  return sent;
}
