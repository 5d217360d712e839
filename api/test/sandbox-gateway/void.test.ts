import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build } from '../helper.js';
import {
  approvedCard,
  createSandboxTransaction,
  getTransaction,
  submitCheckout,
  voidFailsOnceCard,
  voidTransaction,
} from './sandbox-fixtures.js';

// Wompi's void ("anulación", POST /v1/transactions/{id}/void with the private key): card transactions only.

async function paidTransaction(app: Awaited<ReturnType<typeof build>>, card = approvedCard) {
  const transaction = await createSandboxTransaction(app);
  assert.equal((await submitCheckout(app, transaction.id, card)).statusCode, 303);
  return transaction;
}

describe('Sandbox gateway: voiding a transaction', () => {
  it('voids an approved card transaction once: 201 VOIDED, then a 422 for the second void', async (t) => {
    const app = await build(t);
    const transaction = await paidTransaction(app);
    const voided = await voidTransaction(app, transaction.id);
    assert.equal(voided.statusCode, 201, voided.body);
    assert.equal(voided.json().data.status, 'VOIDED');
    assert.equal(voided.json().data.amount_in_cents, transaction.amount_in_cents);
    assert.equal((await getTransaction(app, transaction.id)).json().data.status, 'VOIDED');

    const again = await voidTransaction(app, transaction.id);
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().error.type, 'INPUT_VALIDATION_ERROR');
  });

  it('answers 503 to the first void of a payment made with 4000 0000 0000 0077, and voids it the second time', async (t) => {
    const app = await build(t);
    const transaction = await paidTransaction(app, voidFailsOnceCard);
    assert.equal((await getTransaction(app, transaction.id)).json().data.status, 'APPROVED');
    const first = await voidTransaction(app, transaction.id);
    assert.equal(first.statusCode, 503);
    assert.equal((await getTransaction(app, transaction.id)).json().data.status, 'APPROVED');
    const second = await voidTransaction(app, transaction.id);
    assert.equal(second.statusCode, 201, second.body);
    assert.equal(second.json().data.status, 'VOIDED');
  });

  it('refuses to void a PSE payment, an unpaid transaction, an unknown one, and without the private key', async (t) => {
    const app = await build(t);
    const pse = await createSandboxTransaction(app, { pse: '1' });
    assert.equal((await submitCheckout(app, pse.id, {})).statusCode, 303);
    const pseVoid = await voidTransaction(app, pse.id);
    assert.equal(pseVoid.statusCode, 422);
    assert.match(JSON.stringify(pseVoid.json().error.messages), /tarjeta/);

    const unpaid = await createSandboxTransaction(app);
    assert.equal((await voidTransaction(app, unpaid.id)).statusCode, 422);
    assert.equal((await getTransaction(app, unpaid.id)).json().data.status, 'PENDING');

    assert.equal((await voidTransaction(app, 'sbx-no-existe')).statusCode, 404);

    const paid = await paidTransaction(app);
    assert.equal((await voidTransaction(app, paid.id, null)).statusCode, 401);
    assert.equal((await voidTransaction(app, paid.id, app.config.payments.publicKey)).statusCode, 401);
    assert.equal((await getTransaction(app, paid.id)).json().data.status, 'APPROVED');
  });
});
