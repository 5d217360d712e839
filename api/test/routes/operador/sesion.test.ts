import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { operatorAudit, operators } from '../../../src/db/schema.js';
import { build, relaxedRateLimits } from '../../helper.js';
import { decodePayload } from '../../jwt.js';
import { bearer, createOperator, operatorApi, secondFactor, startSignIn, totpCode } from './operator-fixtures.js';

// Signing in as an operator (ADR 044): the password, then the second factor; the first sign-in enrols it.

const secretOf = (otpauthUri: string) => new URL(otpauthUri).searchParams.get('secret')!;

describe('Operator sign-in', () => {
  it('enrols the second factor on the first sign-in, gives 10 recovery codes once, then asks for a code', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const { operator, password } = await createOperator(app, { role: 'supervisor', enrolled: false });

    const first = await startSignIn(app, operator.email.toUpperCase(), password);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['cache-control'], 'no-store');
    const challenge = first.json();
    assert.equal(challenge.etapa, 'enrolar');
    assert.match(challenge.enrolamiento.otpauthUri, /^otpauth:\/\/totp\//);
    assert.match(challenge.enrolamiento.qrSvg, /^<svg[\s\S]*<\/svg>\s*$/);
    assert.equal(challenge.enrolamiento.secreto, secretOf(challenge.enrolamiento.otpauthUri));
    const secret = challenge.enrolamiento.secreto as string;

    // not enrolled yet: no session, the operator routes refuse the challenge
    const early = await app.inject({ method: 'GET', url: `${operatorApi}/sesion`, headers: bearer(challenge.desafio) });
    assert.equal(early.statusCode, 401);

    const firstCode = totpCode(secret);
    const confirmed = await secondFactor(app, challenge.desafio, firstCode);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const session = confirmed.json();
    assert.equal(session.expiraEn, 900);
    assert.deepEqual(session.operador, {
      id: operator.id,
      nombre: operator.name,
      correoElectronico: operator.email,
      rol: 'supervisor',
    });
    assert.equal(session.codigosRecuperacion.length, 10);
    assert.equal(new Set(session.codigosRecuperacion).size, 10);
    for (const code of session.codigosRecuperacion) assert.match(code, /^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const claims = decodePayload(session.accessToken);
    assert.equal(claims.aud, 'operador');
    assert.equal((claims.exp as number) - (claims.iat as number), 900);

    const me = await app.inject({ method: 'GET', url: `${operatorApi}/sesion`, headers: bearer(session.accessToken) });
    assert.equal(me.statusCode, 200, me.body);
    assert.deepEqual(me.json(), { operador: session.operador });

    // the next sign-in asks for a code (no enrolment), and the code already used is refused
    const second = await startSignIn(app, operator.email, password);
    assert.deepEqual(Object.keys(second.json()).sort(), ['desafio', 'etapa']);
    assert.equal(second.json().etapa, 'codigo');
    const replayed = await secondFactor(app, second.json().desafio, firstCode);
    assert.equal(replayed.statusCode, 401);
    const next = await secondFactor(app, second.json().desafio, totpCode(secret, 1));
    assert.equal(next.statusCode, 200, next.body);
    assert.equal(next.json().codigosRecuperacion, undefined);

    const [stored] = await app.db.select().from(operators).where(eq(operators.id, operator.id));
    assert.equal(stored!.totpConfirmed, true);
    assert.equal(stored!.recoveryCodeHashes.length, 10);
    assert.ok(!stored!.recoveryCodeHashes.includes(session.codigosRecuperacion[0]), 'only hashes are kept');
  });

  it('takes each recovery code once', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const { operator, password } = await createOperator(app, { enrolled: false });
    const first = (await startSignIn(app, operator.email, password)).json();
    const enrolled = await secondFactor(app, first.desafio, totpCode(first.enrolamiento.secreto));
    const [code, other] = enrolled.json().codigosRecuperacion as string[];

    const { desafio } = (await startSignIn(app, operator.email, password)).json();
    const withCode = await secondFactor(app, desafio, code!.toLowerCase());
    assert.equal(withCode.statusCode, 200, withCode.body);
    const again = await secondFactor(app, (await startSignIn(app, operator.email, password)).json().desafio, code!);
    assert.equal(again.statusCode, 401);
    assert.match(again.json().message, /no es válido o ya se usó/);
    const withOther = await secondFactor(
      app,
      (await startSignIn(app, operator.email, password)).json().desafio,
      other!,
    );
    assert.equal(withOther.statusCode, 200, withOther.body);
    const [stored] = await app.db.select().from(operators).where(eq(operators.id, operator.id));
    assert.equal(stored!.recoveryCodeHashes.length, 8);
  });

  it('answers a wrong email, a wrong password and a disabled operator alike, and audits each', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const { operator, password } = await createOperator(app);
    const unknown = await startSignIn(app, 'nadie-aqui@example.co', password);
    const wrong = await startSignIn(app, operator.email, 'otra-clave-cualquiera');
    await app.operatorsRepository.setActive(operator.id, false, { operatorId: null, email: 'prueba' });
    const disabled = await startSignIn(app, operator.email, password);
    for (const response of [unknown, wrong, disabled]) {
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Correo o clave incorrectos.' });
    }
    const failures = await app.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'sesion.fallida'));
    const mine = failures.filter((entry) => entry.operatorId === operator.id).map((entry) => entry.reason);
    assert.deepEqual(mine.sort(), ['clave incorrecta', 'operador desactivado']);
    assert.ok(failures.some((entry) => entry.operatorEmail === 'nadie-aqui@example.co' && entry.operatorId === null));
    const bad = await app.inject({ method: 'POST', url: `${operatorApi}/sesion`, payload: { correoElectronico: '' } });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().errores.length > 0);
    const badCode = await secondFactor(app, 'x', '12');
    assert.equal(badCode.statusCode, 400);
  });

  it('locks the operator after 10 failures of the password or the code (429 with Retry-After), even with the right password', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const { operator, password, secret } = await createOperator(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      assert.equal((await startSignIn(app, operator.email, 'clave-equivocada-123')).statusCode, 401);
    }
    const { desafio } = (await startSignIn(app, operator.email, password)).json();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      assert.equal((await secondFactor(app, desafio, '000000')).statusCode, 401);
    }
    const locked = await startSignIn(app, operator.email, password);
    assert.equal(locked.statusCode, 429);
    assert.match(locked.json().message, /demasiados intentos fallidos/);
    assert.ok(Number(locked.headers['retry-after']) > 800);
    const code = await secondFactor(app, desafio, totpCode(secret));
    assert.equal(code.statusCode, 429);

    // an administrator re-enabling the operator lifts the lock
    await app.operatorsRepository.setActive(operator.id, true, { operatorId: null, email: 'prueba' });
    assert.equal((await startSignIn(app, operator.email, password)).statusCode, 200);
  });

  it('blocks an email no operator has after 10 failures, like an operator’s', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const email = `desconocido-${Date.now()}@example.co`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      assert.equal((await startSignIn(app, email, 'cualquier-clave')).statusCode, 401);
    }
    const blocked = await startSignIn(app, email, 'cualquier-clave');
    assert.equal(blocked.statusCode, 429);
    assert.ok(blocked.headers['retry-after']);
  });
});
