// The deployment test's stack in Docker (run.ts): commands run from the repository, docker-compose with the
// test's overrides and environment, the containers' health and lifetimes, the journeys against the stack,
// and the stack torn down.
import { execFileSync, type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { removeRestoreContainers } from './backup-check.ts';
import { env, local, ports } from './stack-settings.ts';
import { sleep } from './wait.ts';

const here = import.meta.dirname;
const HEALTH_TIMEOUT_MS = 5 * 60_000;

export function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}
const output = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: repoRoot, env, encoding: 'utf8' }).trim();

export const compose = (...args: string[]) =>
  run('docker-compose', ['-f', 'docker-compose.yml', '-f', join(here, 'docker-compose.test.yml'), ...args], { env });

export const containerOf = (service: string) =>
  output('docker-compose', ['-f', 'docker-compose.yml', 'ps', '-q', service]);
export const inspect = (id: string, format: string) => output('docker', ['inspect', '--format', format, id]);

export async function waitHealthy(services: string[]) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    const states = services.map((service) => {
      const id = containerOf(service);
      return [
        service,
        id ? inspect(id, '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}') : 'absent',
      ];
    });
    const waiting = states.filter(([, state]) => state !== 'healthy');
    if (waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Not healthy in time: ${waiting.map((s) => s.join(' ')).join(', ')}`);
    await sleep(2000);
  }
}

/** A container's identity and lifetime: its id, start time and restart count (the same unless it restarted). */
export const lifeOf = (service: string) => {
  const id = containerOf(service);
  return id ? `${id} ${inspect(id, '{{.State.StartedAt}} restarts={{.RestartCount}}')}` : 'absent';
};

/** The journeys of e2e/deploy whose titles match `grep`, against the stack. */
export function journeys(grep: string, extraEnv: NodeJS.ProcessEnv = {}) {
  run(
    process.execPath,
    [join(repoRoot, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'deploy', '--grep', grep],
    {
      cwd: join(repoRoot, 'e2e'),
      env: { ...process.env, PORTAL_URL: local(ports.host), API_URL: local(ports.api), ...extraEnv },
    },
  );
}

/** Removes the project's containers and its database volume (PostgreSQL keeps the password it was created with). */
export function tearDown() {
  removeRestoreContainers();
  spawnSync(
    'docker-compose',
    ['-f', 'docker-compose.yml', '-f', join(here, 'docker-compose.test.yml'), 'down', '-v', '--remove-orphans'],
    { stdio: 'inherit', cwd: repoRoot, env },
  );
}
