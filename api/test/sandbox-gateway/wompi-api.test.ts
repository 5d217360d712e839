import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, testConfig } from '../helper.js';
import {
  createSandboxTransaction,
  getTransaction,
  postTransaction,
  sandboxPath,
  sha256,
  transactionBody,
} from './sandbox-fixtures.js';

describe('Sandbox gateway: the Wompi API', () => {
  it('gives the merchant of the configured public key an acceptance token, and no other merchant', async (t) => {
    const app = await build(t);
    const known = await app.inject({
      method: 'GET',
      url: `${sandboxPath}/v1/merchants/${app.config.payments.publicKey}`,
    });
    assert.equal(known.statusCode, 200);
    assert.equal(known.json().data.public_key, app.config.payments.publicKey);
    assert.match(known.json().data.presigned_acceptance.acceptance_token, /^[\w-]+\.[\w-]+$/);
    const unknown = await app.inject({ method: 'GET', url: `${sandboxPath}/v1/merchants/pub_test_otro` });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.type, 'NOT_FOUND_ERROR');
  });

  it('lists the three test banks of PSE to the public key only', async (t) => {
    const app = await build(t);
    const url = `${sandboxPath}/v1/pse/financial_institutions`;
    const listed = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${app.config.payments.publicKey}` },
    });
    assert.equal(listed.statusCode, 200);
    assert.deepEqual(listed.json().data, [
      { financial_institution_code: '1', financial_institution_name: 'Banco que aprueba' },
      { financial_institution_code: '2', financial_institution_name: 'Banco que rechaza' },
      { financial_institution_code: '3', financial_institution_name: 'Banco que deja el pago pendiente' },
    ]);
    const anonymous = await app.inject({ method: 'GET', url });
    assert.equal(anonymous.statusCode, 401);
  });

  it('creates a PENDING transaction with its hosted checkout URL', async (t) => {
    const app = await build(t);
    const body = await transactionBody(app, { amount_in_cents: 25_620_000 });
    const response = await postTransaction(app, body);
    assert.equal(response.statusCode, 201);
    const data = response.json().data;
    assert.equal(data.status, 'PENDING');
    assert.equal(data.reference, body.reference);
    assert.equal(data.amount_in_cents, 25_620_000);
    assert.equal(data.currency, 'COP');
    assert.equal(data.payment_method_type, 'CARD');
    assert.equal(data.redirect_url, body.redirect_url);
    assert.equal(data.checkout_url, `http://127.0.0.1:9${sandboxPath}/checkout/${data.id}`);
    assert.match(data.id, /^sbx-\d+-[0-9a-f]{20}$/);

    const read = await getTransaction(app, data.id);
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().data.status, 'PENDING');
    assert.equal(read.json().data.status_message, null);
  });

  it('takes a transaction only with the private key', async (t) => {
    const app = await build(t);
    const body = await transactionBody(app);
    for (const key of [app.config.payments.publicKey, 'prv_test_otra']) {
      const response = await postTransaction(app, body, key);
      assert.equal(response.statusCode, 401, key);
      assert.equal(response.json().error.type, 'INVALID_ACCESS_TOKEN');
    }
    assert.equal((await getTransaction(app, 'sbx-1-x')).statusCode, 404);
  });

  it('refuses a signature that does not match the reference, amount and currency (422)', async (t) => {
    const app = await build(t);
    const signed = await transactionBody(app, { amount_in_cents: 10_000_000 });
    const cases = [
      // the amount changed after signing
      { ...signed, amount_in_cents: 100_000 },
      // signed with another secret
      { ...signed, signature: sha256(`${signed.reference}10000000COPotro-secreto`) },
      { ...signed, signature: undefined },
    ];
    for (const body of cases) {
      const response = await postTransaction(app, body);
      assert.equal(response.statusCode, 422);
      assert.equal(response.json().error.type, 'INPUT_VALIDATION_ERROR');
      assert.ok(response.json().error.messages.signature, JSON.stringify(body));
    }
  });

  it('refuses bad fields one by one, in Spanish, Wompi-style', async (t) => {
    const app = await build(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ acceptance_token: 'inventado.token' }, 'acceptance_token'],
      [{ amount_in_cents: 1234 }, 'amount_in_cents'],
      [{ amount_in_cents: -100 }, 'amount_in_cents'],
      [{ amount_in_cents: '25620000' }, 'amount_in_cents'],
      [{ currency: 'USD' }, 'currency'],
      [{ reference: 'con espacios' }, 'reference'],
      [{ customer_email: 'no-es-un-correo' }, 'customer_email'],
      [{ redirect_url: 'javascript:alert(1)' }, 'redirect_url'],
      [{ payment_method: { type: 'BANCOLOMBIA_QR' } }, 'payment_method.type'],
      [{ payment_method: { type: 'NEQUI' } }, 'payment_method.phone_number'],
      [
        { payment_method: { type: 'PSE', user_type: 0, financial_institution_code: '9', payment_description: 'SOAT' } },
        'payment_method.financial_institution_code',
      ],
      [
        { payment_method: { type: 'PSE', user_type: 2, financial_institution_code: '1', payment_description: 'SOAT' } },
        'payment_method.user_type',
      ],
      [
        { payment_method: { type: 'PSE', user_type: 0, financial_institution_code: '1' } },
        'payment_method.payment_description',
      ],
    ];
    for (const [changes, field] of cases) {
      const response = await postTransaction(app, await transactionBody(app, changes));
      assert.equal(response.statusCode, 422, field);
      const { messages } = response.json().error;
      assert.deepEqual(Object.keys(messages), [field], JSON.stringify(messages));
      assert.match(messages[field][0], /[a-záéíóúñ]/, field);
    }
    const notAnObject = await postTransaction(app, [1, 2]);
    assert.equal(notAnObject.statusCode, 422);
  });

  it('refuses a reference used before, keeping the first transaction as it was', async (t) => {
    const app = await build(t);
    const body = await transactionBody(app);
    const first = await postTransaction(app, body);
    assert.equal(first.statusCode, 201);
    const again = await postTransaction(app, body);
    assert.equal(again.statusCode, 422);
    assert.deepEqual(Object.keys(again.json().error.messages), ['reference']);
    assert.equal((await getTransaction(app, first.json().data.id)).json().data.amount_in_cents, body.amount_in_cents);
  });

  it('shows a PSE transaction with its bank and the bank page as its payment URL', async (t) => {
    const app = await build(t);
    const data = await createSandboxTransaction(app, { pse: '2', userType: 1 });
    assert.equal(data.payment_method_type, 'PSE');
    assert.equal(data.payment_method.financial_institution_code, '2');
    assert.equal(data.payment_method.user_type, 1);
    assert.equal(data.payment_method.extra.async_payment_url, data.checkout_url);
  });

  it('is not mounted when the sandbox is off', async (t) => {
    const app = await build(t, { payments: { ...testConfig().payments, sandbox: false } });
    const response = await app.inject({
      method: 'GET',
      url: `${sandboxPath}/v1/merchants/${app.config.payments.publicKey}`,
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Recurso no encontrado.');
  });
});
