import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { testJwtSecret } from '../helper.js';
import { purchaseBody, soatApi } from '../routes/soat/purchase-fixtures.js';
import { eventually } from './cluster.js';
import { call, createPurchase, payAtCheckout, startPayment } from './http-client.js';
import { startApi, startPostgres, type ApiInstance, type Postgres } from './servers.js';

// scripts/db-backup.ts as an operator runs it, on Debian's PostgreSQL: a paid policy survives a backup
// and a restore into another server, and a restore that would mix schema versions is refused.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const latestMigration = (
  JSON.parse(readFileSync(join(repoRoot, 'api', 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  }
).entries.at(-1)!;

function dbBackup(...args: string[]) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'db-backup.ts'), ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Another database on the same server, empty. */
async function emptyDatabase(server: Postgres, name: string): Promise<string> {
  await server.query(`create database ${name}`);
  return server.url.replace(/\/postgres$/, `/${name}`);
}

describe('Backing up and restoring the database (scripts/db-backup.ts)', { timeout: 180_000 }, () => {
  let source: Postgres;
  let target: Postgres;
  let folder: string;
  let dataDir: string;
  const apis: ApiInstance[] = [];
  const startApiOn = async (databaseUrl: string) => {
    const api = await startApi({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: testJwtSecret,
      LOG_LEVEL: 'warn',
      PORTAL_URL: 'https://portal.example.co',
      RECONCILE_INTERVAL_SECONDS: '1',
      SANDBOX_PENDING_SECONDS: '1',
    });
    apis.push(api);
    return api;
  };
  before(async () => {
    [source, target] = await Promise.all([startPostgres(), startPostgres()]);
    folder = await mkdtemp(join(tmpdir(), 'soat-backup-'));
    dataDir = join(folder, 'data');
  });
  after(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await Promise.all([source?.close(), target?.close()]);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('restores a paid policy into another PostgreSQL, where the API finds it by the consult', async () => {
    const first = await startApiOn(source.url);
    const body = purchaseBody();
    const id = await createPurchase(first.origin, body);
    await payAtCheckout(first.origin, await startPayment(first.origin, id));
    const [policy] = await eventually(
      'the policy issued',
      () => source.query<{ numero: string }>('select numero from polizas where solicitud_id = $1', [id]),
      (rows) => rows.length === 1,
    );
    await first.close();

    const file = join(folder, 'portal.dump');
    const backup = dbBackup('backup', file, '--database-url', source.url);
    assert.equal(backup.status, 0, backup.stderr);
    assert.match(backup.stdout, new RegExp(`esquema en la versión ${latestMigration.tag}`));

    const restore = dbBackup('restore', file, '--database-url', target.url);
    assert.equal(restore.status, 0, restore.stderr);
    assert.match(restore.stdout, /, 1 póliza\.$/m);

    const restored = await startApiOn(target.url);
    const consult = await call(restored.origin, 'POST', `${soatApi}/consultas`, {
      json: { placa: body.placa, tipoDocumento: 'CC', numeroDocumento: body.tomador.numeroDocumento },
    });
    assert.equal(consult.status, 200, consult.body);
    const found = consult.json<{ polizas: Array<{ numeroPoliza: string }> }>().polizas;
    assert.deepEqual(
      found.map((row) => row.numeroPoliza),
      [policy!.numero],
    );

    // the same copy again: the target is no longer empty, so it is refused unless --replace says so
    const again = dbBackup('restore', file, '--database-url', target.url);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /La base de destino no está vacía .* --replace/);
    const replaced = dbBackup('restore', file, '--database-url', target.url, '--replace');
    assert.equal(replaced.status, 0, replaced.stderr);
    assert.match(replaced.stdout, /, 1 póliza\.$/m);
  });

  it('refuses to restore into a database whose schema is newer than the copy, and changes nothing there', async () => {
    const file = join(folder, 'portal.dump');
    const newer = latestMigration.when + 86_400_000;
    await target.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next', $1)`, [newer]);
    // the policies' invoices first: an invoice keeps its policy (a foreign key that restricts)
    await target.query('delete from documentos_electronicos');
    await target.query('delete from polizas');
    const restore = dbBackup('restore', file, '--database-url', target.url, '--replace');
    assert.equal(restore.status, 1);
    assert.match(
      restore.stderr,
      new RegExp(`tiene el esquema en una versión posterior a ${latestMigration.tag} .*más nueva que la de la copia`),
    );
    const [{ n }] = (await target.query<{ n: string }>('select count(*) as n from polizas')) as [{ n: string }];
    assert.equal(Number(n), 0);
  });

  it('refuses a copy whose schema is newer than this release knows, and keeps no partial copy of a failed backup', async () => {
    const newerFile = join(folder, 'newer.dump');
    const backup = dbBackup('backup', newerFile, '--database-url', target.url);
    assert.equal(backup.status, 0, backup.stderr);
    assert.match(backup.stdout, new RegExp(`posterior a ${latestMigration.tag}`));
    const restore = dbBackup('restore', newerFile, '--database-url', await emptyDatabase(source, 'vacia'));
    assert.equal(restore.status, 1);
    assert.match(restore.stderr, /La copia tiene el esquema en .*más nueva que la de esta versión del portal/);

    const notPortal = join(folder, 'not-portal.dump');
    const refused = dbBackup('backup', notPortal, '--database-url', await emptyDatabase(source, 'otra'));
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /no tiene la tabla de migraciones del portal/);
    assert.throws(() => readFileSync(notPortal));
    assert.throws(() => readFileSync(`${notPortal}.partial`));
  });
});
