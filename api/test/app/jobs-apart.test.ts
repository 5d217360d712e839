import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { electronicDocuments, policies, runtReports } from '../../src/db/schema.js';
import { emailsTo } from '../factories.js';
import { build, testConfig } from '../helper.js';
import { buildListeningApi } from '../sandbox-gateway/sandbox-fixtures.js';
import { buyPolicy } from '../routes/soat/purchase-fixtures.js';

// ADR 027: web instances may run without the job loops (API_JOBS=false) beside a worker process
// (src/worker.ts) that runs only them. A purchase on a web instance writes its jobs (the policy's email,
// the report to the RUNT, the electronic invoice) and runs none; the worker's pass finds them in the database.

/** The purchase's jobs as the database holds them: still pending or not. */
async function jobsOf(app: FastifyInstance, requestId: string, holderEmail: string) {
  const [policy] = await app.db.select().from(policies).where(eq(policies.purchaseRequestId, requestId));
  assert.ok(policy, 'the policy is issued');
  const [report] = await app.db.select().from(runtReports).where(eq(runtReports.policyId, policy.id));
  const [invoice] = await app.db
    .select()
    .from(electronicDocuments)
    .where(and(eq(electronicDocuments.policyId, policy.id), eq(electronicDocuments.kind, 'factura')));
  // the emails to the holder (the policy's, the invoice's), as the development outbox kept them once sent
  return { report: report?.status, invoice: invoice?.status, emailsSent: (await emailsTo(app, holderEmail)).length };
}

describe('Jobs apart from the API (API_JOBS=false and a worker)', { timeout: 60_000 }, () => {
  it('a web instance without jobs writes the purchase’s jobs and runs none; the worker’s pass runs them', async (t) => {
    const { app: web, origin } = await buildListeningApi(t, { jobs: false, sandboxDian: true });
    const purchase = await buyPolicy(web);
    const holder = purchase.body.tomador.correoElectronico as string;
    await web.backgroundTasks.idle();
    // the kicks after the commit did nothing: a while later, all still waits in the database
    await sleep(300);
    await web.backgroundTasks.idle();
    assert.deepEqual(await jobsOf(web, purchase.id, holder), {
      report: 'pendiente',
      invoice: 'pendiente',
      emailsSent: 0,
    });

    // the worker: the same app with its loops on, reaching the RUNT and the DIAN where the web instance's sandboxes are
    const defaults = testConfig();
    const worker = await build(t, {
      jobs: true,
      runt: { ...defaults.runt, url: `${origin}/sandbox-runt/v1` },
      dian: { ...defaults.dian, url: `${origin}/sandbox-dian/WcfDianCustomerServices.svc` },
    });
    await worker.ready(); // its first pass of every queue, as at any start
    const deadline = Date.now() + 30_000;
    let jobs = await jobsOf(worker, purchase.id, holder);
    while (!(jobs.report === 'reportada' && jobs.invoice === 'aceptada' && jobs.emailsSent === 2)) {
      if (Date.now() > deadline) assert.fail(`the worker did not run the jobs: ${JSON.stringify(jobs)}`);
      await sleep(100);
      await worker.backgroundTasks.idle();
      jobs = await jobsOf(worker, purchase.id, holder);
    }
  });
});
