import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../../src/db/schema.js';
import { sandboxPath } from '../../sandbox-gateway/sandbox-fixtures.js';
import { postPayment } from './purchase-fixtures.js';

// Fixtures for the payment methods without a card (issue 45): the request's payment rows and the sandbox's
// Nequi app and correspondent pages, posted as a browser does.

export function postSandboxForm(app: FastifyInstance, path: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${sandboxPath}${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Starts a payment that must be created (201); answers its body and its row. */
export async function startMethod(app: FastifyInstance, id: string, body: Record<string, unknown>) {
  const response = await postPayment(app, id, body);
  assert.equal(response.statusCode, 201, response.body);
  const answer = response.json<{ idPago: string; estado: string; urlPasarela: string | null }>();
  const [row] = await app.db.select().from(payments).where(eq(payments.id, answer.idPago));
  assert.ok(row?.transactionId, 'created at the gateway');
  return { answer, row, transactionId: row.transactionId };
}

/** The Nequi app's answer to a push: aprobar, rechazar or vencer. */
export async function answerPush(app: FastifyInstance, phone: string, id: string, accion: string) {
  const response = await postSandboxForm(app, '/nequi', { celular: phone, id, accion });
  assert.equal(response.statusCode, 200, response.body);
}

/** The correspondent's cashier acting on a reference: consultar, recibir, recibir-tarde or vencer. */
export function cashier(app: FastifyInstance, agreementCode: string, reference: string, accion: string) {
  return postSandboxForm(app, '/corresponsal', { convenio: agreementCode, referencia: reference, accion });
}

export const nequiBody = (mobile: string) => ({ metodo: 'NEQUI', nequi: { celular: mobile } });
export const daviplataBody = { metodo: 'DAVIPLATA', daviplata: { tipoDocumento: 'CC', numeroDocumento: '1020304050' } };
