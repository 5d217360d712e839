// Starts the whole portal on one machine: the API (on its embedded database
// unless DATABASE_URL is set) and a static server for the host and each remote.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { choosePorts } from './ports.ts';
import { startStaticServer } from '@soat/web-server';
import { type AppId, FRONT_ENDS as APPS, PORT_ENV } from '@soat/web-server/portal-apps';
import { RENDER_KEY_VARIABLE } from '@soat/web-server/render-key';
import { portsFromEnv } from '@soat/web-server/runtime-config';

/** The front-end apps and where their builds live. Remotes not built (or not written) yet are skipped. */
export const FRONT_ENDS = APPS.map((app) => ({ id: app.id, dir: `${app.folder}/dist` }));

/** Resolves once `url` answers OK; fails if `child` (the API's process) stops first or the time runs out. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API stopped while starting (exit ${child.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** The origins of the front ends on `ports` (every app's but the API's), as the API's CORS_ORIGINS lists them. */
export function frontEndOrigins(ports: Record<string, number>) {
  return Object.entries(ports)
    .filter(([app]) => app !== 'api')
    .flatMap(([, port]) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/** `extraOrigins`: origins of front ends served by others (the end-to-end tests' own host) the API also lets call it. */
export async function startPortal({
  env = process.env,
  apiEnv = {},
  quiet = false,
  extraOrigins = [],
}: { env?: NodeJS.ProcessEnv; apiEnv?: NodeJS.ProcessEnv; quiet?: boolean; extraOrigins?: string[] } = {}) {
  const asked = portsFromEnv(env);
  const ports = await choosePorts(asked);
  const portEnv = Object.fromEntries(
    (Object.entries(ports) as [AppId, number][]).map(([app, port]) => [PORT_ENV[app], String(port)]),
  );
  // the key the front ends' servers share for the pages rendered on request (ADR 011): one per start
  // unless the environment names one; no browser ever gets it
  const portalEnv = {
    ...env,
    ...portEnv,
    [RENDER_KEY_VARIABLE]: env[RENDER_KEY_VARIABLE] || randomBytes(32).toString('base64url'),
  };
  const origins = [...frontEndOrigins(ports), ...extraOrigins];

  const api = spawn(process.execPath, [join(repoRoot, 'api', 'dist', 'server.js')], {
    env: {
      ...portalEnv,
      API_PORT: String(ports.api),
      CORS_ORIGINS: origins.join(','),
      PORTAL_URL: `http://localhost:${ports.host}`,
      // on one machine emails go to the outbox, readable at /desarrollo/correos (the tests follow links there)
      DEV_OUTBOX: 'true',
      ...apiEnv,
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const servers: Awaited<ReturnType<typeof startStaticServer>>[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
  };
  try {
    await waitForHealth(`http://127.0.0.1:${ports.api}/health`, api);
    for (const app of FRONT_ENDS) {
      const dir = join(repoRoot, app.dir);
      if (!existsSync(join(dir, 'index.html'))) continue;
      servers.push(await startStaticServer({ dir, port: ports[app.id], env: portalEnv }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const moved = (Object.entries(ports) as [AppId, number][]).filter(([app, port]) => port !== asked[app]);
  return { ports, env: portalEnv, url: `http://localhost:${ports.host}`, moved, stop };
}
