import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Value } from 'typebox/value';
import { EnvSchema, type Env } from './config-schema.js';

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
}

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  corsOrigins: string[];
  portalUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean | number | string;
  accessTokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  resetTokenTtlSeconds: number;
  rateLimits: RateLimits;
}

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const minute = 60_000;

export const defaultRateLimits: RateLimits = {
  global: { max: 300, timeWindowMs: minute },
  signIn: { max: 10, timeWindowMs: minute },
  tokenSignIn: { max: 60, timeWindowMs: minute },
  signUp: { max: 20, timeWindowMs: minute },
  resetRequest: { max: 5, timeWindowMs: 15 * minute },
  resetConfirm: { max: 10, timeWindowMs: 15 * minute },
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
    dataDir,
    jwtSecret: env.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    corsOrigins: env.CORS_ORIGINS ? splitList(env.CORS_ORIGINS) : defaultCorsOrigins,
    portalUrl: env.PORTAL_URL.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
    resetTokenTtlSeconds: env.RESET_TOKEN_TTL_SECONDS,
    rateLimits: defaultRateLimits,
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
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.set('JWT_SECRET', 'is required when NODE_ENV=production (at least 32 characters)');
  }
  if (problems.size > 0) {
    const lines = [...problems].map(([name, message]) => `  - ${name}: ${message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return env;
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
