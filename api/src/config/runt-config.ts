import type { Env } from './config-schema.js';
import { sandboxOrigin } from './payments-config.js';

/** The RUNT reader (ADR 031): the sandbox or a real account, by configuration only. */
export interface RuntConfig {
  /** Base URL of the reader's API, e.g. `https://runt.example.co/v1` (no trailing slash). */
  url: string;
  /** Sent as `X-Api-Key`. */
  apiKey: string;
  /** Per request; a slower RUNT counts as unavailable and the customer types the vehicle's data. */
  timeoutMs: number;
  /** Whether this API mounts the sandbox RUNT at /sandbox-runt (never in production). */
  sandbox: boolean;
  /** How long the sandbox's slow plate takes to answer. */
  sandboxSlowMs: number;
}

/** The sandbox's fixed key: the default outside production (never secret). */
export const sandboxRuntKey = 'runt_test_portal_soat_sandbox';

/** Outside production the defaults point at this API's own sandbox RUNT. */
export function runtConfig(env: Env): RuntConfig {
  return {
    url: (env.RUNT_URL ?? `${sandboxOrigin(env)}/sandbox-runt/v1`).replace(/\/+$/, ''),
    apiKey: env.RUNT_API_KEY ?? sandboxRuntKey,
    timeoutMs: env.RUNT_TIMEOUT_MS,
    sandbox: (env.RUNT_SANDBOX ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    sandboxSlowMs: env.RUNT_SANDBOX_SLOW_MS,
  };
}
