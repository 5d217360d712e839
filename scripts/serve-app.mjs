// One front end's server on its own, as its container runs it (deploy/front-end.Dockerfile):
// `node scripts/serve-app.mjs <folder>` serves <folder>/dist with the server of `npm start`
// (the same headers, /config.json from this process's environment) on the app's port
// variable (HOST_PORT, SOAT_PORT, …), on BIND_ADDRESS (0.0.0.0 unless set). Stops on SIGTERM.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const require = createRequire(import.meta.url);
const { FRONT_ENDS } = require('../tooling/portal-apps.cjs');
const { portsFromEnv } = require('../tooling/runtime-config.cjs');

/** How long open connections may take to finish once asked to stop. */
const GRACE_MS = 5000;

const folder = process.argv[2];
const app = FRONT_ENDS.find((candidate) => candidate.folder === folder);
if (!app) {
  console.error(`Uso: node scripts/serve-app.mjs <${FRONT_ENDS.map((candidate) => candidate.folder).join('|')}>`);
  process.exit(2);
}
const port = portsFromEnv(process.env)[app.id];
const host = process.env.BIND_ADDRESS || '0.0.0.0';
const server = await startStaticServer({ dir: join(repoRoot, folder, 'dist'), port, env: process.env, host });
console.log(`${folder} atiende en http://${host}:${port}`);

process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), GRACE_MS).unref();
});
