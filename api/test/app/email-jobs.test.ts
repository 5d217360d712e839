import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailJobs } from '../../src/db/schema.js';
import { maxEmailAttempts } from '../../src/plugins/app/jobs/email-jobs.js';
import { emailsTo, uniqueEmail } from '../factories.js';
import { build } from '../helper.js';
import { buildListeningApi } from '../sandbox-gateway/sandbox-fixtures.js';
import { buyPolicy, purchaseBody } from '../routes/soat/purchase-fixtures.js';

// Emails that must not be lost are jobs in the database (plugins/app/jobs/email-jobs.ts): any instance
// sends them, one at a time, and one that stopped mid-send leaves its job to the others.

/** An app whose start-up pass is done, so the test decides when jobs are taken. */
async function readyApp(t: Parameters<typeof build>[0]) {
  const app = await build(t);
  await app.ready();
  await app.backgroundTasks.idle();
  return app;
}

async function passwordChangedJob(app: FastifyInstance, recipient: string, changes: Record<string, unknown> = {}) {
  const [job] = await app.db
    .insert(emailJobs)
    .values({ kind: 'clave-cambiada', payload: { to: recipient, name: 'Ana' }, ...changes })
    .returning();
  return job!;
}

const jobById = async (app: FastifyInstance, id: string) =>
  (await app.db.select().from(emailJobs).where(eq(emailJobs.id, id)))[0]!;

describe('Email jobs', () => {
  it('leaves a job claimed by an instance that stopped mid-send until its lease runs out, then sends it once', async (t) => {
    const app = await readyApp(t);
    const recipient = uniqueEmail('lease');
    const job = await passwordChangedJob(app, recipient, {
      attempts: 1,
      runAfter: sql`now() + interval '1 minute'`,
    });

    await app.emailJobs.runOnce();
    assert.equal((await emailsTo(app, recipient)).length, 0, 'another instance holds it');

    await app.db
      .update(emailJobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(emailJobs.id, job.id));
    await app.emailJobs.runOnce();
    await app.emailJobs.runOnce();
    assert.equal((await emailsTo(app, recipient)).length, 1);
    const sent = await jobById(app, job.id);
    assert.notEqual(sent.sentAt, null);
    assert.equal(sent.attempts, 2);
  });

  it('tries a failed send again later, and abandons it after its last attempt', async (t) => {
    const app = await readyApp(t);
    t.mock.method(app.mailer, 'send', async () => {
      throw new Error('SMTP no responde');
    });
    const job = await passwordChangedJob(app, uniqueEmail('falla'));

    await app.emailJobs.runOnce();
    const failed = await jobById(app, job.id);
    assert.equal(failed.lastError, 'SMTP no responde');
    assert.equal(failed.sentAt, null);
    assert.equal(failed.abandonedAt, null);
    assert.ok(failed.runAfter.getTime() > Date.now(), 'tried again later');

    await app.db
      .update(emailJobs)
      .set({ attempts: maxEmailAttempts - 1, runAfter: sql`now() - interval '1 second'` })
      .where(eq(emailJobs.id, job.id));
    await app.emailJobs.runOnce();
    const abandoned = await jobById(app, job.id);
    assert.notEqual(abandoned.abandonedAt, null);
    assert.equal(abandoned.attempts, maxEmailAttempts);
  });

  it("writes the policy's email with the policy and forgets its rating link once sent", async (t) => {
    const { app } = await buildListeningApi(t);
    const sentPolicyJobs = () =>
      app.db
        .select()
        .from(emailJobs)
        .where(sql`${emailJobs.kind} = 'poliza' and ${emailJobs.sentAt} is not null`);
    const before = (await sentPolicyJobs()).length;
    const body = purchaseBody();
    await buyPolicy(app, body);
    const [email] = await emailsTo(app, body.tomador.correoElectronico as string);
    assert.match(email?.texto ?? '', /calificacion\?token=/);
    const sent = await sentPolicyJobs();
    assert.equal(sent.length, before + 1);
    assert.deepEqual(
      sent.map((job) => job.payload),
      sent.map(() => ({})),
      'no sent job keeps a live rating link',
    );
  });
});
