import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { tokenAudience, tokenIssuer } from '../../../src/lib/signed-tokens.js';
import { accessTokenFor, createAccount } from '../../factories.js';
import { build, relaxedRateLimits, testJwtSecret, testOperatorKey } from '../../helper.js';
import { craftToken, nowSeconds } from '../../jwt.js';
import {
  bearer,
  createOperator,
  operatorApi,
  operatorToken,
  secondFactor,
  startSignIn,
  totpCode,
} from './operator-fixtures.js';

// Who may call each operator route (ADR 044): every route × every kind of caller → the status it gets.

const callers = [
  'agente',
  'supervisor',
  'administrador',
  'sin sesión',
  'cliente',
  'operador vencido',
  'clave de máquina',
  'desafío sin segundo factor',
] as const;
type Caller = (typeof callers)[number];

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH';
  url: () => string;
  body?: () => object;
  /** The status of each caller, in the order of `callers`. */
  expected: readonly number[];
}

// operators: 200 (or the route's own answer), and 401 for whoever is not an operator with a session
const anyOperator = (ok: number, key = 403) => [ok, ok, ok, 401, 401, 401, key, 401];

const routes: RouteCase[] = [
  { method: 'GET', url: () => '/sesion', expected: anyOperator(200) },
  { method: 'GET', url: () => '/resumen', expected: anyOperator(200) },
  { method: 'GET', url: () => '/tareas', expected: anyOperator(200) },
  {
    method: 'POST',
    url: () => `/tareas/${randomUUID()}/resolver`,
    body: () => ({ resolucion: 'Consignación 1' }),
    expected: anyOperator(404),
  },
  { method: 'GET', url: () => '/reportes-runt', expected: anyOperator(200) },
  {
    method: 'POST',
    url: () => '/reportes-runt/reintentar',
    body: () => ({ idReporte: randomUUID() }),
    expected: anyOperator(200, 200),
  },
  { method: 'GET', url: () => '/facturas', expected: anyOperator(200) },
  { method: 'POST', url: () => `/facturas/${randomUUID()}/reenviar`, expected: anyOperator(200, 200) },
  { method: 'GET', url: () => '/correos-fallidos', expected: anyOperator(200) },
  { method: 'GET', url: () => '/pagos-pendientes', expected: anyOperator(200) },
  { method: 'GET', url: () => '/calificaciones', expected: anyOperator(200) },
  { method: 'GET', url: () => '/operaciones', expected: anyOperator(200) },
  { method: 'GET', url: () => '/operadores', expected: [403, 403, 200, 401, 401, 401, 403, 401] },
  {
    method: 'POST',
    url: () => '/operadores',
    body: () => ({
      nombre: 'Nuevo Operador',
      correoElectronico: `nuevo-${randomUUID()}@example.co`,
      rol: 'agente',
      clave: 'una-clave-inicial-larga',
    }),
    expected: [403, 403, 201, 401, 401, 401, 403, 401],
  },
  {
    method: 'PATCH',
    url: () => `/operadores/${randomUUID()}`,
    body: () => ({ activo: true }),
    expected: [403, 403, 404, 401, 401, 401, 403, 401],
  },
  { method: 'GET', url: () => '/auditoria', expected: [403, 200, 200, 401, 401, 401, 403, 401] },
  { method: 'GET', url: () => '/auditoria?formato=csv', expected: [403, 200, 200, 401, 401, 401, 403, 401] },
  { method: 'GET', url: () => '/compras?q=ABC123', expected: anyOperator(200) },
  { method: 'GET', url: () => `/compras/${randomUUID()}/historia`, expected: anyOperator(404) },
  {
    method: 'POST',
    url: () => `/compras/${randomUUID()}/datos-completos`,
    body: () => ({ motivo: 'El cliente llamó a preguntar' }),
    expected: anyOperator(404),
  },
  { method: 'POST', url: () => `/compras/${randomUUID()}/reenviar-certificado`, expected: anyOperator(404) },
  {
    method: 'POST',
    url: () => `/compras/${randomUUID()}/correo`,
    body: () => ({ correoElectronico: 'nuevo@example.co', motivo: 'El cliente escribió mal su correo' }),
    expected: anyOperator(404),
  },
];

async function credentialsOf(app: FastifyInstance): Promise<Record<Caller, Record<string, string>>> {
  const customer = await createAccount(app);
  const { operator: admin, password, secret } = await createOperator(app, { role: 'administrador' });
  const expired = craftToken(
    {
      sub: admin.id,
      typ: 'operador-sesion',
      rol: 'administrador',
      aud: 'operador',
      iss: tokenIssuer,
      iat: nowSeconds() - 1000,
      exp: nowSeconds() - 100,
    },
    { secret: testJwtSecret },
  );
  // the password was right, the second factor wrong: the challenge is all the caller has
  const started = await startSignIn(app, admin.email, password);
  assert.equal(started.statusCode, 200, started.body);
  const { desafio } = started.json() as { desafio: string };
  const wrongCode = totpCode(secret, 5);
  const refused = await secondFactor(app, desafio, wrongCode);
  assert.equal(refused.statusCode, 401, refused.body);
  return {
    agente: bearer(await operatorToken(app, 'agente')),
    supervisor: bearer(await operatorToken(app, 'supervisor')),
    administrador: bearer(await operatorToken(app, 'administrador')),
    'sin sesión': {},
    cliente: bearer(await accessTokenFor(app, customer)),
    'operador vencido': bearer(expired),
    'clave de máquina': { 'x-api-key': testOperatorKey },
    'desafío sin segundo factor': bearer(desafio),
  };
}

describe('Operator routes: who may call each', () => {
  it('answers every route × caller with its status, in Spanish and never a 5xx', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const credentials = await credentialsOf(app);
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const [index, caller] of callers.entries()) {
        const response = await app.inject({
          method: route.method,
          url: `${operatorApi}${route.url()}`,
          headers: credentials[caller],
          ...(route.body ? { payload: route.body() } : {}),
        });
        const expected = route.expected[index];
        if (response.statusCode !== expected) {
          mismatches.push(
            `${route.method} ${route.url()} as ${caller}: ${response.statusCode} ≠ ${expected} ${response.body}`,
          );
        }
        if (response.statusCode >= 400) {
          assert.match((response.json() as { message: string }).message, /[a-záéíóúñ]/i, `${route.method} ${caller}`);
        }
      }
    }
    assert.deepEqual(mismatches, []);
  });

  it('refuses an operator’s token on the customers’ routes, even one that also names their audience', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const customer = await createAccount(app);
    const customerToken = await accessTokenFor(app, customer);
    const mine = await app.inject({ method: 'GET', url: '/soat/api/v1/mis-polizas', headers: bearer(customerToken) });
    assert.equal(mine.statusCode, 200, mine.body);

    const operatorSession = await operatorToken(app, 'administrador');
    const refused = await app.inject({
      method: 'GET',
      url: '/soat/api/v1/mis-polizas',
      headers: bearer(operatorSession),
    });
    assert.equal(refused.statusCode, 401);
    const renewed = await app.inject({
      method: 'POST',
      url: '/seguridad/api/v1/auth/inicio-sesion-con-token',
      payload: { accessToken: operatorSession },
    });
    assert.equal(renewed.statusCode, 401);

    // a token shaped like a customer's session that also names the operators' audience: still refused
    const user = await app.usersRepository.findByEmail(customer.correoElectronico.toLowerCase());
    const now = nowSeconds();
    const both = craftToken(
      {
        sub: user!.id,
        typ: 'access',
        aud: [tokenAudience, 'operador'],
        iss: tokenIssuer,
        auth_time: now,
        sv: user!.sessionVersion,
        iat: now,
        exp: now + 600,
      },
      { secret: testJwtSecret },
    );
    const mixed = await app.inject({ method: 'GET', url: '/soat/api/v1/mis-polizas', headers: bearer(both) });
    assert.equal(mixed.statusCode, 401);
  });

  it('stops a disabled operator’s session at once', async (t) => {
    const app = await build(t, { rateLimits: relaxedRateLimits });
    const { operator } = await createOperator(app, { role: 'supervisor' });
    const session = bearer(app.operatorSessions.issueSession(operator));
    const before = await app.inject({ method: 'GET', url: `${operatorApi}/auditoria`, headers: session });
    assert.equal(before.statusCode, 200);
    const admin = bearer(await operatorToken(app, 'administrador'));
    const disabled = await app.inject({
      method: 'PATCH',
      url: `${operatorApi}/operadores/${operator.id}`,
      headers: admin,
      payload: { activo: false },
    });
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.equal(disabled.json().operador.activo, false);
    const after = await app.inject({ method: 'GET', url: `${operatorApi}/sesion`, headers: session });
    assert.equal(after.statusCode, 401);
  });
});
