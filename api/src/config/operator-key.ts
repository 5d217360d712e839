import { createHash } from 'node:crypto';

/** The operators' key outside production (OPERATOR_API_KEY_SHA256 unset): never secret, never in production. */
export const developmentOperatorKey = 'clave-desarrollo-operador';
export const developmentOperatorKeySha256 = createHash('sha256').update(developmentOperatorKey, 'utf8').digest('hex');
