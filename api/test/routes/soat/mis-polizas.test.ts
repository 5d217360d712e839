import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { invalidSessionMessage, signInRequiredMessage } from '../../../src/routes/soat/mis-polizas.js';
import { accessTokenFor, createAccount } from '../../factories.js';
import { build, testJwtSecret } from '../../helper.js';
import { craftToken, decodePayload, nowSeconds } from '../../jwt.js';
import { insertPolicy, insertPurchaseRequest, uniqueCarPlate } from './policy-factory.js';

const url = '/soat/api/v1/mis-polizas';
const today = todayInColombia();

type App = Awaited<ReturnType<typeof build>>;
const myPolicies = (app: App, token?: string) =>
  app.inject({ method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

async function signedInAccount(app: App) {
  const account = await createAccount(app);
  const token = await accessTokenFor(app, account);
  return { account, token, userId: decodePayload(token).sub as string };
}

describe('GET /soat/api/v1/mis-polizas', () => {
  it('lists the policies and requests bought while signed in to that account, and nobody else’s', async (t) => {
    const app = await build(t);
    const { token, userId } = await signedInAccount(app);
    const other = await signedInAccount(app);
    const issued = await insertPolicy(app, {
      plate: uniqueCarPlate(),
      userId,
      startsOn: today,
      endsOn: addDays(today, 364),
    });
    const pending = await insertPurchaseRequest(app, {
      plate: uniqueCarPlate(),
      userId,
      startsOn: today,
      endsOn: addDays(today, 364),
    });
    // bought signed out, and bought by another account: not listed
    await insertPolicy(app, { plate: uniqueCarPlate(), startsOn: today, endsOn: addDays(today, 364) });
    await insertPolicy(app, {
      plate: uniqueCarPlate(),
      userId: other.userId,
      startsOn: today,
      endsOn: addDays(today, 364),
    });

    const response = await myPolicies(app, token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(
      body.polizas.map((policy: { numeroPoliza: string }) => policy.numeroPoliza),
      [issued.policy.number],
    );
    const [policy] = body.polizas;
    assert.equal(policy.estado, 'vigente');
    assert.equal(policy.idSolicitudSoat, issued.request.id);
    assert.equal(policy.placa, issued.policy.plate);
    // the account proved it bought it: the holder in full, as the certificate prints it
    assert.deepEqual(policy.tomador, {
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      nombres: 'Ana María',
      apellidos: 'Gómez Restrepo',
      direccion: 'Calle 1 # 2-3',
      ciudad: 'Bogotá',
      celular: '3001234567',
    });
    assert.deepEqual(
      body.solicitudes.map((request: { idSolicitudSoat: string; estado: string }) => [
        request.idSolicitudSoat,
        request.estado,
      ]),
      [
        [pending.id, 'pendiente-pago'],
        [issued.request.id, 'emitida'],
      ],
    );
    const [waiting, paid] = body.solicitudes;
    assert.equal(waiting.pago, null);
    assert.equal(waiting.poliza, null);
    assert.equal(waiting.tomador.correoElectronico, 'a***@example.com');
    assert.equal(paid.pago.estado, 'APROBADO');
    assert.equal(paid.poliza.numeroPoliza, issued.policy.number);
    // a request's copy is the one its id shows to anybody: masked there as on its own page
    assert.deepEqual(
      [paid.poliza.tomador.numeroDocumento, paid.poliza.tomador.direccion, paid.poliza.tomador.celular],
      ['10******50', 'Calle ***', '300****567'],
    );

    const othersView = (await myPolicies(app, other.token)).json();
    assert.equal(othersView.polizas.length, 1);
    assert.notEqual(othersView.polizas[0].numeroPoliza, issued.policy.number);
  });

  it('answers an account without purchases with empty lists', async (t) => {
    const app = await build(t);
    const { token } = await signedInAccount(app);
    assert.deepEqual((await myPolicies(app, token)).json(), { polizas: [], solicitudes: [] });
  });

  it('asks for a session without a token, and refuses a forged, expired or malformed one', async (t) => {
    const app = await build(t);
    const missing = await myPolicies(app);
    assert.equal(missing.statusCode, 401);
    assert.deepEqual(missing.json(), { message: signInRequiredMessage });

    const { token, userId } = await signedInAccount(app);
    const claims = decodePayload(token);
    const expired = craftToken(
      { ...claims, iat: nowSeconds() - 1000, exp: nowSeconds() - 10 },
      { secret: testJwtSecret },
    );
    const forged = craftToken(claims, { secret: 'another-secret-with-at-least-32-chars!!' });
    const unsigned = craftToken(claims, { secret: testJwtSecret, alg: 'none' });
    const notAUser = craftToken({ ...claims, sub: 'not-a-uuid' }, { secret: testJwtSecret });
    assert.ok(userId);
    for (const bad of [expired, forged, unsigned, notAUser, 'abc', '']) {
      const response = await myPolicies(app, bad);
      assert.equal(response.statusCode, 401, bad);
      assert.deepEqual(response.json(), { message: invalidSessionMessage });
    }
    const basic = await app.inject({ method: 'GET', url, headers: { authorization: `Basic ${token}` } });
    assert.equal(basic.statusCode, 401);
  });
});
