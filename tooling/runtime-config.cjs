// Builds the runtime configuration (`/config.json`) every app reads at start-up,
// from the environment. The static server of `npm start`, the dev servers and
// the end-to-end tests all use this one function.

const DEFAULT_PORTS = { host: 3000, auth: 3001, soat: 3002, calificacion: 3003, demo: 3004, api: 4000 };
const PORT_ENV = {
  host: 'HOST_PORT',
  auth: 'AUTH_PORT',
  soat: 'SOAT_PORT',
  calificacion: 'CALIFICACION_PORT',
  demo: 'DEMO_PORT',
  api: 'API_PORT',
};

function portsFromEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([app, port]) => [app, Number(env[PORT_ENV[app]] ?? port)]),
  );
}

function runtimeConfig(env = process.env) {
  const ports = portsFromEnv(env);
  const origin = (port) => `http://localhost:${port}`;
  const manifest = (app) =>
    env[`${PORT_ENV[app].replace('_PORT', '')}_MANIFEST_URL`] ?? `${origin(ports[app])}/mf-manifest.json`;
  return {
    apiBaseUrl: env.API_BASE_URL ?? `${origin(ports.api)}/`,
    remotes: {
      auth: manifest('auth'),
      soat: manifest('soat'),
      calificacion: manifest('calificacion'),
      demo: manifest('demo'),
    },
    whatsapp: {
      number: env.WHATSAPP_NUMBER ?? '573001234567',
      message: env.WHATSAPP_MESSAGE ?? 'Hola, necesito ayuda con mi SOAT.',
    },
    demo: { enabled: env.DEMO_ENABLED === 'true' },
  };
}

module.exports = { DEFAULT_PORTS, PORT_ENV, portsFromEnv, runtimeConfig };
