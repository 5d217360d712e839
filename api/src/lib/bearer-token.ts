import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema.js';

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(header);
  return match?.[1];
}

/**
 * The account a request's access token belongs to: undefined without a header, 'invalid' for a token
 * that is forged, expired, past the session's absolute limit or from before a password reset (the
 * same checks as renewing it: routes/seguridad/auth/inicio-sesion-con-token.ts).
 */
export async function signedInAccount(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<User | 'invalid' | undefined> {
  if (request.headers.authorization === undefined) return undefined;
  const token = bearerToken(request);
  const claims = token ? app.tokenService.verifyAccessToken(token) : undefined;
  if (!claims || app.tokenService.isPastSessionLimit(claims)) return 'invalid';
  const user = await app.usersRepository.findById(claims.sub);
  return user && claims.sv === user.sessionVersion ? user : 'invalid';
}
