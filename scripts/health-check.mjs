// A container's health check (deploy/*.Dockerfile): `node scripts/health-check.mjs <app|folder> [path]`
// exits 0 when the app answers `path` with a success on its own port (its port variable:
// HOST_PORT, SOAT_PORT, API_PORT, …), 1 otherwise.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { portsFromEnv } = require('../tooling/runtime-config.cjs');
const { FRONT_ENDS } = require('../tooling/portal-apps.cjs');

const TIMEOUT_MS = 3000;

const [name, path = '/'] = process.argv.slice(2);
// an app by its id (host, soat, api…) or a front end by its folder (remote-soat)
const app = FRONT_ENDS.find((candidate) => candidate.folder === name)?.id ?? name;
const port = portsFromEnv(process.env)[app];
if (!port) {
  console.error(`Uso: node scripts/health-check.mjs <${Object.keys(portsFromEnv(process.env)).join('|')}> [ruta]`);
  process.exit(2);
}
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
