import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build } from '../../helper.js';

const url = '/soat/api/v1/tarifas';

interface TariffLine {
  codigo: string;
  subcategoria: string;
  condicion: string;
  servicio: string[];
  rangoDiferencial: boolean;
  prima: number | null;
  contribucionAdres: number | null;
  subtotal: number;
  tasaRunt: number;
  total: number;
}

const linesOf = (body: { categorias: Array<{ tarifas: TariffLine[] }> }) =>
  body.categorias.flatMap((category) => category.tarifas);

describe('GET /soat/api/v1/tarifas', () => {
  it("answers the year's official table by category in code order, with its coverages and sources", async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url: `${url}?anio=2026` });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.anio, 2026);
    assert.deepEqual(body.anios, [2024, 2025, 2026]);
    assert.equal(body.vigenciaDesde, '2026-01-01');
    assert.equal(body.vigenciaHasta, null);
    assert.ok(body.fuentes.length > 0 && body.fuentes.every((source: string) => source.startsWith('https://')));
    const lines = linesOf(body);
    const codes = lines.map((line) => line.codigo);
    assert.equal(codes.length, 37);
    assert.deepEqual(codes, [...codes].sort());
    assert.equal(body.categorias[0].categoria, 'Motos');
    assert.deepEqual(
      lines.find((line) => line.codigo === '120'),
      {
        codigo: '120',
        subcategoria: 'De 100 a 200 c.c.',
        condicion: 'de 100 a 200 c.c.',
        servicio: ['particular', 'publico', 'intermunicipal', 'oficial'],
        rangoDiferencial: true,
        prima: 224300,
        contribucionAdres: null,
        subtotal: 340900,
        tasaRunt: 2400,
        total: 343300,
      },
    );
    const family = lines.find((line) => line.codigo === '511')!;
    assert.equal(family.total, 447300);
    assert.equal(family.condicion, 'hasta 1.499 c.c., hasta 5 pasajeros, 0 a 9 años');
    assert.equal(family.rangoDiferencial, false);
    // 2026: five coverages per victim, death at 750 SMLDV
    assert.equal(body.coberturas.length, 5);
    assert.deepEqual(
      body.coberturas.find((coverage: { unidad: string }) => coverage.unidad === '750 SMLDV'),
      { amparo: 'Muerte y gastos funerarios', unidad: '750 SMLDV', valor: 43_772_625 },
    );
  });

  it('shows prima and ADRES contribution separately only where the table publishes them', async (t) => {
    const app = await build(t);
    const lines2024 = linesOf((await app.inject({ method: 'GET', url: `${url}?anio=2024` })).json());
    const moped = lines2024.find((line) => line.codigo === '100')!;
    assert.deepEqual(
      [moped.prima, moped.contribucionAdres, moped.subtotal, moped.total],
      [72100, 37400, 109500, 111600],
    );
    // 2024 has no published total for the 6xx codes: they are left out, never made up
    assert.ok(!lines2024.some((line) => line.codigo.startsWith('6')));
    const lines2025 = linesOf((await app.inject({ method: 'GET', url: `${url}?anio=2025` })).json());
    const taxi = lines2025.find((line) => line.codigo === '711')!;
    assert.deepEqual([taxi.prima, taxi.contribucionAdres, taxi.subtotal, taxi.total], [null, null, 265800, 267900]);
  });

  it("defaults to the current year's table, or the latest one the data has", async (t) => {
    const app = await build(t);
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200);
    const thisYear = new Date().getUTCFullYear();
    assert.equal(response.json().anio, Math.min(thisYear, 2026));
  });

  it('refuses in Spanish a year the data lacks, a malformed year and unknown parameters', async (t) => {
    const app = await build(t);
    const missing = await app.inject({ method: 'GET', url: `${url}?anio=2019` });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), {
      message: 'No tenemos la tabla de tarifas del 2019. Consulta la de 2024, 2025 y 2026.',
      errores: [
        { campo: 'anio', mensaje: 'No tenemos la tabla de tarifas del 2019. Consulta la de 2024, 2025 y 2026.' },
      ],
    });
    for (const bad of ['26', 'dos mil', '2026.0', '']) {
      const response = await app.inject({ method: 'GET', url: `${url}?anio=${encodeURIComponent(bad)}` });
      if (bad === '') {
        // an empty value counts as absent
        assert.equal(response.statusCode, 200, bad);
        continue;
      }
      assert.equal(response.statusCode, 400, bad);
      assert.deepEqual(response.json().errores, [
        { campo: 'anio', mensaje: 'Escribe el año con cuatro dígitos, por ejemplo 2026.' },
      ]);
    }
    const unknown = await app.inject({ method: 'GET', url: `${url}?year=2026` });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().errores[0].campo, 'year');
  });

  it('may be cached publicly and revalidated with its ETag', async (t) => {
    const app = await build(t);
    const first = await app.inject({ method: 'GET', url: `${url}?anio=2026` });
    assert.equal(first.headers['cache-control'], 'public, max-age=3600');
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: `${url}?anio=2026`, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    // no length announced for a body a 304 never has (a keep-alive connection would look busy)
    assert.equal(again.headers['content-length'], undefined);
    assert.equal(again.headers.etag, etag);
    const otherYear = await app.inject({ method: 'GET', url: `${url}?anio=2025`, headers: { 'if-none-match': etag } });
    assert.equal(otherYear.statusCode, 200);
    assert.notEqual(otherYear.headers.etag, etag);
    // errors stay private
    const refused = await app.inject({ method: 'GET', url: `${url}?anio=1999` });
    assert.equal(refused.headers['cache-control'], 'no-store');
  });
});
