import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { testJwtSecret } from '../helper.js';
import {
  startApi,
  startPgBouncer,
  startPostgres,
  startRedis,
  type ApiInstance,
  type Postgres,
  type RedisServer,
} from './servers.js';

/** Two API instances on one PostgreSQL and one Redis, as behind a load balancer. */
export interface Cluster {
  postgres: Postgres;
  redis: RedisServer;
  instances: [ApiInstance, ApiInstance];
  /** The instances' environment, to start another like them. */
  env: Record<string, string>;
  /** The instance for the i-th request of a burst: every other one goes to each. */
  pick(index: number): ApiInstance;
  close(): Promise<void>;
}

/**
 * `overrides` replace the tests' settings (the load bench logs every request, as production does);
 * `throughPgBouncer`: the instances reach PostgreSQL through PgBouncer, as compose runs them (ADR 027).
 */
export async function startCluster(
  overrides: Record<string, string> = {},
  { throughPgBouncer = false } = {},
): Promise<Cluster> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const pgBouncer = throughPgBouncer ? await startPgBouncer(postgres) : undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'soat-scale-api-'));
  const env = {
    DATABASE_URL: pgBouncer?.url ?? postgres.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    // the same secret on every instance: tokens and address hashes (sign-in guard) agree
    JWT_SECRET: testJwtSecret,
    DEV_OUTBOX: 'true',
    LOG_LEVEL: 'warn',
    // the tests speak for many clients through X-Forwarded-For, as a proxy in front would
    TRUST_PROXY: 'true',
    PORTAL_URL: 'https://portal.example.co',
    RECONCILE_INTERVAL_SECONDS: '1',
    SANDBOX_PENDING_SECONDS: '1',
    EMAIL_JOBS_INTERVAL_SECONDS: '1',
    RUNT_REPORT_JOBS_INTERVAL_SECONDS: '1',
    // the RUNT's sandbox answers in milliseconds, but on a loaded machine a call can pass the 4 s default, and a
    // report retried after a timeout the RUNT did receive is received twice (harmless there: it answers the same
    // filing number). The tests count what the instances send, not how slow a shared machine is.
    RUNT_TIMEOUT_MS: '30000',
    INVOICE_JOBS_INTERVAL_SECONDS: '1',
    RENEWAL_JOBS_INTERVAL_SECONDS: '1',
    ...overrides,
  };
  let instances: [ApiInstance, ApiInstance];
  try {
    // started together: their migrations take turns under PostgreSQL's advisory lock
    instances = await Promise.all([startApi(env), startApi(env)]);
  } catch (error) {
    await pgBouncer?.close();
    await Promise.all([postgres.close(), redis.close()]);
    throw error;
  }
  return {
    postgres,
    redis,
    instances,
    env,
    pick: (index) => instances[index % 2]!,
    close: async () => {
      await Promise.all(instances.map((instance) => instance.close()));
      await pgBouncer?.close();
      await Promise.all([postgres.close(), redis.close(), rm(dataDir, { recursive: true, force: true })]);
    },
  };
}

/** Checks `condition` until it holds, or fails with the last value after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  condition: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (condition(value)) return value;
    if (Date.now() > deadline) assert.fail(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Every email job sent (none waiting): what was to be emailed has been. */
export function emailJobsDrained(postgres: Postgres) {
  return eventually(
    'email jobs waiting',
    async () =>
      Number((await postgres.query<{ n: string }>('select count(*) as n from email_jobs where sent_at is null'))[0]!.n),
    (waiting) => waiting === 0,
  );
}

/** How many emails went to `recipient` (the development outbox, which every instance writes), with a subject `LIKE subjectLike`. */
export async function emailsTo(postgres: Postgres, recipient: string, subjectLike = '%'): Promise<number> {
  const [row] = await postgres.query<{ n: string }>(
    'select count(*) as n from outbox_emails where recipient = $1 and subject like $2',
    [recipient, subjectLike],
  );
  return Number(row!.n);
}
