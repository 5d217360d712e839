// `npm run dev:<remote>` (dev:auth, dev:soat, dev:calificacion, dev:demo,
// dev:operador): one remote alone, from its sources with
// hot reload, against the local API. Installs the dependencies on a clean clone; starts the API in development (its
// embedded database, emails to the outbox) unless one already answers at API_PORT; then the remote's
// development server on its port (SOAT_PORT, …). Ctrl+C stops what it started.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, runPnpm } from './lib/pnpm.ts';
import { repoRoot } from './lib/paths.ts';

// a clean clone: nothing installed yet (an installed workspace is left as it is, whatever is being edited)
if (!existsSync(join(repoRoot, 'node_modules', '.modules.yaml'))) {
  if ((await runPnpm(['install', '--frozen-lockfile', '--prefer-offline'])) !== 0) {
    console.error('No se pudieron instalar las dependencias.');
    process.exit(1);
  }
}
// imported only now: the table of apps comes with the workspace's front-end server, installed above
const { apps, REMOTE_IDS } = await import('@soat/web-server/portal-apps');
const { portsFromEnv } = await import('@soat/web-server/runtime-config');

const written = REMOTE_IDS.filter((remote) => existsSync(join(repoRoot, apps.remotes[remote].folder, 'package.json')));
const id = written.find((remote) => remote === process.argv[2]);
if (!id) {
  console.error(`Uso: node scripts/run.mjs dev <${written.join('|')}> (o npm run dev:<remoto>)`);
  process.exit(2);
}
const remote = apps.remotes[id];
const ports = portsFromEnv(process.env);
const remoteUrl = `http://localhost:${ports[id]}`;
const apiHealth = `http://127.0.0.1:${ports.api}/health`;

/** Children in process groups of their own, so stopping one stops what it started (pnpm → webpack, tsx → node). */
const children: ChildProcess[] = [];
function start(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [ensurePnpm(), ...args], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
    detached: true,
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${args.join(' ')} se detuvo (código ${code}).`);
      stop(code || 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
  process.exitCode = code;
}
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function main() {
  // imported only now: the portal's helpers load the static server's dependencies
  const { frontEndOrigins, waitForHealth } = await import('./lib/portal.ts');
  if (await answers(apiHealth)) {
    console.log(`Se usa la API que ya responde en http://localhost:${ports.api}.`);
  } else {
    const api = start(['--filter', '@soat/api', 'dev'], {
      ...process.env,
      API_PORT: String(ports.api),
      // the front ends on their ports, this remote's wherever it was moved
      CORS_ORIGINS: frontEndOrigins(ports).join(','),
      // the remote owns its pages (the payment result the gateway returns to): links lead to it
      PORTAL_URL: remoteUrl,
      DEV_OUTBOX: 'true',
    });
    await waitForHealth(apiHealth, api, 120_000);
  }
  if (stopping) return;
  start(['--filter', `@soat/${remote.folder}`, 'dev'], process.env);
  console.log(`\n${remote.folder} en ${remoteUrl}/${remote.sections[0]}  (Ctrl+C para detener)\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
});
