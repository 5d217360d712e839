import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// The gateway's side of Wompi's signatures. The merchant's side (plugins/app/payments/payment-gateway.ts)
// computes them on its own, as it would against Wompi: each side is tested against the other.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * What a merchant must send with a transaction: SHA256(reference + amount_in_cents + currency + integrity
 * secret), with the `expiration_time` as sent before the secret when there is one.
 */
export function expectedIntegritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  secret: string,
  expirationTime?: string,
) {
  return sha256(`${reference}${amountInCents}${currency}${expirationTime ?? ''}${secret}`);
}

/** An event's checksum: SHA256(the values of `properties`, in order, + timestamp + events secret). */
export function eventChecksum(values: readonly (string | number)[], timestamp: number, secret: string) {
  return sha256(`${values.join('')}${timestamp}${secret}`);
}

/**
 * The acceptance token of GET /merchants/{public key}: who accepted and when, with an HMAC under the
 * private key, so the gateway can check a token it issued without storing it.
 */
export function acceptanceToken(publicKey: string, issuedAtMs: number, privateKey: string): string {
  const payload = Buffer.from(JSON.stringify({ merchant: publicKey, iat: issuedAtMs })).toString('base64url');
  const mac = createHmac('sha256', privateKey).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

/** Whether a token is one this gateway issued for this merchant less than `maxAgeMs` ago. */
export function isValidAcceptanceToken(token: unknown, publicKey: string, privateKey: string, maxAgeMs: number) {
  if (typeof token !== 'string') return false;
  const [payload = '', mac = ''] = token.split('.');
  if (!sameText(mac, createHmac('sha256', privateKey).update(payload).digest('base64url'))) return false;
  try {
    const { merchant, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return merchant === publicKey && typeof iat === 'number' && Date.now() - iat < maxAgeMs;
  } catch {
    return false;
  }
}
