import { Value } from 'typebox/value';
import { EnvSchema, type Env } from '../config-schema.js';
import { estimatedEntropyBits, minimumSecretBits } from './jwt-secret.js';
import { parseRatingIntegrators } from './rating-integrators.js';

/** Checks the environment against the schema and production's rules; throws one error listing every problem. */
export function parseEnv(rawEnv: NodeJS.ProcessEnv): Env {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most dotenv tools.
  const present = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => rawEnv[key] !== undefined && rawEnv[key] !== '')
      .map((key) => [key, rawEnv[key]]),
  );
  const candidate = Value.Convert(EnvSchema, Value.Default(EnvSchema, present));
  const problems = new Map<string, string>();
  if (!Value.Check(EnvSchema, candidate)) {
    for (const error of Value.Errors(EnvSchema, candidate)) {
      const name = error.instancePath.slice(1) || 'environment';
      if (!problems.has(name)) problems.set(name, error.message);
    }
  }
  const env = candidate as Env;
  if (env.RATING_INTEGRATORS && !problems.has('RATING_INTEGRATORS')) {
    try {
      parseRatingIntegrators(env.RATING_INTEGRATORS);
    } catch (error) {
      problems.set('RATING_INTEGRATORS', (error as Error).message);
    }
  }
  if (env.NODE_ENV === 'production') {
    if (!env.JWT_SECRET) problems.set('JWT_SECRET', 'is required when NODE_ENV=production (at least 32 characters)');
    else if (!problems.has('JWT_SECRET') && estimatedEntropyBits(env.JWT_SECRET) < minimumSecretBits) {
      problems.set(
        'JWT_SECRET',
        `is too predictable: use at least ${minimumSecretBits} bits of randomness (e.g. openssl rand -base64 48)`,
      );
    }
    if (!env.SMTP_URL) problems.set('SMTP_URL', 'is required when NODE_ENV=production: emails must be delivered');
    if (!env.OPERATOR_API_KEY_SHA256) {
      problems.set(
        'OPERATOR_API_KEY_SHA256',
        'is required when NODE_ENV=production: PSE refunds are made by operators',
      );
    }
    if (env.DEV_OUTBOX === 'true')
      problems.set('DEV_OUTBOX', 'cannot be true when NODE_ENV=production (it exposes every email)');
    const paymentVariables = [
      'PAYMENT_GATEWAY_URL',
      'PAYMENT_PUBLIC_KEY',
      'PAYMENT_PRIVATE_KEY',
      'PAYMENT_INTEGRITY_SECRET',
      'PAYMENT_EVENTS_SECRET',
    ] as const;
    for (const name of paymentVariables) {
      if (!env[name]) problems.set(name, 'is required when NODE_ENV=production: the real gateway account');
    }
    if (!env.POLICY_INSURER)
      problems.set('POLICY_INSURER', 'is required when NODE_ENV=production: the insurer named on every policy');
    for (const name of ['RUNT_URL', 'RUNT_API_KEY'] as const) {
      if (!env[name]) problems.set(name, 'is required when NODE_ENV=production: the real RUNT reader');
    }
    if (env.RUNT_SANDBOX === 'true')
      problems.set('RUNT_SANDBOX', 'cannot be true when NODE_ENV=production (it answers with made-up vehicles)');
    if (env.PAYMENT_SANDBOX === 'true')
      problems.set('PAYMENT_SANDBOX', 'cannot be true when NODE_ENV=production (it approves test cards)');
  }
  if (problems.size > 0) {
    const lines = [...problems].map(([name, message]) => `  - ${name}: ${message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return env;
}
