import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { policies, purchaseClaims } from '../../../src/db/schema.js';
import { claimLinkMessage, claimRequestedMessage } from '../../../src/routes/soat/reclamos.js';
import { accessTokenFor, createAccount, emailsTo, uniqueEmail } from '../../factories.js';
import { build } from '../../helper.js';
import { insertPolicy, uniqueCarPlate } from './policy-factory.js';

// Purchases made without an account, added to one by a link emailed to the holder (issue 26, point 5).

const today = todayInColombia();
const holder = { holderDocumentType: 'CC', holderDocumentNumber: '79123456' };

async function signedInAccount(app: FastifyInstance) {
  const account = await createAccount(app);
  return { account, token: await accessTokenFor(app, account) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const requestClaim = (app: FastifyInstance, token: string, plate: string, documentNumber = '79123456') =>
  app.inject({
    method: 'POST',
    url: '/soat/api/v1/mis-polizas/reclamos',
    headers: bearer(token),
    payload: { placa: plate, tipoDocumento: 'CC', numeroDocumento: documentNumber },
  });
const confirmClaim = (app: FastifyInstance, token: string, link: string) =>
  app.inject({
    method: 'POST',
    url: '/soat/api/v1/mis-polizas/reclamos/confirmar',
    headers: bearer(token),
    payload: { token: new URL(link).searchParams.get('reclamar') },
  });

async function anonymousPolicy(app: FastifyInstance) {
  const email = uniqueEmail('tomador');
  const plate = uniqueCarPlate();
  const { policy } = await insertPolicy(app, {
    plate,
    startsOn: today,
    endsOn: addDays(today, 364),
    holderEmail: email,
    ...holder,
  });
  return { policy, plate, email };
}

async function claimLink(app: FastifyInstance, email: string) {
  const [sent] = await emailsTo(app, email);
  assert.ok(sent, `no email to ${email}`);
  return /https:\/\/portal\.example\.co\/soat\/mis-polizas\?reclamar=\S+/.exec(sent.texto)![0]!;
}

describe('Claiming purchases made without an account', () => {
  it("emails a single-use link to the holder's address on file; opened by the account that asked, it adds the policy", async (t) => {
    const app = await build(t);
    const { policy, plate, email } = await anonymousPolicy(app);
    const { account, token } = await signedInAccount(app);

    const asked = await requestClaim(app, token, plate.toLowerCase(), '79.123.456');
    assert.equal(asked.statusCode, 202, asked.body);
    assert.equal(asked.json().message, claimRequestedMessage);
    const [sent] = await emailsTo(app, email);
    assert.equal(sent?.asunto, `Agrega el SOAT de la placa ${plate} a tu cuenta`);
    // the account's own address is not where the link goes, and the holder sees who asked, masked
    assert.equal((await emailsTo(app, account.correoElectronico)).length, 0);
    assert.match(sent!.texto, /Desde la cuenta \S\*\*\*@/);

    const link = await claimLink(app, email);
    const confirmed = await confirmClaim(app, token, link);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.deepEqual(confirmed.json(), { message: 'Agregamos 1 póliza a tus pólizas.', polizasAgregadas: 1 });
    const mine = await app.inject({ method: 'GET', url: '/soat/api/v1/mis-polizas', headers: bearer(token) });
    assert.deepEqual(
      mine.json().polizas.map((listed: { numeroPoliza: string }) => listed.numeroPoliza),
      [policy.number],
    );
    // once
    const again = await confirmClaim(app, token, link);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, claimLinkMessage);
  });

  it('refuses the link to another account, which adds nothing', async (t) => {
    const app = await build(t);
    const { policy, plate, email } = await anonymousPolicy(app);
    const asker = await signedInAccount(app);
    const other = await signedInAccount(app);
    await requestClaim(app, asker.token, plate);
    const link = await claimLink(app, email);
    assert.equal((await confirmClaim(app, other.token, link)).statusCode, 404);
    const [still] = await app.db.select().from(policies).where(eq(policies.id, policy.id));
    assert.equal(still?.userId, null);
  });

  it('answers the same when nothing matches, and writes no link: a plate of nobody, or a document that is not the holder’s', async (t) => {
    const app = await build(t);
    const { plate } = await anonymousPolicy(app);
    const { token } = await signedInAccount(app);
    for (const [claimedPlate, document] of [
      [uniqueCarPlate(), '79123456'],
      [plate, '79123457'],
    ] as const) {
      const response = await requestClaim(app, token, claimedPlate, document);
      assert.equal(response.statusCode, 202);
      assert.equal(response.json().message, claimRequestedMessage);
    }
    assert.equal((await app.db.select().from(purchaseClaims).where(eq(purchaseClaims.plate, plate))).length, 0);
  });

  it('never moves a policy bought with another account, and asks for a session', async (t) => {
    const app = await build(t);
    const { token } = await signedInAccount(app);
    const owner = await signedInAccount(app);
    const ownerId = (await app.usersRepository.findByEmail(owner.account.correoElectronico))!.id;
    const plate = uniqueCarPlate();
    const email = uniqueEmail('tomador');
    const { policy } = await insertPolicy(app, {
      plate,
      startsOn: today,
      endsOn: addDays(today, 364),
      holderEmail: email,
      userId: ownerId,
      ...holder,
    });
    await requestClaim(app, token, plate);
    assert.equal((await emailsTo(app, email)).length, 0, 'nothing to claim: no email');
    const [still] = await app.db.select().from(policies).where(eq(policies.id, policy.id));
    assert.equal(still?.userId, ownerId);

    const anonymous = await app.inject({
      method: 'POST',
      url: '/soat/api/v1/mis-polizas/reclamos',
      payload: { placa: plate, tipoDocumento: 'CC', numeroDocumento: '79123456' },
    });
    assert.equal(anonymous.statusCode, 401);
  });
});
