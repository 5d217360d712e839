import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import type { FastifyInstance } from 'fastify';
import { defaultRateLimits } from '../../../src/config/index.js';
import { signTyped } from '../../../src/lib/signed-tokens.js';
import { renewalLinkMessage } from '../../../src/routes/soat/renovaciones.js';
import { emailsTo, uniqueEmail } from '../../factories.js';
import { build } from '../../helper.js';
import { insertPolicy, uniqueCarPlate } from './policy-factory.js';

// Personal data behind a renewal reminder's links (issue 41, point 5): the renewal answers the holder
// masked until their document is typed (counted with the consult's tries), and no link can be read.

const today = todayInColombia();
const HOLDER = { holderDocumentType: 'CC', holderDocumentNumber: '1020304050' };
// as policy-factory.ts writes every purchase
const MOBILE = '3001234567';
const ADDRESS = 'Calle 1 # 2-3';
const wrongHolderDocumentMessage =
  'Ese no es el documento del tomador de la póliza que renuevas. Revísalo, o escribe tus datos en el paso del tomador.';

/** A policy ending in 20 days, its reminder sent: the email's two links' tokens. */
async function reminded(app: FastifyInstance, plate = uniqueCarPlate()) {
  const email = uniqueEmail('tomador');
  const { policy } = await insertPolicy(app, {
    plate,
    ...HOLDER,
    startsOn: addDays(today, -345),
    endsOn: addDays(today, 20),
    holderEmail: email,
  });
  assert.equal(await app.renewalReminders.runOnce(today, plate), 1);
  await app.emailJobs.runOnce();
  const [reminder] = (await emailsTo(app, email)).filter((sent) => sent.asunto.includes('vence'));
  const link = (pattern: RegExp) => new URL(pattern.exec(reminder!.texto)![0]!);
  return {
    policy,
    email,
    renewal: link(/https:\/\/portal\.example\.co\/cotizar-soat\/comprar-soat\?renovar=\S+/).searchParams.get(
      'renovar',
    )!,
    unsubscribe: link(/https:\/\/portal\.example\.co\/soat\/recordatorios\?baja=\S+/).searchParams.get('baja')!,
  };
}

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/soat/api/v1${url}`, payload, remoteAddress });

/** What every part of a compact token (JWT or JWE) reads as, base64url-decoded. */
const decodedParts = (token: string) =>
  token
    .split('.')
    .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
    .join('\n');

/** Only the header reads (how the token is encrypted); what it names, and until when, does not. */
function assertSealed(token: string) {
  const [header, ...parts] = token.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'));
  assert.deepEqual(JSON.parse(header!), { alg: 'dir', enc: 'A256GCM' });
  for (const part of parts) assert.throws(() => JSON.parse(part), SyntaxError, `a part reads: ${part}`);
}

describe("a renewal reminder's link", () => {
  it("answers the vehicle, the new start day and the holder's name, with the document, email, mobile and address masked", async (t) => {
    const app = await build(t);
    const { policy, email, renewal } = await reminded(app);
    const response = await post(app, '/renovaciones', { token: renewal });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json();
    assert.equal(body.placa, policy.plate);
    assert.equal(body.inicioVigencia, addDays(policy.endsOn, 1));
    assert.deepEqual(body.vehiculo, policy.vehicle);
    assert.deepEqual(body.tomador, {
      tipoDocumento: 'CC',
      numeroDocumento: '10******50',
      nombres: 'Ana María',
      apellidos: 'Gómez Restrepo',
      correoElectronico: 't***@example.com',
      celular: '300****567',
      direccion: 'Calle ***',
    });
    for (const full of [HOLDER.holderDocumentNumber, email, MOBILE, ADDRESS, 'Bogotá']) {
      assert.ok(!response.body.includes(full), `the answer carries ${full}`);
    }
  });

  it('answers the whole holder once their document is typed; another document is refused in Spanish on its field', async (t) => {
    const app = await build(t);
    const { policy, email, renewal } = await reminded(app);
    const check = (fields: object) => post(app, '/renovaciones/tomador', { token: renewal, ...fields });

    const right = await check({
      placa: policy.plate.toLowerCase(),
      tipoDocumento: 'CC',
      numeroDocumento: '1.020.304.050',
    });
    assert.equal(right.statusCode, 200, right.body);
    assert.equal(right.headers['cache-control'], 'no-store');
    assert.deepEqual(right.json().tomador, {
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      nombres: 'Ana María',
      apellidos: 'Gómez Restrepo',
      correoElectronico: email,
      celular: MOBILE,
      direccion: ADDRESS,
      ciudad: 'Bogotá',
    });

    for (const wrong of [
      { tipoDocumento: 'CC', numeroDocumento: '1020304051' },
      { tipoDocumento: 'CE', numeroDocumento: '1020304050' },
    ]) {
      const refused = await check({ placa: policy.plate, ...wrong });
      assert.equal(refused.statusCode, 400, JSON.stringify(wrong));
      assert.deepEqual(refused.json(), {
        message: wrongHolderDocumentMessage,
        errores: [{ campo: 'numeroDocumento', mensaje: wrongHolderDocumentMessage }],
      });
      assert.ok(!refused.body.includes(email));
    }
    // a number no document can be: the rule's message, as everywhere
    const malformed = await check({ placa: policy.plate, tipoDocumento: 'CC', numeroDocumento: '12' });
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(malformed.json().errores, [
      { campo: 'numeroDocumento', mensaje: 'La cédula de ciudadanía debe tener entre 6 y 10 dígitos.' },
    ]);
    // another plate, or a link that is no good: the link's own message
    for (const [fields, token] of [
      [{ placa: uniqueCarPlate(), ...{ tipoDocumento: 'CC', numeroDocumento: '1020304050' } }, renewal],
      [{ placa: policy.plate, tipoDocumento: 'CC', numeroDocumento: '1020304050' }, `${renewal}x`],
    ] as const) {
      const refused = await post(app, '/renovaciones/tomador', { token, ...fields });
      assert.equal(refused.statusCode, 404);
      assert.equal(refused.json().message, renewalLinkMessage);
    }
  });

  it("counts the document's tries with the consult's limits: past them even the right document is a 429", async (t) => {
    const app = await build(t, { rateLimits: { ...defaultRateLimits, consult: { max: 3, timeWindowMs: 60_000 } } });
    const { policy, renewal } = await reminded(app);
    const check = (documentNumber: string, remoteAddress?: string) =>
      post(
        app,
        '/renovaciones/tomador',
        { token: renewal, placa: policy.plate, tipoDocumento: 'CC', numeroDocumento: documentNumber },
        remoteAddress,
      );

    assert.equal((await check('1020304051')).statusCode, 400);
    assert.equal((await check('1020304052')).statusCode, 400);
    // the consult of the same plate counts with them: a document guessed through either counts once
    const consult = await post(app, '/consultas', {
      placa: policy.plate,
      tipoDocumento: 'CC',
      numeroDocumento: '1020304053',
    });
    assert.equal(consult.statusCode, 404);
    const limited = await check('1020304050');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal(limited.json().message, 'Demasiados intentos. Intenta de nuevo en unos minutos.');
    assert.equal(limited.json().tomador, undefined);
    // another address has tries of its own (the plate's limit, for every address together, is higher)
    assert.equal((await check('1020304050', '10.0.0.9')).statusCode, 200);
  });

  it('carries nothing readable: decoded, the token names neither the policy nor its end', async (t) => {
    const app = await build(t);
    const { policy, renewal } = await reminded(app);
    const decoded = decodedParts(renewal);
    assert.ok(!decoded.includes(policy.id), decoded);
    assertSealed(renewal);
    assert.equal((await post(app, '/renovaciones', { token: renewal })).statusCode, 200);
  });
});

describe("a renewal reminder's unsubscribe link", () => {
  it('carries no email: decoded, the token says nothing of the address, and it still unsubscribes it', async (t) => {
    const app = await build(t);
    const { email, unsubscribe } = await reminded(app);
    const decoded = decodedParts(unsubscribe);
    const [local] = email.split('@');
    assert.ok(!decoded.includes(local!), decoded);
    assert.ok(!decoded.includes('example.com'), decoded);
    assertSealed(unsubscribe);
    const response = await post(app, '/recordatorios/bajas', { token: unsubscribe });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().correoElectronico, 't***@example.com');
    assert.equal(await app.renewalReminders.unsubscribed(email), true);
    // changed by one character, it opens nothing
    const forged = `${unsubscribe.slice(0, -2)}${unsubscribe.endsWith('AA') ? 'AB' : 'AA'}`;
    assert.equal((await post(app, '/recordatorios/bajas', { token: forged })).statusCode, 400);
  });

  it('still takes a link emailed before (signed, readable) until it expires', async (t) => {
    const app = await build(t);
    const email = uniqueEmail('antes');
    const inAYear = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;
    const old = signTyped(app, 'baja-recordatorios', email, inAYear);
    const response = await post(app, '/recordatorios/bajas', { token: old });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await app.renewalReminders.unsubscribed(email), true);
    const expired = signTyped(app, 'baja-recordatorios', uniqueEmail('vencido'), Math.floor(Date.now() / 1000) - 60);
    assert.equal((await post(app, '/recordatorios/bajas', { token: expired })).statusCode, 400);
    // nor is a token of another kind taken for it (a renewal's names a policy, not an address)
    const renewal = signTyped(app, 'renovacion', email, inAYear);
    assert.equal((await post(app, '/recordatorios/bajas', { token: renewal })).statusCode, 400);
  });
});
