// `npm start`: installs what is missing, builds, and starts the API and every
// front end; prints the portal's URL. Works on a machine with only Node.
import { ensureBuilt } from './lib/build.mjs';
import { runPnpm } from './lib/pnpm.mjs';

async function main() {
  if ((await runPnpm(['install', '--frozen-lockfile', '--prefer-offline'])) !== 0) {
    throw new Error('No se pudieron instalar las dependencias.');
  }
  await ensureBuilt();
  // imported only now: the static server's dependencies arrive with the install above
  const { startPortal } = await import('./lib/portal.mjs');
  const portal = await startPortal();
  for (const [app, port] of portal.moved) console.log(`El puerto de ${app} estaba ocupado: se usa ${port}.`);
  console.log(
    `\nPortal SOAT listo en ${portal.url}\nAPI en http://localhost:${portal.ports.api}  (Ctrl+C para detener)\n`,
  );
  const shutdown = async () => {
    await portal.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
