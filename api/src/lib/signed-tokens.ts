import type { FastifyInstance } from 'fastify';

// Tokens the API signs with its key for links and readings it hands out (a RUNT reading, a renewal, an
// unsubscribe), each of a type of its own: one is never taken for another, nor for a session (whose type
// is `access`, token-service.ts).

/** The audience and issuer of every token the API signs; the JWT plugin accepts no other. */
export const tokenAudience = 'portal-soat';
export const tokenIssuer = 'portal-soat-api';
/** The audience of the operators' tokens (ADR 044): never taken for a customer's or a link's token. */
export const operatorAudience = 'operador';

/** Whether a token's claims name the operators' audience. */
export function hasOperatorAudience(claims: Record<string, unknown>): boolean {
  const { aud } = claims;
  return aud === operatorAudience || (Array.isArray(aud) && aud.includes(operatorAudience));
}

/** Signs `claims` as a token of `type` about `subject`, good until `expiresAt` (Unix seconds). */
export function signTyped(
  app: FastifyInstance,
  type: string,
  subject: string,
  expiresAt: number,
  claims: Record<string, unknown> = {},
): string {
  const iat = Math.floor(Date.now() / 1000);
  return app.jwt.sign({
    ...claims,
    sub: subject,
    typ: type,
    aud: tokenAudience,
    iss: tokenIssuer,
    iat,
    exp: expiresAt,
  });
}

/** The claims of a token of `type` this API signed and that is still good; null for anything else. */
export function verifyTyped(
  app: FastifyInstance,
  type: string,
  token: unknown,
): (Record<string, unknown> & { sub: string }) | null {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const claims = app.jwt.verify<Record<string, unknown>>(token);
    return claims.typ === type && typeof claims.sub === 'string' && !hasOperatorAudience(claims)
      ? (claims as Record<string, unknown> & { sub: string })
      : null;
  } catch {
    return null;
  }
}
