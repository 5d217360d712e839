import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operators, type Operator, type OperatorRole } from '../../../src/db/schema.js';
import { totpFor } from '../../../src/plugins/app/security/operator-sessions.js';

export const operatorApi = '/operador/api/v1';
export const operatorPassword = 'clave-de-operador-de-prueba-1';

export interface TestOperator {
  operator: Operator;
  password: string;
  /** The TOTP secret (enrolled operators only). */
  secret: string;
}

const base32Secret = () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return Array.from({ length: 32 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
};

/** An operator written straight to the database: enrolled (a confirmed second factor) unless told otherwise. */
export async function createOperator(
  app: FastifyInstance,
  { role = 'agente', enrolled = true }: { role?: OperatorRole; enrolled?: boolean } = {},
): Promise<TestOperator> {
  const email = `operador-${randomUUID()}@example.co`;
  const created = await app.operatorsRepository.create({
    name: `Operador ${role}`,
    email,
    role,
    passwordHash: await app.passwordHasher.hash(operatorPassword),
  });
  assert.ok(created);
  const secret = base32Secret();
  if (!enrolled) return { operator: created, password: operatorPassword, secret: '' };
  const [operator] = await app.db
    .update(operators)
    .set({ totpSecret: secret, totpConfirmed: true })
    .where(eq(operators.id, created.id))
    .returning();
  return { operator: operator!, password: operatorPassword, secret };
}

/** An operator session's token, issued directly (the sign-in itself is tested in sesion.test.ts). */
export async function operatorToken(app: FastifyInstance, role: OperatorRole = 'agente'): Promise<string> {
  const { operator } = await createOperator(app, { role });
  return app.operatorSessions.issueSession(operator);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code the operator's authenticator shows, `steps` periods of 30 s from now. */
export function totpCode(secret: string, steps = 0): string {
  return totpFor('prueba', secret).generate({ timestamp: Date.now() + steps * 30_000 });
}

export function startSignIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: `${operatorApi}/sesion`,
    payload: { correoElectronico: email, clave: password },
  });
}

export function secondFactor(app: FastifyInstance, desafio: string, code: string) {
  return app.inject({
    method: 'POST',
    url: `${operatorApi}/sesion/segundo-factor`,
    payload: { desafio, codigo: code },
  });
}
