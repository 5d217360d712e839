import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayEvent } from './gateway-types.js';
import { isObject, toTransaction, type Json } from './wompi-payloads.js';

// The signatures Wompi's integration uses (docs/payment-gateway.md, ADR 036): a transaction's integrity
// signature, and the checksum that lets the API trust an event it receives.

/** Properties an event must sign: everything the API acts on. The reference is never trusted from an event. */
const requiredSignedProperties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
const allowedClockSkewSeconds = 300;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Wompi's integrity signature of a transaction: SHA256(reference + amount_in_cents + currency + secret), with
 * the `expiration_time` before the secret when the transaction has one (as integrators sign it, ADR 010).
 */
export function integritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  secret: string,
  expirationTime?: string,
) {
  return sha256(`${reference}${amountInCents}${currency}${expirationTime ?? ''}${secret}`);
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A value of `data` by its dotted path (`transaction.id`), as Wompi resolves signature properties. */
function valueAt(data: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), data);
}

/**
 * The event when its checksum (body and `X-Event-Checksum`) is right, signed with the keys' environment and
 * not older than `maxAgeSeconds`; null otherwise. Never throws.
 */
export function verifyGatewayEvent(
  body: unknown,
  checksumHeader: string | undefined,
  { eventsSecret, publicKey, maxAgeSeconds }: { eventsSecret: string; publicKey: string; maxAgeSeconds: number },
): GatewayEvent | null {
  if (!isObject(body) || !isObject(body.data) || !isObject(body.signature)) return null;
  const { event, environment, timestamp } = body;
  const { properties, checksum } = body.signature;
  if (typeof event !== 'string' || typeof checksum !== 'string') return null;
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp)) return null;
  if (!Array.isArray(properties) || !properties.every((property) => typeof property === 'string')) return null;
  if (!requiredSignedProperties.every((property) => properties.includes(property))) return null;

  const values = properties.map((property) => valueAt(body.data as Json, property));
  if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) return null;
  const expected = sha256(`${values.join('')}${timestamp}${eventsSecret}`);
  if (!constantTimeEqual(checksum, expected)) return null;
  if (checksumHeader !== undefined && !constantTimeEqual(checksumHeader, expected)) return null;

  // Test keys talk to the test environment, production keys to production: never mixed.
  const expectedEnvironment = publicKey.startsWith('pub_prod_') ? 'prod' : 'test';
  if (environment !== expectedEnvironment) return null;
  // An old event replayed is refused; its timestamp cannot be refreshed without the secret.
  const ageSeconds = Date.now() / 1000 - timestamp;
  if (ageSeconds > maxAgeSeconds || ageSeconds < -allowedClockSkewSeconds) return null;

  const transaction = toTransaction(body.data.transaction);
  if (!transaction) return null;
  return { event, transaction, environment: expectedEnvironment, timestamp };
}
