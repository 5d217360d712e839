import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Secret, TOTP } from 'otpauth';
import type { Operator, OperatorRole } from '../../../db/schema.js';
import { operatorAudience, tokenIssuer } from '../../../lib/signed-tokens.js';
import { nowInSeconds } from './token-service.js';

// The operators' sessions (ADR 044): a password, then a TOTP code (or a recovery code), then a 15-minute
// token whose audience is `operador`. The customers' tokens (audience `portal-soat`) are never taken here,
// and these never by the customers' routes (the JWT plugin accepts only `portal-soat` unless told otherwise).

/** An operator session's lifetime, seconds. */
export const operatorSessionSeconds = 15 * 60;
/** How long a challenge (password accepted, second factor awaited) stays good, seconds. */
export const challengeSeconds = 5 * 60;
/** How many recovery codes an enrolment gives. */
export const recoveryCodeCount = 10;

const sessionType = 'operador-sesion';
const challengeType = 'operador-desafio';
const totpIssuer = 'Portal SOAT operadores';
const totpPeriodSeconds = 30;

export interface OperatorSessionClaims {
  sub: string;
  rol: OperatorRole;
}

export interface OperatorSessions {
  issueChallenge(operator: Operator): string;
  /** The operator id of a challenge still good, else undefined. */
  verifyChallenge(token: string): string | undefined;
  issueSession(operator: Operator): string;
  /** The claims of an operator session still good, else undefined. */
  verifySession(token: string): OperatorSessionClaims | undefined;
  /** A new base32 secret and its otpauth URI. */
  newTotpSecret(email: string): { secret: string; uri: string };
  /** The time step a 6-digit code matches (this one, the one before or after), else undefined. */
  matchTotp(secret: string, code: string, now: Date): number | undefined;
  /** Ten new recovery codes (`XXXX-XXXX`) and their hashes. */
  newRecoveryCodes(): { codes: string[]; hashes: string[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorSessions: OperatorSessions;
  }
}

// No 0/O, 1/I/L: codes a person copies from paper.
const recoveryAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The hash a recovery code is kept as: its SHA-256 once normalized (upper case, with its dash). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase(), 'utf8').digest('hex');
}

export const totpFor = (email: string, secret: string) =>
  new TOTP({
    issuer: totpIssuer,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });

export function createOperatorSessions(app: FastifyInstance): OperatorSessions {
  const sign = (type: string, subject: string, seconds: number, claims: Record<string, unknown> = {}) => {
    const iat = nowInSeconds();
    return app.jwt.sign({
      ...claims,
      sub: subject,
      typ: type,
      aud: operatorAudience,
      iss: tokenIssuer,
      iat,
      exp: iat + seconds,
    });
  };
  const verify = (token: string, type: string): Record<string, unknown> | undefined => {
    try {
      const claims = app.jwt.verify<Record<string, unknown>>(token, { allowedAud: operatorAudience });
      return claims.typ === type && typeof claims.sub === 'string' ? claims : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    issueChallenge: (operator) => sign(challengeType, operator.id, challengeSeconds),
    verifyChallenge: (token) => verify(token, challengeType)?.sub as string | undefined,
    issueSession: (operator) => sign(sessionType, operator.id, operatorSessionSeconds, { rol: operator.role }),
    verifySession(token) {
      const claims = verify(token, sessionType);
      return claims ? { sub: claims.sub as string, rol: claims.rol as OperatorRole } : undefined;
    },
    newTotpSecret(email) {
      const secret = new Secret({ size: 20 }).base32;
      return { secret, uri: totpFor(email, secret).toString() };
    },
    matchTotp(secret, code, now) {
      if (!/^\d{6}$/.test(code)) return undefined;
      const delta = totpFor('operador', secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
      if (delta === null) return undefined;
      return Math.floor(now.getTime() / 1000 / totpPeriodSeconds) + delta;
    },
    newRecoveryCodes() {
      const part = () => Array.from({ length: 4 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
      const codes = Array.from({ length: recoveryCodeCount }, () => `${part()}-${part()}`);
      return { codes, hashes: codes.map(recoveryCodeHash) };
    },
  };
}

async function operatorSessionsPlugin(app: FastifyInstance) {
  app.decorate('operatorSessions', createOperatorSessions(app));
}

export default fp(operatorSessionsPlugin, { name: 'operator-sessions', dependencies: ['jwt'] });
