import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './config-schema.js';
import { parseTrustProxy, splitList } from './env-values.js';
import { readOrCreateDevSecret } from './jwt-secret.js';
import {
  DEVELOPMENT_POLICY_INSURER,
  DEVELOPMENT_POLICY_INSURER_NIT,
  DEVELOPMENT_POLICY_INSURER_PHONE,
  developmentOperatorKeySha256,
  sha256Hex,
} from './development-values.js';
import { dianConfig, type DianConfig } from './dian-config.js';
import { parseEnv } from './parse-env.js';
import { paymentsConfig, type PaymentsConfig } from './payments-config.js';
import { defaultAccountSignIn, defaultRateLimits, type AccountSignInRule, type RateLimits } from './rate-limits.js';
import { parseRatingIntegrators, type RatingIntegrator } from './rating-integrators.js';
import { invoicingConfig, type InvoicingConfig } from './invoicing-config.js';
import { runtConfig, type RuntConfig } from './runt-config.js';
import type { InsurerContact } from '../domain/purchase-views.js';

// The API's configuration, one door for the server, the app, the tests and the benchmark (which loads
// dist/config/index.js): its parts live beside it and the names callers use are re-exported from here.
export { estimatedEntropyBits } from './jwt-secret.js';
export {
  DEVELOPMENT_POLICY_INSURER,
  DEVELOPMENT_POLICY_INSURER_NIT,
  DEVELOPMENT_POLICY_INSURER_PHONE,
} from './development-values.js';
export { sandboxPaymentKeys, type PaymentsConfig } from './payments-config.js';
export { defaultAccountSignIn, defaultRateLimits, type RateLimitRule, type RateLimits } from './rate-limits.js';
export { parseRatingIntegrators, type RatingIntegrator } from './rating-integrators.js';
export { sandboxRuntKey, type RuntConfig } from './runt-config.js';
export {
  creditNoteSeries,
  developmentIssuer,
  dianTestValues,
  invoiceSeries,
  type InvoicingConfig,
  type NumberingRange,
} from './invoicing-config.js';
export type { DianConfig } from './dian-config.js';

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  /** The metrics server's address (metrics-server.ts); none: no metrics server. */
  metrics: { host: string; port: number } | null;
  logLevel: Env['LOG_LEVEL'];
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** The most PostgreSQL connections this process keeps open (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Redis for the rate-limit counters shared by every instance; when absent they are kept in memory. */
  redisUrl: string | undefined;
  /** The Prometheus the operations page reads (ADR 047), without a trailing slash; none: the page says so. */
  prometheusUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  corsOrigins: string[];
  portalUrl: string;
  smtpUrl: string | undefined;
  /**
   * Whether this process runs the job loops (API_JOBS): the queues, the renewal reminders, the
   * reconciliation. Off, a job written here waits for a process that runs them (src/worker.ts).
   */
  jobs: boolean;
  /** How often emails not sent yet (a failed or interrupted send) are tried again, by any instance. */
  emailJobsIntervalSeconds: number;
  /** How often refunds due are worked, by any instance, and the first wait after a failed try. */
  refundJobsIntervalSeconds: number;
  /** How often reports to the RUNT due are sent, by any instance, and the first wait after a failed try. */
  runtReportJobsIntervalSeconds: number;
  /**
   * The first waits after a failed refund and a failed report to the RUNT, when they are not the
   * intervals (REFUND_FIRST_RETRY_SECONDS, RUNT_REPORT_FIRST_RETRY_SECONDS: a worker's short passes, ADR 027).
   */
  refundFirstRetrySeconds?: number;
  runtReportFirstRetrySeconds?: number;
  /** Tries of a report to the RUNT before it is left to an operator. */
  runtReportMaxAttempts: number;
  /** How often renewal reminders due are written and emailed, by any instance. */
  renewalJobsIntervalSeconds: number;
  /** SHA-256 (hex) of the key of /operador/api/v1: OPERATOR_API_KEY's, or the development key's. */
  operatorKeySha256: string;
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
  runt: RuntConfig;
  invoicing: InvoicingConfig;
  /** The DIAN's validation service: the sandbox outside production, the DIAN's in it. */
  dian: DianConfig;
  /** The insurer named on issued policies (POLICY_INSURER). */
  policyInsurer: string;
  /** What the certificates print beside its name: its NIT (`base-digit`) and its service line. */
  policyInsurerContact: InsurerContact;
  /** RATING_INTEGRATORS: who may mint rating tokens; none unless configured. */
  ratingIntegrators: RatingIntegrator[];
}

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
    metrics: env.METRICS_PORT === undefined ? null : { host: env.METRICS_HOST ?? env.API_HOST, port: env.METRICS_PORT },
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    prometheusUrl: env.PROMETHEUS_URL?.replace(/\/+$/, ''),
    dataDir,
    jwtSecret: env.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    corsOrigins: env.CORS_ORIGINS ? splitList(env.CORS_ORIGINS) : defaultCorsOrigins,
    portalUrl: env.PORTAL_URL.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    jobs: env.API_JOBS === 'true',
    emailJobsIntervalSeconds: env.EMAIL_JOBS_INTERVAL_SECONDS,
    refundJobsIntervalSeconds: env.REFUND_JOBS_INTERVAL_SECONDS,
    runtReportJobsIntervalSeconds: env.RUNT_REPORT_JOBS_INTERVAL_SECONDS,
    refundFirstRetrySeconds: env.REFUND_FIRST_RETRY_SECONDS,
    runtReportFirstRetrySeconds: env.RUNT_REPORT_FIRST_RETRY_SECONDS,
    runtReportMaxAttempts: env.RUNT_REPORT_MAX_ATTEMPTS,
    renewalJobsIntervalSeconds: env.RENEWAL_JOBS_INTERVAL_SECONDS,
    // production requires its own (parse-env.ts)
    operatorKeySha256: env.OPERATOR_API_KEY ? sha256Hex(env.OPERATOR_API_KEY) : developmentOperatorKeySha256,
    devOutbox: env.DEV_OUTBOX === 'true',
    mailFrom: env.MAIL_FROM,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
    resetTokenTtlSeconds: env.RESET_TOKEN_TTL_SECONDS,
    rateLimits: defaultRateLimits,
    accountSignIn: defaultAccountSignIn,
    payments: paymentsConfig(env),
    runt: runtConfig(env),
    invoicing: invoicingConfig(env),
    dian: dianConfig(env),
    // production refuses to start without it (parseEnv)
    policyInsurer: env.POLICY_INSURER ?? DEVELOPMENT_POLICY_INSURER,
    policyInsurerContact: {
      nit: (env.POLICY_INSURER_NIT ?? DEVELOPMENT_POLICY_INSURER_NIT).replace(/^(\d+)-?(\d)$/, '$1-$2'),
      phone: env.POLICY_INSURER_PHONE ?? DEVELOPMENT_POLICY_INSURER_PHONE,
    },
    ratingIntegrators: env.RATING_INTEGRATORS
      ? parseRatingIntegrators(env.RATING_INTEGRATORS, { production: env.NODE_ENV === 'production' })
      : [],
  };
}
