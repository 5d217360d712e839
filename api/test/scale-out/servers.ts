import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sourceNodeArguments } from '../../scripts/source-node-arguments.js';

// Real servers for the scale-out tests: Debian's PostgreSQL and redis-server, and API instances as
// child processes, each on a free port of 127.0.0.1. Missing binaries fail the tests, with what to install.

/** A port nothing listens on now (the OS picks it; the caller binds it right after). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not get ready within ${timeoutMs} ms`);
    await sleep(100);
  }
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** Debian's PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin), the newest installed. */
function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      "PostgreSQL's server is not installed (no /usr/lib/postgresql/<version>/bin/postgres): apt-get install postgresql",
    );
  }
  return join(root, versions[0]!, 'bin');
}

// PostgreSQL refuses to run as root: as root (CI), its files and processes belong to `postgres`.
const asRoot = process.getuid?.() === 0;
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

export interface Postgres {
  url: string;
  /** Stops the server (fast shutdown: open connections are cut), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** A client connection for the test's own reads. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A throw-away PostgreSQL cluster in a temporary folder, with fsync off (nothing here must survive). */
export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBinaries();
  const dir = await mkdtemp(join(tmpdir(), 'soat-scale-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    await chown(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const [initdb, initdbArgs] = asPostgres(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  const init = spawnSync(initdb, initdbArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: ChildProcess | undefined;
  const start = async () => {
    const [command, args] = asPostgres(join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=100',
    ]);
    server = spawn(command, args, { stdio: 'ignore' });
    await waitFor('PostgreSQL', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
      return true;
    });
  };
  const stop = async () => {
    // the postmaster's own pid (runuser is its parent): SIGINT is PostgreSQL's fast shutdown
    const pid = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGINT');
    if (server) await once(server, 'exit').catch(() => {});
    server = undefined;
  };
  await start();
  const reader = new pg.Pool({ connectionString: url, max: 2 });
  reader.on('error', () => {});
  return {
    url,
    start,
    stop: async () => {
      if (server?.exitCode === null) await stop();
    },
    query: async (text, values) => (await reader.query(text, values)).rows,
    close: async () => {
      await reader.end();
      if (server && server.exitCode === null) await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) {
    throw new Error("the user postgres does not exist: install Debian's postgresql (apt-get install postgresql)");
  }
  return { uid, gid: id('-g') };
}

export interface PgBouncer {
  /** PostgreSQL's database through PgBouncer (transaction pooling), signed in with a password (SCRAM). */
  url: string;
  close(): Promise<void>;
}

/**
 * Debian's PgBouncer in front of `postgres`, configured by the compose image's own entrypoint
 * (deploy/pgbouncer/entrypoint.sh): transaction pooling, `poolSize` PostgreSQL connections. As root (CI)
 * it runs as `postgres`: PgBouncer refuses root too.
 */
export async function startPgBouncer(postgres: Postgres, poolSize = 4): Promise<PgBouncer> {
  if (spawnSync('pgbouncer', ['--version']).error)
    throw new Error('pgbouncer is not installed: apt-get install pgbouncer');
  const dir = await mkdtemp(join(tmpdir(), 'soat-pgbouncer-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    await chown(dir, uid, gid);
  }
  const server = new URL(postgres.url);
  const port = await freePort();
  const password = 'clave-de-pgbouncer';
  const entrypoint = fileURLToPath(new URL('../../../deploy/pgbouncer/entrypoint.sh', import.meta.url));
  const [command, args] = asPostgres('sh', [entrypoint]);
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin:/usr/sbin',
    POSTGRES_HOST: server.hostname,
    POSTGRES_PORT: server.port,
    POSTGRES_DB: 'postgres',
    POSTGRES_USER: 'postgres',
    POSTGRES_PASSWORD: password,
    PGBOUNCER_DIR: dir,
    PGBOUNCER_LISTEN_ADDRESS: '127.0.0.1',
    PGBOUNCER_PORT: String(port),
    PGBOUNCER_POOL_SIZE: String(poolSize),
  };
  // runuser passes the environment on unless told otherwise
  const child = spawn(command, args, { env, stdio: 'ignore' });
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  await waitFor('PgBouncer', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
    return true;
  });
  return {
    url,
    close: async () => {
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** redis-server on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<RedisServer> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: apt-get install redis-server');
  }
  const port = await freePort();
  let server: ChildProcess | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    server = spawn('redis-server', args, { stdio: 'ignore' });
    await waitFor('redis-server', async () => {
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.destroy();
      return true;
    });
  };
  await start();
  const stop = async () => {
    if (server) await stopChild(server);
  };
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop };
}

export interface ApiInstance {
  origin: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Ends the process at once (SIGKILL): nothing it had in memory gets done. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `src/server.ts` in a child process (its sources as the tests run them) on a free port, with `env` added;
 * `src/worker.ts` (the jobs' process, ADR 027) with `{ worker: true }`, its health and metrics on that port.
 */
export async function startApi(env: Record<string, string>, { worker = false } = {}): Promise<ApiInstance> {
  const port = await freePort();
  const script = worker ? 'src/worker.ts' : 'src/server.ts';
  const listening = worker ? 'Trabajos en marcha' : 'API escuchando en';
  const child = spawn(process.execPath, [...sourceNodeArguments, script], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'development', API_HOST: '127.0.0.1', API_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!output.includes(listening)) {
    if (child.exitCode !== null) throw new Error(`the API exited before listening:\n${output}`);
    if (Date.now() > deadline) {
      await stopChild(child, 'SIGKILL');
      throw new Error(`the API did not listen within 60 s:\n${output}`);
    }
    await sleep(50);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    kill: () => stopChild(child, 'SIGKILL'),
    close: () => stopChild(child, 'SIGTERM'),
  };
}
