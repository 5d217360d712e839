import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailJobs, renewalReminders } from '../../src/db/schema.js';
import { renewalLinkMessage } from '../../src/routes/soat/renovaciones.js';
import { emailsTo, uniqueEmail } from '../factories.js';
import { build } from '../helper.js';
import { insertPolicy, uniqueCarPlate } from '../routes/soat/policy-factory.js';

// Renewal reminders (issue 26, point 4): 30, 7 and 1 day before a policy ends, once each, never to an
// address that unsubscribed or for a policy already renewed, with a link that prefills the renewal.

const today = todayInColombia();

async function policyEnding(
  app: FastifyInstance,
  endsOn: string,
  plate = uniqueCarPlate(),
  email = uniqueEmail('tomador'),
) {
  const { policy } = await insertPolicy(app, { plate, startsOn: addDays(endsOn, -364), endsOn, holderEmail: email });
  return { policy, email };
}

const reminderDays = async (app: FastifyInstance, policyId: string) =>
  (await app.db.select().from(renewalReminders).where(eq(renewalReminders.policyId, policyId)))
    .map((reminder) => reminder.daysBefore)
    .sort((a, b) => a - b);

/** Sends the email jobs due, and answers the reminders an address received, oldest first. */
async function remindersTo(app: FastifyInstance, email: string) {
  await app.emailJobs.runOnce();
  return (await emailsTo(app, email)).filter((sent) => sent.asunto.includes('vence')).reverse();
}

const linkIn = (text: string, pattern: RegExp) => new URL(pattern.exec(text)![0]!);

describe('Renewal reminders', () => {
  it('reminds 30, 7 and 1 day before the end, each once however often the pass runs, in Spanish with both links', async (t) => {
    const app = await build(t);
    const { policy, email } = await policyEnding(app, addDays(today, 20));
    assert.equal(await app.renewalReminders.runOnce(today), 1);
    assert.equal(await app.renewalReminders.runOnce(today), 0);
    const [first] = await remindersTo(app, email);
    assert.equal(first?.asunto, `El SOAT de la placa ${policy.plate} vence en 20 días`);
    assert.match(first!.texto, /Renovar: https:\/\/portal\.example\.co\/cotizar-soat\/comprar-soat\?renovar=/);
    assert.match(first!.texto, /https:\/\/portal\.example\.co\/soat\/recordatorios\?baja=/);

    // 5 days before the end: the 7-day reminder, once
    assert.equal(await app.renewalReminders.runOnce(addDays(today, 15)), 1);
    assert.equal(await app.renewalReminders.runOnce(addDays(today, 16)), 0);
    // the day before: the last one
    assert.equal(await app.renewalReminders.runOnce(addDays(today, 19)), 1);
    assert.deepEqual(await reminderDays(app, policy.id), [1, 7, 30]);
    assert.equal((await remindersTo(app, email)).length, 3);
  });

  it('sends one reminder, the nearest, for a policy the passes missed until 5 days before its end', async (t) => {
    const app = await build(t);
    const { policy } = await policyEnding(app, addDays(today, 5));
    assert.equal(await app.renewalReminders.runOnce(today), 1);
    assert.deepEqual(await reminderDays(app, policy.id), [7]);
  });

  it('reminds nobody of a policy already renewed (a later policy of the plate), nor of one ending in more than 30 days', async (t) => {
    const app = await build(t);
    const plate = uniqueCarPlate();
    const { policy } = await policyEnding(app, addDays(today, 10), plate);
    await insertPolicy(app, { plate, startsOn: addDays(today, 11), endsOn: addDays(today, 375) });
    const { policy: far } = await policyEnding(app, addDays(today, 31));
    await app.renewalReminders.runOnce(today);
    assert.deepEqual(await reminderDays(app, policy.id), []);
    assert.deepEqual(await reminderDays(app, far.id), []);
  });

  it("stops every reminder to an address that unsubscribed by the email's link, without signing in, even one already queued", async (t) => {
    const app = await build(t);
    const { email } = await policyEnding(app, addDays(today, 20));
    await app.renewalReminders.runOnce(today);
    const [reminder] = await remindersTo(app, email);
    const unsubscribe = linkIn(reminder!.texto, /https:\/\/portal\.example\.co\/soat\/recordatorios\?baja=\S+/);
    const token = unsubscribe.searchParams.get('baja');

    // a second policy of the same holder, its reminder's email queued (not sent yet) before the unsubscribe
    const second = await policyEnding(app, addDays(today, 6), uniqueCarPlate(), email);
    await app.emailJobs.enqueue(app.db, 'renovacion', { policyId: second.policy.id });
    const queued = await app.db.select().from(emailJobs).where(eq(emailJobs.kind, 'renovacion'));
    assert.ok(queued.some((job) => job.payload.policyId === second.policy.id && job.sentAt === null));

    const response = await app.inject({ method: 'POST', url: '/soat/api/v1/recordatorios/bajas', payload: { token } });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.json().message, /^Listo: no enviaremos más recordatorios de renovación a t\*\*\*@/);
    assert.equal((await remindersTo(app, email)).length, 1, 'the queued one was not sent');
    // and none is written any more
    await policyEnding(app, addDays(today, 1), uniqueCarPlate(), email.toUpperCase());
    assert.equal(await app.renewalReminders.runOnce(today), 0);

    const forged = await app.inject({
      method: 'POST',
      url: '/soat/api/v1/recordatorios/bajas',
      payload: { token: `${token}x` },
    });
    assert.equal(forged.statusCode, 400);
  });

  it('prefills the renewal from the link: plate, vehicle, holder (masked) and the day after the end; a bad link is a 404 in Spanish', async (t) => {
    const app = await build(t);
    const { policy, email } = await policyEnding(app, addDays(today, 20));
    await app.renewalReminders.runOnce(today);
    const [reminder] = await remindersTo(app, email);
    const renew = linkIn(reminder!.texto, /https:\/\/portal\.example\.co\/cotizar-soat\/comprar-soat\?renovar=\S+/);
    const response = await app.inject({
      method: 'POST',
      url: '/soat/api/v1/renovaciones',
      payload: { token: renew.searchParams.get('renovar') },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const renewal = response.json();
    assert.equal(renewal.placa, policy.plate);
    assert.equal(renewal.inicioVigencia, addDays(policy.endsOn, 1));
    assert.deepEqual(renewal.vehiculo, policy.vehicle);
    // the whole holder only with their document (test/routes/soat/renovaciones.test.ts)
    assert.equal(renewal.tomador.correoElectronico, `${email.charAt(0)}***@example.com`);
    assert.equal(renewal.tomador.nombres, policy.holderFirstNames);

    // an access token, or anything else, is no renewal link
    const refused = await app.inject({ method: 'POST', url: '/soat/api/v1/renovaciones', payload: { token: 'x.y.z' } });
    assert.equal(refused.statusCode, 404);
    assert.equal(refused.json().message, renewalLinkMessage);
  });

  // last: the file's tests share a database, and the 230 emails it queues would be sent before theirs
  it('reminds in one pass every policy due, more than one batch of them (a large insurer ends thousands a day)', async (t) => {
    const app = await build(t);
    // a day no other test's pass reaches: 30 days before an end 400 days away
    const end = addDays(today, 400);
    const ending = [];
    for (let index = 0; index < 230; index += 1) ending.push((await policyEnding(app, end)).policy.id);
    const passDay = addDays(end, -30);
    // at least these 230 (the file's other tests leave policies of their own)
    assert.ok((await app.renewalReminders.runOnce(passDay)) >= 230);
    const reminded = await app.db.select().from(renewalReminders).where(inArray(renewalReminders.policyId, ending));
    assert.deepEqual(
      new Set(reminded.map(({ policyId, daysBefore }) => `${policyId} ${daysBefore}`)),
      new Set(ending.map((id) => `${id} 30`)),
    );
    assert.equal(await app.renewalReminders.runOnce(passDay), 0);
  });
});
