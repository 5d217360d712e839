import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { testJwtSecret } from '../helper.js';
import { purchaseBody } from '../routes/soat/purchase-fixtures.js';
import { emailsTo, eventually } from './cluster.js';
import { call, createPurchase, payAtCheckout, startPayment } from './http-client.js';
import { startApi, startPostgres, type ApiInstance, type Postgres } from './servers.js';

// ADR 027: a web instance with API_JOBS=false and the worker process (src/worker.ts) apart, on one
// PostgreSQL, as production may run them: the purchase is served by the first, its jobs run by the second.

describe('A web instance without jobs and a worker process', { timeout: 180_000 }, () => {
  let postgres: Postgres;
  let web: ApiInstance;
  let dataDir: string;
  let env: Record<string, string>;
  before(async () => {
    postgres = await startPostgres();
    dataDir = await mkdtemp(join(tmpdir(), 'soat-worker-'));
    env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      JWT_SECRET: testJwtSecret,
      DEV_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      PORTAL_URL: 'https://portal.example.co',
      SANDBOX_PENDING_SECONDS: '1',
      EMAIL_JOBS_INTERVAL_SECONDS: '1',
      RUNT_REPORT_JOBS_INTERVAL_SECONDS: '1',
      INVOICE_JOBS_INTERVAL_SECONDS: '1',
    };
    web = await startApi({ ...env, API_JOBS: 'false' });
  });
  after(async () => {
    await web?.close();
    await postgres?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const count = async (sql: string, values: unknown[]) =>
    Number((await postgres.query<{ n: string }>(sql, values))[0]!.n);
  const pendingJobs = (plate: string) =>
    Promise.all([
      count(
        `select count(*) as n from reportes_runt r join polizas p on p.id = r.poliza_id where p.placa = $1 and r.estado = 'pendiente'`,
        [plate],
      ),
      count(
        `select count(*) as n from documentos_electronicos d join polizas p on p.id = d.poliza_id where p.placa = $1 and d.estado = 'pendiente'`,
        [plate],
      ),
    ]);

  it('issues the policy on the web instance, which runs none of its jobs; the worker runs them and answers its health and metrics', async () => {
    const body = purchaseBody();
    const holder = body.tomador.correoElectronico as string;
    const id = await createPurchase(web.origin, body);
    await payAtCheckout(web.origin, await startPayment(web.origin, id));
    await eventually(
      'the policy not issued yet',
      () => count('select count(*) as n from polizas where placa = $1', [body.placa]),
      (issued) => issued === 1,
      30_000,
    );
    // its jobs tick every second: three seconds later, a web instance that ran them would have
    await sleep(3000);
    assert.deepEqual(await pendingJobs(body.placa), [1, 1], 'the report and the invoice wait');
    assert.equal(await emailsTo(postgres, holder), 0, 'no email sent');

    // the worker reaches the RUNT and the DIAN where they are (here, the web instance's sandboxes)
    const worker = await startApi(
      {
        ...env,
        RUNT_URL: `${web.origin}/sandbox-runt/v1`,
        DIAN_URL: `${web.origin}/sandbox-dian/WcfDianCustomerServices.svc`,
        PAYMENT_GATEWAY_URL: `${web.origin}/sandbox-pasarela/v1`,
      },
      { worker: true },
    );
    try {
      await eventually(
        'the jobs still pending',
        () => pendingJobs(body.placa),
        ([reports, invoices]) => reports + invoices === 0,
        30_000,
      );
      await eventually(
        'the emails not sent',
        () => emailsTo(postgres, holder),
        (sent) => sent === 2,
        30_000,
      );

      assert.deepEqual((await call(worker.origin, 'GET', '/health')).json(), { estado: 'ok' });
      assert.deepEqual((await call(worker.origin, 'GET', '/ready')).json(), { estado: 'listo' });
      const metrics = (await call(worker.origin, 'GET', '/metrics')).body;
      assert.match(metrics, /^soat_job_runs_total\{queue="runt-report",outcome="done"\} [1-9]/m);
      // nothing of the API is served there
      assert.equal((await call(worker.origin, 'POST', '/soat/api/v1/solicitudes', { json: body })).status, 404);
    } finally {
      await worker.close();
    }
  });
});
