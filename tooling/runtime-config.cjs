// Builds the runtime configuration (`/config.json`) every app reads at start-up,
// from the environment. The static server of `npm start`, the dev servers and
// the end-to-end tests all use this one function.
const { DEFAULT_PORTS, PORT_ENV, REMOTE_IDS, apps } = require('./portal-apps.cjs');

function portsFromEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([app, port]) => [app, Number(env[PORT_ENV[app]] ?? port)]),
  );
}

function runtimeConfig(env = process.env) {
  const ports = portsFromEnv(env);
  const origin = (port) => `http://localhost:${port}`;
  return {
    apiBaseUrl: env.API_BASE_URL ?? `${origin(ports.api)}/`,
    remotes: Object.fromEntries(
      REMOTE_IDS.map((id) => [id, env[apps.remotes[id].manifestVariable] ?? `${origin(ports[id])}/mf-manifest.json`]),
    ),
    whatsapp: {
      number: env.WHATSAPP_NUMBER ?? '573001234567',
      message: env.WHATSAPP_MESSAGE ?? 'Hola, necesito ayuda con mi SOAT.',
    },
    demo: { enabled: env.DEMO_ENABLED === 'true' },
  };
}

/** `SOAT_MANIFEST_URL` → `SOAT_INTERNAL_MANIFEST_URL`: a remote's manifest as the host's server reaches it. */
const internalManifestVariable = (id) =>
  apps.remotes[id].manifestVariable.replace(/_MANIFEST_URL$/, '_INTERNAL_MANIFEST_URL');

/**
 * The remotes' manifests as the host's server fetches them (their prerendered
 * pages): `<REMOTE>_INTERNAL_MANIFEST_URL` where the browsers' address does not
 * reach the remote from the server (a container's `localhost` is its own), else
 * the browsers' address from `config`.
 */
function serverRemotes(env = process.env, config = runtimeConfig(env)) {
  return Object.fromEntries(REMOTE_IDS.map((id) => [id, env[internalManifestVariable(id)] || config.remotes[id]]));
}

module.exports = { DEFAULT_PORTS, PORT_ENV, internalManifestVariable, portsFromEnv, runtimeConfig, serverRemotes };
