// The deployment's files as an operator gets them (issue 24, point 2): production unless told otherwise,
// the proxies' hop count a variable, the ports on the loopback unless opted out, every base image pinned
// by version, and the base images' recipe taking the Debian mirror from the machine's apt sources.
// The compose files agree with the table of apps (shared/src/federation/portal-apps.json): compose cannot
// read it, so this test is what derives them from it (issue 25, point 3).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { FrontEnd } from '@soat/web-server/portal-apps';
import { repoRoot } from './paths.ts';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const compose = read('docker-compose.yml');
const baseImagesScript = join(repoRoot, 'scripts/deploy-test/base-images.sh');

/** The base images the repository names: docker-compose.yml's `image:` lines and the Dockerfiles' FROM lines. */
function baseImages() {
  const fromCompose = [...compose.matchAll(/^\s*image:\s*(\S+)/gm)].map((match) => match[1] ?? '');
  const fromDockerfiles = readdirSync(join(repoRoot, 'deploy'))
    .filter((name) => name.endsWith('.Dockerfile'))
    .flatMap((name) => [...read(`deploy/${name}`).matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1] ?? ''));
  // the portal's own images carry IMAGE_TAG; a stage of the same file (FROM deps) is no base image
  return [...fromCompose, ...fromDockerfiles].filter((image) => !image.startsWith('soat/') && image.includes(':'));
}

test('compose runs the API in production unless .env says otherwise, and the deployment test in development', () => {
  assert.match(compose, /^\s+NODE_ENV: \$\{NODE_ENV:-production\}$/m);
  assert.doesNotMatch(read('.env.example'), /^NODE_ENV=development$/m);
  // the journeys pay at the sandbox gateway and read the outbox, which production refuses
  const testOverride = read('scripts/deploy-test/docker-compose.test.yml');
  // (both API instances and the worker)
  assert.equal([...testOverride.matchAll(/^\s+NODE_ENV: development$/gm)].length, 3);
});

test("the proxies' hop count is the operator's to set, one by default (the compose file's nginx)", () => {
  assert.match(compose, /^\s+TRUST_PROXY: \$\{TRUST_PROXY:-1\}$/m);
  assert.match(read('deploy/README.md'), /TRUST_PROXY/);
});

test('every published port listens on 127.0.0.1 unless PUBLISH_ADDRESS says otherwise', () => {
  const ports = [...read('docker-compose.override.yml').matchAll(/'(\$\{PUBLISH_ADDRESS[^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
  // the proxy's for the API, the host and the five remotes, and Prometheus's
  assert.equal(ports.length, 8);
  for (const port of ports) assert.match(port, /^\$\{PUBLISH_ADDRESS:-127\.0\.0\.1\}:(\d+):\1$/);
});

test('every base image is pinned by version, and the node image is the pinned Node', () => {
  const images = baseImages();
  assert.deepEqual(
    new Set(images.map((image) => image.split(':')[0])),
    new Set(['node', 'postgres', 'redis', 'nginx', 'prom/prometheus']),
  );
  for (const image of images) {
    assert.match(image, /^([a-z]+:\d+\.\d+(\.\d+)?-bookworm(-slim)?|prom\/prometheus:v\d+\.\d+\.\d+)$/, image);
  }
  const node = images.find((image) => image.startsWith('node:'));
  assert.equal(node, `node:${read('.node-version').trim()}-bookworm-slim`);
});

test('the stand-ins are built under the tags the files name', () => {
  const tags = execFileSync('bash', [baseImagesScript, '--tags'], { encoding: 'utf8' }).trim().split('\n');
  assert.deepEqual(new Set(tags), new Set(baseImages()));
});

/** A folder laid out as /etc/apt, with these files (paths relative to it). */
function aptEtc(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'apt-'));
  mkdirSync(join(folder, 'sources.list.d'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

/** The mirror base-images.sh reads from that folder (`--mirror` or `--security-mirror`). */
const mirrorOf = (folder: string, kind = '--mirror') =>
  execFileSync('bash', [baseImagesScript, kind], { encoding: 'utf8', env: { ...process.env, APT_ETC: folder } }).trim();

test("the stand-ins' Debian mirror is the machine's: its apt sources, deb822 or one-line, else deb.debian.org", () => {
  assert.equal(
    mirrorOf(
      aptEtc({
        'sources.list.d/debian.sources': [
          'Types: deb',
          'URIs: http://mirror.example.co/debian-security',
          'Suites: bookworm-security',
          '',
          'Types: deb',
          'URIs: http://mirror.example.co/debian',
          'Suites: bookworm bookworm-updates',
        ].join('\n'),
      }),
    ),
    'http://mirror.example.co/debian',
  );
  assert.equal(
    mirrorOf(
      aptEtc({
        'sources.list': [
          '# deb http://old.example.co/debian bookworm main',
          'deb http://security.debian.org/debian-security bookworm-security main',
          'deb [arch=amd64] http://espejo.example.co/debian bookworm main',
        ].join('\n'),
      }),
    ),
    'http://espejo.example.co/debian',
  );
  assert.equal(mirrorOf(aptEtc({})), 'http://deb.debian.org/debian');
});

test("the stand-ins' security mirror is the machine's too, else beside the archive", () => {
  const deb822 = aptEtc({
    'sources.list.d/debian.sources': [
      'Types: deb',
      'URIs: http://mirror.example.co/debian',
      'Suites: bookworm',
      '',
      'Types: deb',
      'URIs: http://mirror.example.co/debian-security',
      'Suites: bookworm-security',
    ].join('\n'),
  });
  assert.equal(mirrorOf(deb822, '--security-mirror'), 'http://mirror.example.co/debian-security');
  const archiveOnly = aptEtc({ 'sources.list': 'deb http://espejo.example.co/debian bookworm main\n' });
  assert.equal(mirrorOf(archiveOnly, '--security-mirror'), 'http://espejo.example.co/debian-security');
});

test('the compose files run every front end of the table of apps behind the proxy, with its port and addresses, and no other', async () => {
  const { parse } = await import('yaml');
  const { FRONT_ENDS, REMOTE_IDS, remoteApp } = await import('@soat/web-server/portal-apps');
  const { services, 'x-front-end': frontEnd } = parse(compose, { merge: true });
  const published = parse(read('docker-compose.override.yml')).services;
  const frontEndServices = Object.entries(services as Record<string, { build?: { dockerfile?: string } }>)
    .filter(([, service]) => service.build?.dockerfile === 'deploy/front-end.Dockerfile')
    .map(([name]) => name);
  assert.deepEqual(frontEndServices.sort(), FRONT_ENDS.map((app) => app.folder).sort());
  for (const app of FRONT_ENDS) {
    const service = services[app.folder];
    assert.equal(service.build.args.APP, app.folder, `${app.folder} is built from its own folder`);
    assert.match(service.image, new RegExp(`^soat/${app.folder}:`));
    // only the proxy is published: every answer leaves through it (HSTS)
    assert.equal(published[app.folder], undefined, `${app.folder} is published only through the proxy`);
    assert.ok(
      published.proxy.ports.includes(`\${PUBLISH_ADDRESS:-127.0.0.1}:${app.port}:${app.port}`),
      `the proxy publishes ${app.folder}'s port`,
    );
  }
  // the proxy listens on each front end's port and passes it to that front end, and to no other
  const proxyConf = read('deploy/nginx/proxy.conf');
  const listened = [...proxyConf.matchAll(/^\s*listen (\d+);/gm)].map((match) => Number(match[1]));
  const routed = Object.fromEntries(
    [...proxyConf.matchAll(/^\s*(\d+) ([a-z-]+):(\d+);$/gm)].map(([, port, name, to]) => [port, `${name}:${to}`]),
  );
  assert.deepEqual(
    routed,
    Object.fromEntries(FRONT_ENDS.map((app) => [String(app.port), `${app.folder}:${app.port}`])),
  );
  assert.deepEqual(listened.sort(), [4000, ...FRONT_ENDS.map((app) => app.port)].sort());
  for (const id of REMOTE_IDS) {
    const { folder, port, manifestVariable } = remoteApp(id);
    const internal = manifestVariable.replace(/_MANIFEST_URL$/, '_INTERNAL_MANIFEST_URL');
    assert.equal(
      frontEnd.environment[manifestVariable],
      `\${${manifestVariable}:-http://localhost:${port}/mf-manifest.json}`,
    );
    assert.equal(frontEnd.environment[internal], `\${${internal}:-http://${folder}:${port}/mf-manifest.json}`);
    assert.deepEqual(services.host.depends_on[folder], { condition: 'service_started' });
  }
});

test("the proxy adds HSTS to every answer of every server, and does not route the remotes' render endpoint", () => {
  const proxyConf = read('deploy/nginx/proxy.conf');
  const servers = proxyConf.split(/^server \{$/m).slice(1);
  assert.equal(servers.length, 2);
  for (const server of servers) {
    assert.match(server, /^\s*add_header Strict-Transport-Security \$strict_transport_security always;$/m);
    // the upstream's own header is dropped: one value, never two
    assert.match(server, /^\s*proxy_hide_header Strict-Transport-Security;$/m);
  }
  assert.match(proxyConf, /\$strict_transport_security \{\n\s*default "max-age=31536000; includeSubDomains";/);
  assert.match(servers[1] ?? '', /location \^~ \/prerendered\/render\/ \{\n\s*return 404;\n\s*\}/);
});

/**
 * The server blocks of an nginx configuration that proxy to a front end (by its compose service, directly or
 * through an upstream) without refusing the remotes' render endpoint (ADR 011): `location ^~
 * /prerendered/render/ { return 404; }`.
 */
function serversExposingRender(conf: string, frontEnds: FrontEnd[]) {
  // where a proxy_pass may go: an upstream's servers, or a map's values (`proxy_pass http://$front_end`)
  const upstreams = new Map([
    ...[...conf.matchAll(/upstream\s+([\w-]+)\s*\{([^}]*)\}/g)].map((match) => [match[1], match[2]] as const),
    ...[...conf.matchAll(/map\s+\S+\s+(\$[\w-]+)\s*\{([^}]*)\}/g)].map((match) => [match[1], match[2]] as const),
  ]);
  return conf
    .split(/^server\s*\{/m)
    .slice(1)
    .filter((server) => {
      const targets = [...server.matchAll(/proxy_pass\s+https?:\/\/(\$?[\w.-]+)/g)].map((match) => match[1]);
      const reaches = (app: FrontEnd) =>
        targets.some((target) => target === app.folder || (upstreams.get(target) ?? '').includes(`${app.folder}:`));
      return (
        frontEnds.some(reaches) && !/location\s+\^~\s+\/prerendered\/render\/\s*\{\s*return\s+404;\s*\}/.test(server)
      );
    });
}

test("compose's nginx routes no front end's render endpoint, and every front end's server needs the render key", async () => {
  const { parse } = await import('yaml');
  const { FRONT_ENDS } = await import('@soat/web-server/portal-apps');
  const folder = join(repoRoot, 'deploy', 'nginx');
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.conf'))) {
    assert.deepEqual(serversExposingRender(readFileSync(join(folder, name), 'utf8'), FRONT_ENDS), [], name);
  }
  // the check finds a server that would: a remote proxied, with and without the refusal
  const proxied = (extra: string) =>
    `upstream soat { server remote-soat:3002; }\nserver {\n  listen 443;\n${extra}  location / { proxy_pass http://soat; }\n}\n`;
  assert.equal(serversExposingRender(proxied(''), FRONT_ENDS).length, 1);
  assert.deepEqual(
    serversExposingRender(proxied('  location ^~ /prerendered/render/ { return 404; }\n'), FRONT_ENDS),
    [],
  );
  // and one that routes the front ends by a map of ports, as deploy/nginx/proxy.conf does
  const mapped = `map $server_port $front_end {\n    3002 remote-soat:3002;\n}\nserver {\n  listen 3002;\n  location / { proxy_pass http://$front_end; }\n}\n`;
  assert.equal(serversExposingRender(mapped, FRONT_ENDS).length, 1);

  const { 'x-front-end': frontEnd } = parse(compose, { merge: true });
  assert.match(frontEnd.environment.RENDER_KEY, /^\$\{RENDER_KEY:\?set RENDER_KEY in \.env/);
  assert.match(read('.env.example'), /^RENDER_KEY=$/m);
});

test('compose runs the API through PgBouncer in transaction pooling, PgBouncer on PostgreSQL, and publishes neither', async () => {
  const { parse } = await import('yaml');
  const { services, 'x-api': api } = parse(compose, { merge: true });
  assert.match(api.environment.DATABASE_URL, /@pgbouncer:6432\/soat$/);
  assert.deepEqual(api.depends_on.pgbouncer, { condition: 'service_healthy' });
  assert.deepEqual(services.pgbouncer.depends_on.postgres, { condition: 'service_healthy' });
  assert.equal(services.pgbouncer.build.dockerfile, 'deploy/pgbouncer.Dockerfile');
  assert.equal(services.pgbouncer.ports, undefined);
  const published = parse(read('docker-compose.override.yml')).services;
  assert.equal(published.pgbouncer, undefined);
  assert.match(read('deploy/pgbouncer/entrypoint.sh'), /^pool_mode = transaction$/m);
  // the deployment test's API goes through it too
  const testOverride = parse(read('scripts/deploy-test/docker-compose.test.yml'));
  for (const instance of ['api-1', 'api-2', 'worker'])
    assert.match(testOverride.services[instance].environment.DATABASE_URL, /:\$\{TEST_PGBOUNCER_PORT\}\/soat$/);
});

test('compose runs the API instances without jobs and one worker, the same image, with short passes', async () => {
  const { parse } = await import('yaml');
  const { services } = parse(compose, { merge: true });
  for (const instance of ['api-1', 'api-2']) assert.equal(services[instance].environment.API_JOBS, 'false', instance);
  const { worker } = services;
  assert.equal(worker.image, services['api-1'].image);
  assert.deepEqual(worker.command, ['node', 'api/dist/worker.js']);
  assert.equal(worker.environment.API_JOBS, 'true');
  assert.equal(worker.ports, undefined);
  // every setting of the instances, the same (its database, its secrets, the services it calls)
  for (const [name, value] of Object.entries(services['api-1'].environment))
    if (name !== 'API_JOBS') assert.equal(worker.environment[name], value, name);
  // a job an instance wrote waits a short pass, not the 30-60 s defaults; a failed one, the defaults' retries
  for (const queue of ['EMAIL', 'INVOICE', 'RUNT_REPORT', 'REFUND'])
    assert.match(worker.environment[`${queue}_JOBS_INTERVAL_SECONDS`], /:-2\}$/, queue);
  for (const queue of ['INVOICE', 'RUNT_REPORT', 'REFUND'])
    assert.match(worker.environment[`${queue}_FIRST_RETRY_SECONDS`], /:-(30|60)\}$/, queue);
  // outside production its jobs call the instances' sandboxes, through the proxy
  assert.equal(worker.environment.SANDBOX_ORIGIN, '${SANDBOX_ORIGIN:-http://proxy:4000}');
  // Prometheus scrapes it with the instances, in the job the alerts read
  const prometheus = parse(read('deploy/prometheus/prometheus.yml'));
  const targets = prometheus.scrape_configs
    .find((job: { job_name: string }) => job.job_name === 'soat-api')
    .static_configs.flatMap((config: { targets: string[] }) => config.targets);
  assert.ok(targets.includes('worker:9464'), targets.join());
});
