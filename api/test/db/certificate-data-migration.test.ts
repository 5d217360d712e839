import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openTestPglite } from '../pglite-snapshot.js';

// Migration 0017 gives each policy the holder's address, city and mobile its certificate prints: the
// policies issued before it take them from their request.

const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The migrations folder as it was before `tag`: its files, and a journal that ends before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'soat-migraciones-'));
  await cp(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('Migration 0017 (the certificate’s data)', () => {
  it('copies the holder’s address, city and mobile from its request onto a policy issued before it', async (t) => {
    const pglite = await openTestPglite();
    const before = await migrationsBefore('0017_certificate_data');
    t.after(async () => {
      await pglite.close();
      await rm(before, { recursive: true, force: true });
    });
    const db = drizzle({ client: pglite });
    await migrate(db, { migrationsFolder: before });
    const [request] = (
      await pglite.query<{ id: string }>(`
        insert into solicitudes (placa, vehiculo, codigo_tarifa, anio_tarifa, subtotal, tasa_runt, total,
          inicio_vigencia, fin_vigencia, cotizacion, tomador_tipo_documento, tomador_numero_documento,
          tomador_nombres, tomador_apellidos, tomador_correo, tomador_celular, tomador_direccion,
          tomador_ciudad, estado, terminos_aceptados_en, vence_en)
        values ('ABC123', '{}', '521', 2026, 100, 10, 110, '2026-03-15', '2027-03-14', '{}', 'CC', '1020304050',
          'Ana', 'Gómez', 'ana@example.com', '3001234567', 'Calle 1 # 2-3', 'Bogotá', 'emitida', now(), now())
        returning id`)
    ).rows;
    const [payment] = (
      await pglite.query<{ id: string }>(
        `insert into pagos (solicitud_id, idempotency_key, referencia, metodo, estado, amount_in_cents)
         values ($1, gen_random_uuid(), 'ref-1', 'TARJETA', 'APROBADO', 11000) returning id`,
        [request!.id],
      )
    ).rows;
    await pglite.query(
      `insert into polizas (numero, solicitud_id, pago_id, placa, inicio_vigencia, fin_vigencia, codigo_tarifa,
         anio_tarifa, subtotal, tasa_runt, total, vehiculo, tomador_tipo_documento, tomador_numero_documento,
         tomador_nombres, tomador_apellidos, aseguradora)
       values ('SOAT-2026-00000001', $1, $2, 'ABC123', '2026-03-15', '2027-03-14', '521', 2026, 100, 10, 110, '{}',
         'CC', '1020304050', 'Ana', 'Gómez', 'Aseguradora')`,
      [request!.id, payment!.id],
    );

    await migrate(db, { migrationsFolder: migrations });
    const { rows } = await pglite.query(
      'select tomador_direccion, tomador_ciudad, tomador_celular, marca, linea from polizas',
    );
    assert.deepEqual(rows, [
      {
        tomador_direccion: 'Calle 1 # 2-3',
        tomador_ciudad: 'Bogotá',
        tomador_celular: '3001234567',
        marca: null,
        linea: null,
      },
    ]);
  });
});
