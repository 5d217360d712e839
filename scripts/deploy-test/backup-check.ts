// The deployment test's backup stage (issue 24, ADR 026): scripts/db-backup.ts backs up the stack's
// PostgreSQL with the tools of its container, restores the copy into a fresh PostgreSQL container (the
// same image), an API container starts on it, and the consult finds the policy the journeys paid for.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { eventually } from './wait.ts';

const RESTORED_POSTGRES = 'soat-deploy-test-restored-postgres';
const RESTORED_API = 'soat-deploy-test-restored-api';
const POSTGRES_IMAGE = 'postgres:15.20-bookworm';

const docker = (...args: string[]) => execFileSync('docker', args, { encoding: 'utf8' }).trim();

/** Removes the stage's containers (also after a failed or interrupted run). */
export function removeRestoreContainers() {
  spawnSync('docker', ['rm', '-f', RESTORED_POSTGRES, RESTORED_API], { stdio: 'ignore' });
}

function dbBackup(...args: string[]) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'db-backup.ts'), ...args], {
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error(`db-backup.ts ${args[0]} failed: ${result.stderr.trim()}`);
}

/**
 * `stack`: the running stack's PostgreSQL container, its URL from inside that container and its
 * password; `ports`: free loopback ports for the fresh PostgreSQL and API; `file`: where the copy goes.
 */
export async function checkBackupAndRestore({
  stack,
  ports,
  file,
}: {
  stack: { container: string; url: string };
  ports: { postgres: number; api: number };
  file: string;
}) {
  const [plate, documentType, documentNumber, number] = docker(
    'exec',
    stack.container,
    'psql',
    '-X',
    '-A',
    '-t',
    '-F',
    ' ',
    '-d',
    stack.url,
    '-c',
    'select placa, tomador_tipo_documento, tomador_numero_documento, numero from polizas order by expedida_en desc limit 1',
  ).split(' ');
  if (!number) throw new Error('The stack holds no policy to back up: did the purchase journey run?');
  dbBackup('backup', file, '--container', stack.container, '--database-url', stack.url);

  removeRestoreContainers();
  const password = randomBytes(18).toString('base64url');
  const restoredUrl = `postgres://soat:${password}@127.0.0.1:${ports.postgres}/soat`;
  docker(
    'run',
    '-d',
    '--name',
    RESTORED_POSTGRES,
    '--network',
    'host',
    '-e',
    'POSTGRES_USER=soat',
    '-e',
    'POSTGRES_DB=soat',
    '-e',
    `POSTGRES_PASSWORD=${password}`,
    POSTGRES_IMAGE,
    'postgres',
    '-p',
    String(ports.postgres),
    '-c',
    'listen_addresses=127.0.0.1',
  );
  await eventually(
    'the fresh PostgreSQL ready',
    60,
    async () =>
      spawnSync('docker', ['exec', RESTORED_POSTGRES, 'psql', '-X', '-d', restoredUrl, '-c', 'select 1'], {
        stdio: 'ignore',
      }).status === 0,
    1000,
  );
  dbBackup('restore', file, '--container', RESTORED_POSTGRES, '--database-url', restoredUrl);

  docker(
    'run',
    '-d',
    '--name',
    RESTORED_API,
    '--network',
    'host',
    '-e',
    'NODE_ENV=development',
    '-e',
    'API_HOST=127.0.0.1',
    '-e',
    `API_PORT=${ports.api}`,
    '-e',
    `DATABASE_URL=${restoredUrl}`,
    '-e',
    `JWT_SECRET=${randomBytes(36).toString('base64url')}`,
    'soat/api:latest',
  );
  const api = `http://127.0.0.1:${ports.api}`;
  await eventually('the API on the restored database ready', 90, async () => (await fetch(`${api}/ready`)).ok, 1000);
  const response = await fetch(`${api}/soat/api/v1/consultas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ placa: plate, tipoDocumento: documentType, numeroDocumento: documentNumber }),
  });
  const consult = response.ok ? ((await response.json()) as { polizas: { numeroPoliza: string }[] }) : null;
  const found = consult?.polizas.map((policy) => policy.numeroPoliza) ?? [];
  console.log(`consult of ${plate} on the restored database: ${response.status}, policies ${found.join(', ')}`);
  if (!found.includes(number)) throw new Error(`The restored database does not give policy ${number} by the consult.`);
}
