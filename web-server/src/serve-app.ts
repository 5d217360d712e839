// One front end's server on its own, as its container runs it (deploy/front-end.Dockerfile):
// `node web-server/src/serve-app.ts <folder>` serves <folder>/dist (beside web-server/) with the server of
// `npm start` (the same headers, /config.json from this process's environment) on the app's port
// variable (HOST_PORT, SOAT_PORT, …), on BIND_ADDRESS (0.0.0.0 unless set). Stops on SIGTERM.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS } from './portal-apps.ts';
import { portsFromEnv } from './runtime-config.ts';
import { startStaticServer } from './static-server.ts';

/** How long open connections may take to finish once asked to stop. */
const GRACE_MS = 5000;
/** The folder that holds web-server/ and the apps' folders (the repository, or the image's /app). */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const folder = process.argv[2];
const app = FRONT_ENDS.find((candidate) => candidate.folder === folder);
if (!app) {
  console.error(`Uso: node web-server/src/serve-app.ts <${FRONT_ENDS.map((candidate) => candidate.folder).join('|')}>`);
  process.exit(2);
}
const port = portsFromEnv(process.env)[app.id];
const host = process.env.BIND_ADDRESS || '0.0.0.0';
const server = await startStaticServer({ dir: join(root, app.folder, 'dist'), port, env: process.env, host }).catch(
  (error: Error) => {
    // a configuration production refuses (RENDER_KEY): said plainly, and the container stops
    console.error(`${app.folder} no arranca: ${error.message}`);
    process.exit(1);
  },
);
console.log(`${app.folder} atiende en http://${host}:${port}`);

process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), GRACE_MS).unref();
});
