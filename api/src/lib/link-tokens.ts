import { hkdfSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { tokenAudience, tokenIssuer } from './signed-tokens.js';

// Tokens of the links the API emails that name something of the customer's (the address a reminder
// goes to, the policy a renewal renews): encrypted, never only signed, so the link carries nothing
// readable (issue 41). A JWE in compact form (RFC 7516, `dir` with A256GCM, by `jose`): its header
// says only how it is encrypted; what it names and until when is in the ciphertext, which also
// authenticates it (a token changed by one character does not open). The key is derived from
// JWT_SECRET (HKDF-SHA256, a purpose of its own), so it needs no configuration, every instance
// shares it, and it is never the key the sessions are signed with.

const ALGORITHM = 'dir';
const ENCRYPTION = 'A256GCM';
const keys = new WeakMap<FastifyInstance, Uint8Array>();

function keyOf(app: FastifyInstance): Uint8Array {
  let key = keys.get(app);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', app.config.jwtSecret, '', 'portal-soat: enlaces cifrados de correo', 32));
    keys.set(app, key);
  }
  return key;
}

/** An encrypted token of `type` naming `subject`, good until `expiresAt` (Unix seconds). */
export function sealLinkToken(app: FastifyInstance, type: string, subject: string, expiresAt: number): Promise<string> {
  return new EncryptJWT({ typ: type })
    .setProtectedHeader({ alg: ALGORITHM, enc: ENCRYPTION })
    .setSubject(subject)
    .setIssuer(tokenIssuer)
    .setAudience(tokenAudience)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .encrypt(keyOf(app));
}

/** The subject of a token of `type` this API encrypted and that is still good; null for anything else. */
export async function openLinkToken(app: FastifyInstance, type: string, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const { payload } = await jwtDecrypt(token, keyOf(app), {
      keyManagementAlgorithms: [ALGORITHM],
      contentEncryptionAlgorithms: [ENCRYPTION],
      issuer: tokenIssuer,
      audience: tokenAudience,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return payload.typ === type && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
