import { createHash } from 'node:crypto';
import { after } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import {
  defaultAccountSignIn,
  defaultRateLimits,
  developmentIssuer,
  dianTestValues,
  DEVELOPMENT_POLICY_INSURER_NIT,
  DEVELOPMENT_POLICY_INSURER_PHONE,
  sandboxPaymentKeys,
  sandboxRuntKey,
  type AppConfig,
} from '../src/config/index.js';
import type { Clock } from '../src/lib/clock.js';
import { openMigratedTestPglite } from './pglite-snapshot.js';
import { todayInColombia } from '@soat/shared/rules/validity';

export const api = '/seguridad/api/v1';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The integrator every test app knows (RATING_INTEGRATORS): its key and the origin of its pages. */
export const testIntegrator = {
  id: 'tienda-prueba',
  key: 'clave-de-prueba-del-integrador-0123456789',
  origin: 'https://tienda.example.co',
} as const;
export const testJwtSecret = 'test-secret-with-at-least-32-characters!';
/** The operators' key of every test app (OPERATOR_API_KEY), sent as X-Api-Key to /operador/api/v1. */
export const testOperatorKey = 'clave-de-prueba-del-operador-0123456789';

// Each test file (its own process) shares one in-memory PGlite: opening one is slow.
let sharedPglite: Promise<PGlite> | undefined;
const pglite = () => (sharedPglite ??= openMigratedTestPglite());

// Runs once the file's tests are done; an open PGlite would keep the process alive for seconds.
after(async () => {
  if (sharedPglite) await (await sharedPglite).close();
});

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    host: '127.0.0.1',
    port: 0,
    metrics: null,
    logLevel: 'silent',
    databaseUrl: undefined,
    databasePoolSize: 10,
    redisUrl: undefined,
    prometheusUrl: undefined,
    dataDir: '/nonexistent-test-data-dir',
    jwtSecret: testJwtSecret,
    corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3001'],
    portalUrl: 'https://portal.example.co',
    smtpUrl: undefined,
    jobs: true,
    emailJobsIntervalSeconds: 3600,
    // the tests run the refund job themselves (runOnce) or after a commit (kick)
    refundJobsIntervalSeconds: 3600,
    // the tests run the report job themselves (runOnce) or after an issue (kick)
    runtReportJobsIntervalSeconds: 3600,
    runtReportMaxAttempts: 10,
    renewalJobsIntervalSeconds: 3600,
    operatorKeySha256: sha256Hex(testOperatorKey),
    // the tests follow emailed links through the development outbox
    devOutbox: true,
    mailFrom: 'Portal SOAT <no-responder@example.co>',
    trustProxy: false,
    accessTokenTtlSeconds: 900,
    sessionMaxAgeSeconds: 8 * 60 * 60,
    resetTokenTtlSeconds: 900,
    rateLimits: defaultRateLimits,
    accountSignIn: defaultAccountSignIn,
    // The sandbox is mounted; nothing listens on port 9, so the gateway is unreachable over HTTP
    // until a test listens and points these URLs at itself (buildListeningApi in test/sandbox-gateway/sandbox-fixtures.ts).
    runt: {
      url: 'http://127.0.0.1:9/sandbox-runt/v1',
      apiKey: sandboxRuntKey,
      timeoutMs: 4000,
      sandbox: true,
      sandboxSlowMs: 15_000,
    },
    // the sandbox DIAN is mounted; a test that sends to it listens first (test/sandbox-dian/dian-api.ts)
    dian: {
      url: 'http://127.0.0.1:9/sandbox-dian/WcfDianCustomerServices.svc',
      timeoutMs: 30_000,
      sandbox: true,
      sandboxSlowMs: 40_000,
    },
    payments: {
      ...sandboxPaymentKeys,
      gatewayUrl: 'http://127.0.0.1:9/sandbox-pasarela/v1',
      sandbox: true,
      sandboxEventsUrl: 'http://127.0.0.1:9/soat/api/v1/pagos/eventos',
      sandboxPendingSeconds: 2,
      nequiPaymentSeconds: 300,
      cashPaymentHours: 48,
      reconcileIntervalSeconds: 3600,
      reconcileWindowDays: 7,
      requestLifetimeDays: 7,
    },
    invoicing: {
      ...dianTestValues,
      creditNotePrefix: 'NC',
      issuer: developmentIssuer,
      signingCertificate: null,
      environment: '2',
      contingencyHours: 48,
      rangeWarning: { numbersLeft: 10_000, daysLeft: 30 },
      // the tests run the invoice job themselves (runOnce) or after an issue (kick)
      jobsIntervalSeconds: 3600,
    },
    policyInsurer: 'Aseguradora Portal SOAT (de pruebas)',
    policyInsurerContact: { nit: DEVELOPMENT_POLICY_INSURER_NIT, phone: DEVELOPMENT_POLICY_INSURER_PHONE },
    ratingIntegrators: [
      { id: testIntegrator.id, keySha256: sha256Hex(testIntegrator.key), origins: [testIntegrator.origin] },
    ],
    ...overrides,
  };
}

interface Closable {
  after(fn: () => Promise<unknown>): void;
}

// Set TEST_DATABASE_URL to run the same tests against a real PostgreSQL instead.
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** Builds the app on the shared database and closes it when the test `t` ends. */
export async function build(t: Closable, overrides: Partial<AppConfig> = {}, clock?: Clock) {
  const config = testConfig({ databaseUrl: postgresUrl, ...overrides });
  const app = await buildApp(config, { ...(postgresUrl ? {} : { pglite: await pglite() }), clock });
  t.after(() => app.close());
  return app;
}

/** Rate limits high enough that a test never meets them. */
export const relaxedRateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { max: 1_000_000, timeWindowMs: 60_000 }]),
) as unknown as AppConfig['rateLimits'];

/** A clock that stands where a test puts it (`set`), and moves on with real time from there. */
export function testClock(at: string | Date) {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const clock = {
    now,
    today: () => todayInColombia(now()),
    /** Puts the clock at `at` (an instant; `2025-12-20` is noon that day in Colombia). */
    set(instant: string | Date) {
      const target =
        typeof instant === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(instant)
          ? new Date(`${instant}T12:00:00-05:00`)
          : new Date(instant);
      offsetMs = target.getTime() - Date.now();
    },
  } satisfies Clock & { set(instant: string | Date): void };
  clock.set(at);
  return clock;
}
