import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { api } from './helper.js';

let sequence = 0;

export function uniqueEmail(prefix = 'persona'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${sequence}@example.com`;
}

export interface SignUpBody {
  nombreCompleto: string;
  tipoDocumento: string;
  numeroDocumento: string;
  correoElectronico: string;
  celular: string;
  clave: string;
  aceptaTerminos: boolean;
}

export function signUpBody(overrides: Partial<Record<keyof SignUpBody, unknown>> = {}): SignUpBody {
  return {
    nombreCompleto: 'Ana María Gómez',
    tipoDocumento: 'CC',
    numeroDocumento: '1020304050',
    correoElectronico: uniqueEmail(),
    celular: '3001234567',
    clave: 'rio-magdalena-azul-77',
    aceptaTerminos: true,
    ...overrides,
  } as SignUpBody;
}

export function postJson(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `${api}${url}`, payload: payload as object, headers });
}

export function putJson(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({ method: 'PUT', url: `${api}${url}`, payload: payload as object });
}

/** Creates an account through the API and returns what was sent. */
export async function createAccount(app: FastifyInstance, overrides: Partial<Record<keyof SignUpBody, unknown>> = {}) {
  const body = signUpBody(overrides);
  const response = await postJson(app, '/usuarios', body);
  assert.equal(response.statusCode, 201, response.body);
  return body;
}

export async function signIn(app: FastifyInstance, user: string, password: string) {
  return postJson(app, '/auth/inicio-sesion', { usuario: user, clave: password });
}

/** Signs in and returns the access token. */
export async function accessTokenFor(app: FastifyInstance, account: SignUpBody): Promise<string> {
  const response = await signIn(app, account.correoElectronico, account.clave);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().accessToken as string;
}

/** The newest emails for a recipient, after the background work that sends them has finished. */
export async function emailsTo(app: FastifyInstance, recipient: string) {
  await app.backgroundTasks.idle();
  const response = await app.inject({
    method: 'GET',
    url: `/desarrollo/correos?para=${encodeURIComponent(recipient)}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().correos as Array<{
    id: string;
    para: string;
    asunto: string;
    texto: string;
    html: string;
    creadoEn: string;
    adjuntos: Array<{ id: string; nombre: string; tipo: string; url: string }>;
  }>;
}

/** Asks for a reset link and returns the token it carries. */
export async function requestResetToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await postJson(app, '/usuarios/restablecer-clave', { correoElectronico: email, frontOffice: true });
  assert.equal(response.statusCode, 200, response.body);
  const [latest] = await emailsTo(app, email);
  const token = latest?.texto.match(/restablecer-clave\?token=([A-Za-z0-9_-]+)/)?.[1];
  assert.ok(token, 'the reset email carries a token');
  return token;
}
