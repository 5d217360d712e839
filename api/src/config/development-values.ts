import { createHash } from 'node:crypto';
import { estimatedEntropyBits } from './jwt-secret.js';

// The values a portal outside production runs with: public, written in this repository and its documents, so
// never accepted in production (parse-env.ts refuses each, naming its variable).

/** The operators' key outside production (OPERATOR_API_KEY unset). */
export const developmentOperatorKey = 'clave-desarrollo-operador';
export const developmentOperatorKeySha256 = createHash('sha256').update(developmentOperatorKey, 'utf8').digest('hex');

/** The integrator `npm start` configures when RATING_INTEGRATORS is unset (scripts/start.mjs). */
export const developmentIntegratorKey = 'clave-desarrollo-integrador';

/** The insurer on the policies of a portal outside production (npm start, the tests): plainly a test one. */
export const DEVELOPMENT_POLICY_INSURER = 'Aseguradora Portal SOAT (de pruebas)';
/** Its NIT (a valid check digit, no real company's) and its service line: printed on the test policies. */
export const DEVELOPMENT_POLICY_INSURER_NIT = '900000001-2';
export const DEVELOPMENT_POLICY_INSURER_PHONE = '601 555 0100 (línea de pruebas)';

/** A key a person or a machine sends (X-Api-Key): at least this many characters… */
export const minimumKeyLength = 32;
/**
 * …and at least this much randomness by the cautious estimate the JWT secret is held to (jwt-secret.ts):
 * 32 random hexadecimal digits estimate at 99 bits or more, 32 random base64 characters at 131 or more,
 * while a phrase or a repeated word scores far lower for its length.
 */
export const minimumKeyBits = 96;
const howToMakeOne = `use ${minimumKeyLength} or more random characters (e.g. openssl rand -base64 32)`;

/** Why a key may not be production's (the development one, too short, too predictable), or null. */
export function weakKeyProblem(key: string, developmentKey: string): string | null {
  if (key === developmentKey) return `is the development key (${developmentKey}), which is public: ${howToMakeOne}`;
  if ([...key].length < minimumKeyLength) return `is shorter than ${minimumKeyLength} characters: ${howToMakeOne}`;
  if (estimatedEntropyBits(key) < minimumKeyBits) return `is too predictable: ${howToMakeOne}`;
  return null;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
