import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasOperatorAudience, tokenAudience, tokenIssuer } from '../../../lib/signed-tokens.js';

export interface AccessClaims {
  sub: string;
  typ: 'access';
  aud: string;
  iss: string;
  /** When the person last typed their password (seconds); kept across renewals. */
  auth_time: number;
  /** The account's session version when the token was issued; a password reset raises it. */
  sv: number;
  iat: number;
  exp: number;
}

export interface TokenService {
  issueAccessToken(user: { id: string; sessionVersion: number }, authTime: number): string;
  /** The claims of a valid access token (signature, HS256, aud, iss, exp, typ), else undefined. */
  verifyAccessToken(token: string): AccessClaims | undefined;
  /** Whether the absolute session limit, counted from `auth_time`, has passed. */
  isPastSessionLimit(claims: AccessClaims): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenService: TokenService;
  }
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/** How far ahead of this instance's clock another instance's `iat` may be. */
export const clockToleranceSeconds = 5;

async function tokenServicePlugin(app: FastifyInstance) {
  const { accessTokenTtlSeconds, sessionMaxAgeSeconds } = app.config;
  const service: TokenService = {
    issueAccessToken(user, authTime) {
      const iat = nowInSeconds();
      // A renewed token never outlives the absolute session limit.
      const exp = Math.min(iat + accessTokenTtlSeconds, authTime + sessionMaxAgeSeconds);
      const claims: AccessClaims = {
        sub: user.id,
        typ: 'access',
        aud: tokenAudience,
        iss: tokenIssuer,
        auth_time: authTime,
        sv: user.sessionVersion,
        iat,
        exp,
      };
      return app.jwt.sign(claims);
    },
    verifyAccessToken(token) {
      let claims: Record<string, unknown>;
      try {
        claims = app.jwt.verify<Record<string, unknown>>(token);
      } catch {
        return undefined;
      }
      const { sub, typ, auth_time: authTime, sv, iat, exp } = claims;
      if (typeof sub !== 'string' || typ !== 'access') return undefined;
      // An operator's token is never a customer's session (ADR 044), whatever else it claims.
      if (hasOperatorAudience(claims)) return undefined;
      if (!isInteger(authTime) || !isInteger(sv) || !isInteger(iat) || !isInteger(exp)) return undefined;
      // Issued in the future: a forged or mis-signed token. A few seconds of skew between
      // instances behind a load balancer are tolerated.
      if (iat > nowInSeconds() + clockToleranceSeconds || authTime > iat) return undefined;
      return claims as unknown as AccessClaims;
    },
    isPastSessionLimit(claims) {
      return nowInSeconds() >= claims.auth_time + sessionMaxAgeSeconds;
    },
  };
  app.decorate('tokenService', service);
}

export default fp(tokenServicePlugin, { name: 'token-service', dependencies: ['jwt'] });
