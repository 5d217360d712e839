// A front end's container health check (deploy/front-end.Dockerfile): `node web-server/src/health-check.ts
// <folder> [path]` exits 0 when the app answers `path` with a success on its own port (its port variable:
// HOST_PORT, SOAT_PORT, …), 1 otherwise.
import { FRONT_ENDS } from './portal-apps.ts';
import { portsFromEnv } from './runtime-config.ts';

const TIMEOUT_MS = 3000;

const [folder, path = '/'] = process.argv.slice(2);
const app = FRONT_ENDS.find((candidate) => candidate.folder === folder);
if (!app) {
  console.error(
    `Uso: node web-server/src/health-check.ts <${FRONT_ENDS.map((front) => front.folder).join('|')}> [ruta]`,
  );
  process.exit(2);
}
try {
  const port = portsFromEnv(process.env)[app.id];
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
