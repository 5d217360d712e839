import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateRawSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Value } from 'typebox/value';
import { EnvSchema, type Env } from './config-schema.js';
import type { AccountSignInRule } from './plugins/app/sign-in-guard.js';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface RateLimits {
  global: RateLimitRule;
  signIn: RateLimitRule;
  tokenSignIn: RateLimitRule;
  signUp: RateLimitRule;
  resetRequest: RateLimitRule;
  resetConfirm: RateLimitRule;
  outbox: RateLimitRule;
  /** Policy consults, per address and plate: guessing a holder's document takes many tries. */
  consult: RateLimitRule;
  /** Rating tokens minted by integrators (POST /api/calificaciones/tokens), per address: keys are not guessed. */
  ratingTokens: RateLimitRule;
}

/** A partner site allowed to mint rating tokens and to call the rating endpoints from its pages (ADR 012). */
export interface RatingIntegrator {
  /** Stored with each token it mints (`integrador`). */
  id: string;
  /** The SHA-256 of its key, lower-case hex: the configuration never holds the key itself. */
  keySha256: string;
  /** Origins whose pages may call the rating endpoints a browser uses (never `tokens`). */
  origins: string[];
}

/** The payment gateway (ADR 010): Wompi-shaped; the sandbox or a real account, by configuration only. */
export interface PaymentsConfig {
  /** Base URL of the gateway's API, e.g. `https://sandbox.wompi.co/v1` (no trailing slash). */
  gatewayUrl: string;
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** Whether this API mounts the sandbox gateway at /sandbox-pasarela (never in production). */
  sandbox: boolean;
  /** Where the sandbox posts its `transaction.updated` events. */
  sandboxEventsUrl: string;
  /** How long a sandbox PSE payment at the "pending" bank stays PENDING before reading as APPROVED. */
  sandboxPendingSeconds: number;
  /** How often the reconciliation job asks the gateway about pending payments. */
  reconcileIntervalSeconds: number;
}

/** The sandbox merchant's fixed test credentials: the default outside production (never secret). */
export const sandboxPaymentKeys = {
  publicKey: 'pub_test_portal_soat_sandbox',
  privateKey: 'prv_test_portal_soat_sandbox',
  integritySecret: 'test_integrity_portal_soat_sandbox',
  eventsSecret: 'test_events_portal_soat_sandbox',
} as const;

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** Redis for the rate-limit counters shared by every instance; when absent they are kept in memory. */
  redisUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  corsOrigins: string[];
  portalUrl: string;
  smtpUrl: string | undefined;
  /** How often emails not sent yet (a failed or interrupted send) are tried again, by any instance. */
  emailJobsIntervalSeconds: number;
  /** Emails kept in the outbox table and readable at /desarrollo/correos (never in production). */
  devOutbox: boolean;
  mailFrom: string;
  trustProxy: boolean | number | string;
  accessTokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  resetTokenTtlSeconds: number;
  rateLimits: RateLimits;
  accountSignIn: AccountSignInRule;
  payments: PaymentsConfig;
  /** The insurer named on issued policies (POLICY_INSURER). */
  policyInsurer: string;
  /** RATING_INTEGRATORS: who may mint rating tokens; none unless configured. */
  ratingIntegrators: RatingIntegrator[];
}

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const minute = 60_000;

/** 10 failures in 15 minutes block an account's sign-in for 15 minutes, except from its owner's addresses. */
export const defaultAccountSignIn: AccountSignInRule = {
  maxFailures: 10,
  windowMs: 15 * minute,
  blockMs: 15 * minute,
  trustedForMs: 30 * 24 * 60 * minute,
};

export const defaultRateLimits: RateLimits = {
  // Per address, on every route. Colombian mobile carriers put many customers behind one address
  // (carrier NAT), so this only stops floods; the sensitive routes below have strict limits of their own.
  global: { max: 3000, timeWindowMs: minute },
  signIn: { max: 10, timeWindowMs: minute },
  tokenSignIn: { max: 60, timeWindowMs: minute },
  signUp: { max: 20, timeWindowMs: minute },
  resetRequest: { max: 5, timeWindowMs: 15 * minute },
  resetConfirm: { max: 10, timeWindowMs: 15 * minute },
  outbox: { max: 120, timeWindowMs: minute },
  consult: { max: 10, timeWindowMs: 15 * minute },
  ratingTokens: { max: 120, timeWindowMs: minute },
};

// The portal's front ends (host and remotes), from its one table of apps.
const portalApps = createRequire(import.meta.url)('@soat/shared/portal-apps.json') as {
  host: { port: number };
  remotes: Record<string, { port: number }>;
};
const portalPorts = [portalApps.host.port, ...Object.values(portalApps.remotes).map((remote) => remote.port)];
const defaultCorsOrigins = ['localhost', '127.0.0.1'].flatMap((host) =>
  portalPorts.map((port) => `http://${host}:${port}`),
);

/** Parses and validates the environment; throws one error listing every bad variable. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(rawEnv);
  const dataDir = resolve(env.DATA_DIR ?? join(apiRoot, 'data'));
  return {
    nodeEnv: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    corsOrigins: env.CORS_ORIGINS ? splitList(env.CORS_ORIGINS) : defaultCorsOrigins,
    portalUrl: env.PORTAL_URL.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    emailJobsIntervalSeconds: env.EMAIL_JOBS_INTERVAL_SECONDS,
    devOutbox: env.DEV_OUTBOX === 'true',
    mailFrom: env.MAIL_FROM,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
    resetTokenTtlSeconds: env.RESET_TOKEN_TTL_SECONDS,
    rateLimits: defaultRateLimits,
    accountSignIn: defaultAccountSignIn,
    payments: paymentsConfig(env),
    policyInsurer: env.POLICY_INSURER,
    ratingIntegrators: env.RATING_INTEGRATORS ? parseRatingIntegrators(env.RATING_INTEGRATORS) : [],
  };
}

const integratorIdPattern = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const sha256HexPattern = /^[0-9a-fA-F]{64}$/;

/** `https://tienda.example.co` or `http://localhost:5500`: a scheme, a host and maybe a port, nothing else. */
function isWebOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * RATING_INTEGRATORS as configured: a JSON array of `{ id, claveSha256, origenes }`. Throws an error
 * saying what is wrong (never quoting a value: the hashes are not secret, but a key pasted by mistake is).
 */
export function parseRatingIntegrators(value: string): RatingIntegrator[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('is not valid JSON: expected [{ "id", "claveSha256", "origenes": [...] }, ...]');
  }
  if (!Array.isArray(parsed)) throw new Error('must be a JSON array of { "id", "claveSha256", "origenes" }');
  const ids = new Set<string>();
  const keys = new Set<string>();
  return parsed.map((entry: unknown, index) => {
    const where = `entry ${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new Error(`${where} is not an object`);
    const { id, claveSha256, origenes, ...rest } = entry as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length > 0) throw new Error(`${where} has unknown fields: ${unknown.join(', ')}`);
    if (typeof id !== 'string' || !integratorIdPattern.test(id)) {
      throw new Error(`${where}: "id" must be 1 to 40 lower-case letters, digits, "-" or "_"`);
    }
    if (ids.has(id)) throw new Error(`${where}: the id "${id}" is repeated`);
    ids.add(id);
    if (typeof claveSha256 !== 'string' || !sha256HexPattern.test(claveSha256)) {
      throw new Error(`${where} (${id}): "claveSha256" must be the SHA-256 of the key as 64 hexadecimal digits`);
    }
    const keySha256 = claveSha256.toLowerCase();
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

/** Outside production the defaults point at this API's own sandbox gateway and events route. */
function paymentsConfig(env: Env): PaymentsConfig {
  const ownOrigin = `http://127.0.0.1:${env.API_PORT}`;
  return {
    gatewayUrl: (env.PAYMENT_GATEWAY_URL ?? `${ownOrigin}/sandbox-pasarela/v1`).replace(/\/+$/, ''),
    publicKey: env.PAYMENT_PUBLIC_KEY ?? sandboxPaymentKeys.publicKey,
    privateKey: env.PAYMENT_PRIVATE_KEY ?? sandboxPaymentKeys.privateKey,
    integritySecret: env.PAYMENT_INTEGRITY_SECRET ?? sandboxPaymentKeys.integritySecret,
    eventsSecret: env.PAYMENT_EVENTS_SECRET ?? sandboxPaymentKeys.eventsSecret,
    sandbox: (env.PAYMENT_SANDBOX ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    sandboxEventsUrl: env.SANDBOX_EVENTS_URL ?? `${ownOrigin}/soat/api/v1/pagos/eventos`,
    sandboxPendingSeconds: env.SANDBOX_PENDING_SECONDS,
    reconcileIntervalSeconds: env.RECONCILE_INTERVAL_SECONDS,
  };
}

function parseEnv(rawEnv: NodeJS.ProcessEnv): Env {
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
    if (env.PAYMENT_SANDBOX === 'true')
      problems.set('PAYMENT_SANDBOX', 'cannot be true when NODE_ENV=production (it approves test cards)');
  }
  if (problems.size > 0) {
    const lines = [...problems].map(([name, message]) => `  - ${name}: ${message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return env;
}

/** A production JWT secret must be hard to guess: 32 characters of `a` are long but not secret. */
const minimumSecretBits = 128;

/**
 * A cautious estimate of a secret's entropy: the lower of what its characters' frequencies suggest
 * (Shannon entropy per character times its length: a repeated character scores 0) and what it
 * compresses to (a short word repeated compresses well). Random text scores high on both.
 */
export function estimatedEntropyBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  const perCharacter = [...counts.values()].reduce((bits, count) => {
    const share = count / characters.length;
    return bits - share * Math.log2(share);
  }, 0);
  const compressedBits = deflateRawSync(secret, { level: 9 }).length * 8;
  return Math.min(perCharacter * characters.length, compressedBits);
}

/** Outside production a secret is generated once and kept, so tokens survive restarts. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  const read = () => {
    try {
      const stored = readFileSync(file, 'utf8').trim();
      return stored.length >= 32 ? stored : undefined;
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process created it meanwhile: then both use that one.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const winner = (error as NodeJS.ErrnoException).code === 'EEXIST' ? read() : undefined;
    if (winner) return winner;
    // An unusable file (too short): replace it.
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
