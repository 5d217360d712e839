// The deployment test's proxy (deploy/nginx/proxy.conf, ADR 039): its configuration on the loopback ports the
// runner chose, and the checks that every answer leaves through it with HSTS and that the remotes' render
// endpoint is not routed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.ts';

import type { FrontEnd } from '@soat/web-server/portal-apps';

/** The loopback ports the runner chose, by name: each front end's (`host`, …), its server's (`hostServer`, …) and these. */
export type StackPorts = Record<string, number> &
  Record<
    | 'host'
    | 'api'
    | 'api1'
    | 'api2'
    | 'metrics1'
    | 'metrics2'
    | 'worker'
    | 'metricsWorker'
    | 'prometheus'
    | 'postgres'
    | 'pgbouncer'
    | 'restoredPostgres'
    | 'restoredApi'
    | 'redis',
    number
  >;

const local = (port: number | undefined) => `http://localhost:${port}`;

/** The key, in the runner's `ports`, of a front end's own server port (behind the proxy). */
export const serverOf = (app: FrontEnd) => `${app.id}Server`;

/** The proxy's configuration of docker-compose.yml, on the loopback ports chosen here. */
export function writeProxyConf(file: string, ports: StackPorts, frontEnds: FrontEnd[]) {
  let conf = readFileSync(join(repoRoot, 'deploy', 'nginx', 'proxy.conf'), 'utf8');
  for (const [from, to] of [
    ['listen 4000;', `listen 127.0.0.1:${ports.api};`],
    ['server api-1:4000', `server 127.0.0.1:${ports.api1}`],
    ['server api-2:4000', `server 127.0.0.1:${ports.api2}`],
    ...frontEnds.flatMap((app) => [
      [`listen ${app.port};`, `listen 127.0.0.1:${ports[app.id]};`],
      [`${app.port} ${app.folder}:${app.port};`, `${ports[app.id]} 127.0.0.1:${ports[serverOf(app)]};`],
    ]),
  ] as [string, string][]) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/proxy.conf no longer has "${from}".`);
    conf = conf.replace(from, to);
  }
  writeFileSync(file, conf);
}

/**
 * Every answer leaves through the proxy with HSTS, the HTML of each front end first, and the remotes' pages
 * rendered on request are not routed (only the host's server asks for them, directly).
 */
export async function checkProxy(ports: StackPorts) {
  const hsts = 'max-age=31536000; includeSubDomains';
  for (const url of [
    `${local(ports.host)}/home`,
    `${local(ports.soat)}/mf-manifest.json`,
    `${local(ports.api)}/health`,
  ]) {
    const response = await fetch(url);
    await response.body?.cancel();
    const header = response.headers.get('strict-transport-security');
    if (response.status !== 200 || header !== hsts) {
      throw new Error(`${url}: ${response.status}, Strict-Transport-Security ${header ?? 'missing'}`);
    }
  }
  const render = `${local(ports.soat)}/prerendered/render/cotizar-soat/comprar-soat`;
  const refused = await fetch(render);
  await refused.body?.cancel();
  if (refused.status !== 404) throw new Error(`${render} answered ${refused.status} through the proxy, not 404.`);
  console.log(`HSTS on the host's HTML, a remote's files and the API; ${render}: 404`);
}
