// `npm start`: installs what is missing, builds, and starts the API and every
// front end; prints the portal's URL. Works on a machine with only Node.
import { ensureBuilt } from './lib/build.ts';
import { runPnpm } from './lib/pnpm.ts';

/**
 * The development integrator (ADR 012): key `clave-desarrollo-integrador` (api/README.md), for pages
 * served on the loopback at port 5500. Only when RATING_INTEGRATORS is not set, and never in production
 * (its key is public); nothing else configures one.
 */
function developmentIntegrators() {
  if (process.env.RATING_INTEGRATORS || process.env.NODE_ENV === 'production') return {};
  const origins = ['http://localhost:5500', 'http://127.0.0.1:5500'];
  return {
    RATING_INTEGRATORS: JSON.stringify([{ id: 'desarrollo', clave: 'clave-desarrollo-integrador', origenes: origins }]),
  };
}

async function main() {
  if ((await runPnpm(['install', '--frozen-lockfile', '--prefer-offline'])) !== 0) {
    throw new Error('No se pudieron instalar las dependencias.');
  }
  await ensureBuilt();
  // imported only now: the static server's dependencies arrive with the install above
  const { startPortal } = await import('./lib/portal.ts');
  // the API checks the integrators' keys; the static servers let their origins embed the rating page
  // the template's demo (remote-demo, under /demo) is on for a developer's portal unless DEMO_ENABLED says otherwise
  const demo = { DEMO_ENABLED: process.env.DEMO_ENABLED ?? 'true' };
  const portal = await startPortal({ env: { ...process.env, ...demo, ...developmentIntegrators() } });
  for (const [app, port] of portal.moved) console.log(`El puerto de ${app} estaba ocupado: se usa ${port}.`);
  console.log(
    [
      `\nPortal SOAT listo en ${portal.url}`,
      // the back office: through the host under /operador, and its remote alone on its own port
      `Operación (back office) en ${portal.url}/operador  (remote-operador: http://localhost:${portal.ports.operador})`,
      `API en http://localhost:${portal.ports.api}  (Ctrl+C para detener)\n`,
    ].join('\n'),
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
