import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { openPglite } from '../../src/db/open-database.js';
import { operatorAudit, operators } from '../../src/db/schema.js';

// The first administrator (ADR 044): `node scripts/create-operator.ts` writes an operator to the configured
// database (here a PGlite in a temporary DATA_DIR), audited, and says what comes next.

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

function createOperator(dataDir: string, args: string[], password = 'una-clave-inicial-larga') {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: password };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  return spawnSync(process.execPath, ['scripts/create-operator.ts', ...args], { cwd: apiRoot, env, encoding: 'utf8' });
}

describe('scripts/create-operator.ts', () => {
  it('creates an administrator in the configured database, audited, and refuses the same email twice', async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'soat-create-operator-'));
    t.after(() => rmSync(dataDir, { recursive: true, force: true }));
    const args = ['--correo', 'Ana.Admin@Example.co', '--nombre', 'Ana Gómez', '--rol', 'administrador'];
    const created = createOperator(dataDir, args);
    assert.equal(created.status, 0, created.stderr);
    assert.match(created.stdout, /Operador creado: Ana Gómez <ana\.admin@example\.co>, rol administrador/);
    assert.match(created.stdout, /\/operador\/ingresar/);
    assert.match(created.stdout, /segundo factor/);

    const again = createOperator(dataDir, args);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /Ya hay un operador con el correo ana\.admin@example\.co/);
    const badRole = createOperator(dataDir, ['--correo', 'b@example.co', '--nombre', 'B', '--rol', 'jefe']);
    assert.equal(badRole.status, 1);
    assert.match(badRole.stderr, /El rol debe ser uno de: agente, supervisor, administrador/);
    const shortPassword = createOperator(dataDir, ['--correo', 'c@example.co', '--nombre', 'C'], 'corta');
    assert.equal(shortPassword.status, 1);
    assert.match(shortPassword.stderr, /de 12 a 128 caracteres/);

    const opened = await openPglite({ dataDir });
    try {
      const rows = await opened.db.select().from(operators);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.email, 'ana.admin@example.co');
      assert.equal(rows[0]!.role, 'administrador');
      assert.equal(rows[0]!.totpConfirmed, false);
      assert.match(rows[0]!.passwordHash, /^\$argon2id\$/);
      const [entry] = await opened.db.select().from(operatorAudit).where(eq(operatorAudit.target, rows[0]!.id));
      assert.equal(entry!.action, 'operador.creado');
      assert.equal(entry!.operatorEmail, 'script create-operator');
    } finally {
      await opened.close();
    }
  });
});
