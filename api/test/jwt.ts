import { createHmac } from 'node:crypto';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Builds a JWT by hand, so tests can forge what the API must refuse (alg none, HS512, …). */
export function craftToken(claims: object, options: { secret: string; alg?: 'HS256' | 'HS512' | 'none' }): string {
  const alg = options.alg ?? 'HS256';
  const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}`;
  if (alg === 'none') return `${unsigned}.`;
  const digest = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${unsigned}.${createHmac(digest, options.secret).update(unsigned).digest('base64url')}`;
}

export function decodePayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function decodeHeader(token: string): Record<string, unknown> {
  const [header = ''] = token.split('.');
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
