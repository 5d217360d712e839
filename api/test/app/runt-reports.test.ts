import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { policies, runtReports, sandboxRuntReports } from '../../src/db/schema.js';
import { testOperatorKey } from '../helper.js';
import { bearer, operatorToken } from '../routes/operador/operator-fixtures.js';
import { insertPolicy, uniqueCarPlate } from '../routes/soat/policy-factory.js';
import { buyPolicy, purchaseBody } from '../routes/soat/purchase-fixtures.js';
import { buildListeningApi } from '../sandbox-gateway/sandbox-fixtures.js';

// Every issued policy is reported to the RUNT (ADR 031): a job written with the policy, tried again with
// backoff until the RUNT acknowledges it, left to an operator after its last try.

const today = todayInColombia();
const holder = { holderDocumentType: 'CC', holderDocumentNumber: '1020304050' };

async function reportOf(app: FastifyInstance, policyId: string) {
  const [report] = await app.db.select().from(runtReports).where(eq(runtReports.policyId, policyId));
  return report!;
}

/** A policy written straight into the tables, with its report job, as issuing one leaves them. */
async function policyWithReport(app: FastifyInstance, plate = uniqueCarPlate()) {
  const { policy } = await insertPolicy(app, { plate, startsOn: today, endsOn: addDays(today, 364), ...holder });
  await app.runtReports.enqueue(app.db, policy.id);
  return policy;
}

/** Makes a report due now (its backoff or lease over), as time passing would. */
const makeDue = (app: FastifyInstance, policyId: string) =>
  app.db
    .update(runtReports)
    .set({ runAfter: sql`now()` })
    .where(eq(runtReports.policyId, policyId));

const consultState = async (app: FastifyInstance, plate: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/soat/api/v1/consultas',
    payload: { placa: plate, tipoDocumento: 'CC', numeroDocumento: '1020304050' },
  });
  return response.json().polizas[0].reporteRunt as string;
};

// An agent reads the failed reports; the retries are open to the automation's machine key too (ADR 044).
const operator = async (app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/operador/api/v1${url}`,
    headers: method === 'GET' ? bearer(await operatorToken(app, 'agente')) : { 'x-api-key': testOperatorKey },
    payload,
  });

describe('Reports of policies to the RUNT', () => {
  it('reports a policy bought end to end once its payment is approved: the RUNT has it, with its filing number on the policy', async (t) => {
    const { app } = await buildListeningApi(t);
    const body = purchaseBody({
      tomador: { ...purchaseBody().tomador, tipoDocumento: 'CC', numeroDocumento: '1020304050' },
    });
    const { solicitud } = await buyPolicy(app, body);
    const number = solicitud.poliza.numeroPoliza;
    const deadline = Date.now() + 8000;
    while ((await consultState(app, body.placa)) !== 'reportada') {
      if (Date.now() > deadline) assert.fail('the policy was not reported');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [received] = await app.db
      .select()
      .from(sandboxRuntReports)
      .where(eq(sandboxRuntReports.policyNumber, number));
    assert.equal(received?.plate, body.placa);
    assert.equal(received?.attempts, 1);
    const sent = received!.report as { tipoTarifa: string; tomador: { numeroDocumento: string } };
    assert.equal(sent.tipoTarifa, solicitud.poliza.codigoTarifa);
    assert.equal(sent.tomador.numeroDocumento, '1020304050');
    const [issued] = await app.db.select().from(policies).where(eq(policies.number, number));
    assert.equal(issued?.runtFilingNumber, received?.filingNumber);
    assert.match(issued?.runtFilingNumber ?? '', /^RUNT-/);
  });

  it('says pendiente in the consult until the RUNT acknowledges, then reportada', async (t) => {
    const { app } = await buildListeningApi(t);
    const policy = await policyWithReport(app);
    assert.equal(await consultState(app, policy.plate), 'pendiente');
    assert.deepEqual(await app.runtReports.runOnce(), ['reportada']);
    assert.equal(await consultState(app, policy.plate), 'reportada');
    const report = await reportOf(app, policy.id);
    assert.equal(report.status, 'reportada');
    assert.ok(report.reportedAt);
  });

  it('tries again after a wait when the RUNT fails (XRF503 fails its first report), and not before', async (t) => {
    const { app } = await buildListeningApi(t);
    const policy = await policyWithReport(app, 'XRF503');
    assert.deepEqual(await app.runtReports.runOnce(), ['retry']);
    const failed = await reportOf(app, policy.id);
    assert.equal(failed.status, 'pendiente');
    assert.equal(failed.attempts, 1);
    assert.match(failed.lastError ?? '', /503/);
    assert.ok(failed.runAfter.getTime() > Date.now() + 60_000, 'waits its backoff');
    // not due yet: nothing is sent
    assert.deepEqual(await app.runtReports.runOnce(), []);
    await makeDue(app, policy.id);
    assert.deepEqual(await app.runtReports.runOnce(), ['reportada']);
  });

  it('waits RUNT_REPORT_FIRST_RETRY_SECONDS after a failure when set, whatever its queue interval (a worker passing every few seconds)', async (t) => {
    const { app } = await buildListeningApi(t, {
      runtReportJobsIntervalSeconds: 3600,
      runtReportFirstRetrySeconds: 120,
    });
    // a RUNT that does not answer (a plate of its own: the other tests' policies stay theirs)
    app.config.runt.url = 'http://127.0.0.1:9/sandbox-runt/v1';
    const policy = await policyWithReport(app);
    assert.deepEqual(await app.runtReports.runOnce(), ['retry']);
    const wait = (await reportOf(app, policy.id)).runAfter.getTime() - Date.now();
    assert.ok(wait > 100_000 && wait <= 120_000, `waits its first retry, not the interval (${wait} ms)`);
  });

  it('gives up after RUNT_REPORT_MAX_ATTEMPTS tries, lists it for operators, counts it, and sends it again when an operator retries', async (t) => {
    const { app } = await buildListeningApi(t);
    const maxRuntReportAttempts = app.config.runtReportMaxAttempts;
    const sandbox = app.config.runt.url;
    app.config.runt.url = 'http://127.0.0.1:9/sandbox-runt/v1';
    const policy = await policyWithReport(app);
    const outcomes = [];
    for (let attempt = 0; attempt < maxRuntReportAttempts; attempt += 1) {
      await makeDue(app, policy.id);
      outcomes.push(...(await app.runtReports.runOnce()));
    }
    assert.deepEqual(outcomes, [...Array(maxRuntReportAttempts - 1).fill('retry'), 'fallida']);
    await makeDue(app, policy.id);
    assert.deepEqual(await app.runtReports.runOnce(), [], 'a failed report is not tried again by itself');

    const listed = await operator(app, 'GET', '/reportes-runt');
    assert.equal(listed.statusCode, 200, listed.body);
    const mine = listed
      .json()
      .reportes.find((report: { numeroPoliza: string }) => report.numeroPoliza === policy.number);
    assert.equal(mine?.estado, 'fallida');
    assert.equal(mine?.intentos, maxRuntReportAttempts);
    const metrics = await app.metrics.registry.metrics();
    assert.match(metrics, /soat_runt_reports_total\{outcome="fallida"\} 1/);
    assert.match(metrics, /soat_runt_reports\{state="failed"\} [1-9]/);

    app.config.runt.url = sandbox;
    const retried = await operator(app, 'POST', '/reportes-runt/reintentar', { idReporte: mine.idReporte });
    assert.deepEqual(retried.json(), { reintentados: 1 });
    const deadline = Date.now() + 8000;
    while ((await reportOf(app, policy.id)).status !== 'reportada') {
      if (Date.now() > deadline) assert.fail('the retried report was not sent');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual((await operator(app, 'POST', '/reportes-runt/reintentar', {})).json(), { reintentados: 0 });
  });

  it('refuses the operators’ report routes without the key', async (t) => {
    const { app } = await buildListeningApi(t);
    const response = await app.inject({ method: 'GET', url: '/operador/api/v1/reportes-runt' });
    assert.equal(response.statusCode, 401);
  });
});
