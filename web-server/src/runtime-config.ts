// Builds the runtime configuration (`/config.json`) every app reads at start-up,
// from the environment. This server, the dev servers, the builds and the
// end-to-end tests all use this one function.
import { DEFAULT_PORTS, PORT_ENV, REMOTE_IDS, remoteApp, type AppId, type RemoteId } from './portal-apps.ts';

type Env = NodeJS.ProcessEnv;

/** `/config.json` as this server sends it (RuntimeConfig of @soat/shared/config reads it in the browser). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteId, string>;
  whatsapp: { number: string; message: string };
  demo: { enabled: boolean };
  /** The share of page views whose Web Vitals the host reports (ADR 046). */
  webVitals: { sampleRate: number };
}

/**
 * Every page view in development and tests; one in ten in production, plenty at the portal's traffic for a
 * p75 by route and device (ADR 046). `WEB_VITALS_SAMPLE_RATE` (0 to 1) sets another.
 */
export function webVitalsSampleRate(env: Env = process.env): number {
  const fallback = env.NODE_ENV === 'production' ? 0.1 : 1;
  const value = env.WEB_VITALS_SAMPLE_RATE?.trim();
  if (value === undefined || value === '') return fallback;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1 (it is ${JSON.stringify(value)}).`);
  }
  return rate;
}

/**
 * One app's port: its variable, written in digits from 1 to 65535 (spaces around allowed), or the table's when
 * it is unset or empty. `Number` alone would take `3000.5`, `0x10` or `3e3` for another port than the one meant,
 * which the API refuses too for its own (api/src/config/parse-env.ts). Every app's port is read, as
 * `/config.json` names each remote by its port.
 */
function portFromEnv(env: Env, app: AppId): number {
  const variable = PORT_ENV[app];
  const value = env[variable]?.trim();
  if (value === undefined || value === '') return DEFAULT_PORTS[app];
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 1 && port <= 65_535)) {
    throw new Error(`${variable} must be a port from 1 to 65535, written in digits (it is ${JSON.stringify(value)}).`);
  }
  return port;
}

/** Each app's port: its variable (HOST_PORT, SOAT_PORT, …) or the table's. */
export function portsFromEnv(env: Env = process.env): Record<AppId, number> {
  const ids = Object.keys(DEFAULT_PORTS) as AppId[];
  return Object.fromEntries(ids.map((app) => [app, portFromEnv(env, app)])) as Record<AppId, number>;
}

export function runtimeConfig(env: Env = process.env): RuntimeConfig {
  const ports = portsFromEnv(env);
  const origin = (port: number) => `http://localhost:${port}`;
  return {
    apiBaseUrl: env.API_BASE_URL ?? `${origin(ports.api)}/`,
    remotes: Object.fromEntries(
      REMOTE_IDS.map((id) => [id, env[remoteApp(id).manifestVariable] ?? `${origin(ports[id])}/mf-manifest.json`]),
    ) as Record<RemoteId, string>,
    whatsapp: {
      number: env.WHATSAPP_NUMBER ?? '573001234567',
      message: env.WHATSAPP_MESSAGE ?? 'Hola, necesito ayuda con mi SOAT.',
    },
    demo: { enabled: env.DEMO_ENABLED === 'true' },
    webVitals: { sampleRate: webVitalsSampleRate(env) },
  };
}

/** `SOAT_MANIFEST_URL` → `SOAT_INTERNAL_MANIFEST_URL`: a remote's manifest as the host's server reaches it. */
export const internalManifestVariable = (id: RemoteId): string =>
  remoteApp(id).manifestVariable.replace(/_MANIFEST_URL$/, '_INTERNAL_MANIFEST_URL');

/**
 * The remotes' manifests as the host's server fetches them (their prerendered
 * pages): `<REMOTE>_INTERNAL_MANIFEST_URL` where the browsers' address does not
 * reach the remote from the server (a container's `localhost` is its own), else
 * the browsers' address from `config`.
 */
export function serverRemotes(env: Env = process.env, config = runtimeConfig(env)): Record<RemoteId, string> {
  return Object.fromEntries(
    REMOTE_IDS.map((id) => [id, env[internalManifestVariable(id)] || config.remotes[id]]),
  ) as Record<RemoteId, string>;
}
