import { isWebOrigin } from '@soat/shared/rules/web-origin';
import { developmentIntegratorKey, sha256Hex, weakKeyProblem } from './development-values.js';

/** A partner site allowed to mint rating tokens and to call the rating endpoints from its pages (ADR 012). */
export interface RatingIntegrator {
  /** Stored with each token it mints (`integrador`). */
  id: string;
  /** The SHA-256 of its key, lower-case hex: the key itself is read from the configuration, never kept. */
  keySha256: string;
  /** Origins whose pages may call the rating endpoints a browser uses (never `tokens`). */
  origins: string[];
}

const integratorIdPattern = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const maximumKeyLength = 512;

/**
 * RATING_INTEGRATORS as configured (a secret): a JSON array of `{ id, clave, origenes }`. Only each key's
 * SHA-256 is kept. In production a key must be strong (development-values.ts): it is configured, not its
 * hash, so that its strength can be checked at start. Throws an error saying what is wrong (never quoting
 * a key).
 */
export function parseRatingIntegrators(value: string, { production = false } = {}): RatingIntegrator[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('is not valid JSON: expected [{ "id", "clave", "origenes": [...] }, ...]');
  }
  if (!Array.isArray(parsed)) throw new Error('must be a JSON array of { "id", "clave", "origenes" }');
  const ids = new Set<string>();
  const keys = new Set<string>();
  return parsed.map((entry: unknown, index) => {
    const where = `entry ${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new Error(`${where} is not an object`);
    const { id, clave, origenes, ...rest } = entry as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length > 0) throw new Error(`${where} has unknown fields: ${unknown.join(', ')}`);
    if (typeof id !== 'string' || !integratorIdPattern.test(id)) {
      throw new Error(`${where}: "id" must be 1 to 40 lower-case letters, digits, "-" or "_"`);
    }
    if (ids.has(id)) throw new Error(`${where}: the id "${id}" is repeated`);
    ids.add(id);
    if (typeof clave !== 'string' || clave.trim() === '' || clave.length > maximumKeyLength) {
      throw new Error(`${where} (${id}): "clave" must be the integrator's key, 1 to ${maximumKeyLength} characters`);
    }
    const weak = production ? weakKeyProblem(clave, developmentIntegratorKey) : null;
    if (weak) throw new Error(`${where} (${id}): "clave" ${weak}`);
    const keySha256 = sha256Hex(clave);
    if (keys.has(keySha256)) throw new Error(`${where} (${id}): two integrators have the same key`);
    keys.add(keySha256);
    if (!Array.isArray(origenes) || !origenes.every(isWebOrigin)) {
      throw new Error(
        `${where} (${id}): "origenes" must be a list of origins such as "https://tienda.example.co" (scheme, host and port only; never "*" or "null")`,
      );
    }
    return { id, keySha256, origins: [...new Set(origenes)] };
  });
}
