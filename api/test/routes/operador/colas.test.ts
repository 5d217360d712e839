import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { emailJobs, payments } from '../../../src/db/schema.js';
import { build, testOperatorKey } from '../../helper.js';
import { insertPurchaseRequest, uniqueCarPlate } from '../soat/policy-factory.js';
import { bearer, operatorApi, operatorToken } from './operator-fixtures.js';

// The read-only queues of the back office (issue 44, point 5): failed emails, and payments pending for
// over an hour, item by item, oldest first, with the totals /resumen counts.

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

async function readyApp(t: Parameters<typeof build>[0]) {
  const app = await build(t);
  await app.ready();
  await app.backgroundTasks.idle();
  return app;
}

async function pendingPayment(app: FastifyInstance, createdAt: Date) {
  const request = await insertPurchaseRequest(app, {
    plate: uniqueCarPlate(),
    startsOn: '2026-12-01',
    endsOn: '2027-11-30',
  });
  const [payment] = await app.db
    .insert(payments)
    .values({
      purchaseRequestId: request.id,
      idempotencyKey: randomUUID(),
      reference: `test-${randomUUID()}`,
      method: 'PSE',
      status: 'PENDIENTE',
      amountInCents: 447_300_00,
      createdAt,
    })
    .returning();
  return { payment: payment!, request };
}

const get = async (app: FastifyInstance, path: string, headers?: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${operatorApi}${path}`, headers: headers ?? bearer(await operatorToken(app)) });

describe('Operator queues: failed emails and stale pending payments', () => {
  it('lists the abandoned emails, oldest first, with the total, the last error and the recipient masked', async (t) => {
    const app = await readyApp(t);
    const [older, newer] = await app.db
      .insert(emailJobs)
      .values([
        {
          kind: 'poliza',
          payload: { to: 'ana.gomez@example.com', name: 'Ana' },
          attempts: 8,
          abandonedAt: hoursAgo(3),
          lastError: 'SMTP 550: buzón inexistente',
        },
        { kind: 'reembolso', payload: { refundId: randomUUID() }, attempts: 8, abandonedAt: hoursAgo(1) },
      ])
      .returning();
    // one still trying is not in the queue
    const [trying] = await app.db
      .insert(emailJobs)
      .values({ kind: 'poliza', payload: { to: 'otro@example.com' }, attempts: 2, runAfter: hoursAgo(-1) })
      .returning();

    const response = await get(app, '/correos-fallidos');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json() as { total: number; correos: { idCorreo: string; destinatario: string | null }[] };
    const ids = body.correos.map((item) => item.idCorreo);
    assert.ok(ids.indexOf(older!.id) >= 0 && ids.indexOf(older!.id) < ids.indexOf(newer!.id), 'oldest first');
    assert.ok(!ids.includes(trying!.id), 'a job still trying is not failed');
    assert.equal(body.total, (await app.operatorsRepository.queueCounts(new Date())).correosFallidos);
    assert.ok(body.total >= 2);
    assert.deepEqual(body.correos[ids.indexOf(older!.id)], {
      idCorreo: older!.id,
      tipo: 'poliza',
      destinatario: 'a***@example.com',
      intentos: 8,
      ultimoError: 'SMTP 550: buzón inexistente',
      creadoEn: older!.createdAt.toISOString(),
      abandonadoEn: older!.abandonedAt!.toISOString(),
    });
    assert.equal(body.correos[ids.indexOf(newer!.id)]!.destinatario, null);
  });

  it('lists the payments pending for over an hour, oldest first, with their plate, and not the recent ones', async (t) => {
    const app = await readyApp(t);
    const oldest = await pendingPayment(app, hoursAgo(5));
    const stale = await pendingPayment(app, hoursAgo(2));
    const recent = await pendingPayment(app, hoursAgo(0.5));

    const response = await get(app, '/pagos-pendientes');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json() as { total: number; pagos: { idPago: string }[] };
    const ids = body.pagos.map((item) => item.idPago);
    assert.ok(ids.indexOf(oldest.payment.id) >= 0, 'the oldest is listed');
    assert.ok(ids.indexOf(oldest.payment.id) < ids.indexOf(stale.payment.id), 'oldest first');
    assert.ok(!ids.includes(recent.payment.id), 'a payment of half an hour is not stale');
    assert.equal(body.total, (await app.operatorsRepository.queueCounts(new Date())).pagosPendientesMasDeUnaHora);
    assert.deepEqual(body.pagos[ids.indexOf(oldest.payment.id)], {
      idPago: oldest.payment.id,
      referenciaPago: oldest.payment.reference,
      metodo: 'PSE',
      valor: 447_300,
      estadoPasarela: null,
      idSolicitudSoat: oldest.request.id,
      placa: oldest.request.plate,
      creadoEn: oldest.payment.createdAt.toISOString(),
      consultadoEn: null,
    });
  });

  it('answers 401 without an operator session and 403 to the machine key, in Spanish', async (t) => {
    const app = await build(t);
    for (const path of ['/correos-fallidos', '/pagos-pendientes']) {
      const anonymous = await get(app, path, {});
      assert.equal(anonymous.statusCode, 401, path);
      assert.match(anonymous.json().message, /^Inicia sesión como operador/);
      const byKey = await get(app, path, { 'x-api-key': testOperatorKey });
      assert.equal(byKey.statusCode, 403, path);
      assert.match(byKey.json().message, /solo puede reintentar/);
    }
  });
});
