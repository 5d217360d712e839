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
}

/** Each app's port: its variable (HOST_PORT, SOAT_PORT, …) or the table's. */
export function portsFromEnv(env: Env = process.env): Record<AppId, number> {
  const ids = Object.keys(DEFAULT_PORTS) as AppId[];
  return Object.fromEntries(ids.map((app) => [app, Number(env[PORT_ENV[app]] ?? DEFAULT_PORTS[app])])) as Record<
    AppId,
    number
  >;
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
