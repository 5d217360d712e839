import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config/index.js';
import type { DianOutcome } from '../../src/plugins/app/invoicing/dian-client.js';
import { build } from '../helper.js';
import { dianDocument, signedInvoice, type InvoiceData } from './invoice-fixture.js';

// The API listening on a free port with DIAN_URL at its own sandbox DIAN, so that `app.dian` talks to it
// over HTTP as to the DIAN, and ways to send it the fixture's invoices.

interface Closable {
  after(fn: () => Promise<unknown>): void;
}

export const sandboxServicePath = '/sandbox-dian/WcfDianCustomerServices.svc';

export async function dianApi(t: Closable, dian: Partial<AppConfig['dian']> = {}) {
  const app = await build(t);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${sandboxServicePath}`;
  Object.assign(app.config.dian, { url }, dian);
  return app;
}

/** Sends the invoice of `data`, signed (or the XML given), through the adapter. */
export function send(app: FastifyInstance, data: InvoiceData, xml = signedInvoice(data)) {
  return app.dian.sendDocument(dianDocument(xml, data.number));
}

/** The codes of the rules an outcome rejected for, asserting it is a rejection. */
export function rejectedFor(outcome: DianOutcome): string[] {
  assert.equal(outcome.outcome, 'rejected', JSON.stringify(outcome).slice(0, 400));
  return outcome.outcome === 'rejected' ? outcome.rules.map((rule) => rule.code) : [];
}
