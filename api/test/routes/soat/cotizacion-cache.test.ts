import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { createQuoteCoverCache, quoteCoverTtlMs } from '../../../src/plugins/app/soat/quote-cover-cache.js';
import { build } from '../../helper.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import { insertPolicy } from './policy-factory.js';
import { buyPolicy, postPurchase, purchaseBody, soatApi, uniqueCarPlate } from './purchase-fixtures.js';

const familyCar = { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 };

/** A read of plate → policy end that counts its calls and answers what `ends` says. */
function countingRead(ends: Record<string, string | null> = {}) {
  const calls: string[] = [];
  const read = async (plate: string) => {
    calls.push(plate);
    return ends[plate] ?? null;
  };
  return { calls, read };
}

describe("the quote's memory of a plate's policies", () => {
  it('reads a plate once while it is fresh, sharing one read between concurrent quotes', async () => {
    let now = 1_000_000;
    const { calls, read } = countingRead({ ABC123: '2027-01-31' });
    const cache = createQuoteCoverCache(read, { now: () => now });
    const answers = await Promise.all([cache.get('ABC123', '2026-06-01'), cache.get('ABC123', '2026-06-01')]);
    now += quoteCoverTtlMs - 1;
    assert.equal(await cache.get('ABC123', '2026-06-01'), '2027-01-31');
    assert.deepEqual(answers, ['2027-01-31', '2027-01-31']);
    assert.deepEqual(calls, ['ABC123']);
  });

  it('reads again once the entry is old, on a new day, or after a policy for the plate was issued', async () => {
    let now = 0;
    const { calls, read } = countingRead();
    const cache = createQuoteCoverCache(read, { now: () => now });
    await cache.get('ABC123', '2026-06-01');
    now += quoteCoverTtlMs;
    await cache.get('ABC123', '2026-06-01');
    await cache.get('ABC123', '2026-06-02');
    cache.forget('ABC123');
    await cache.get('ABC123', '2026-06-02');
    assert.deepEqual(calls, ['ABC123', 'ABC123', 'ABC123', 'ABC123']);
  });

  it('does not remember a failed read, and forgets the oldest plate beyond its size', async () => {
    let fail = true;
    const calls: string[] = [];
    const cache = createQuoteCoverCache(
      async (plate: string) => {
        calls.push(plate);
        if (fail) throw new Error('database down');
        return null;
      },
      { maxSize: 2 },
    );
    await assert.rejects(cache.get('AAA111', '2026-06-01'), /database down/);
    fail = false;
    assert.equal(await cache.get('AAA111', '2026-06-01'), null);
    await cache.get('BBB222', '2026-06-01');
    await cache.get('CCC333', '2026-06-01');
    await cache.get('AAA111', '2026-06-01');
    await cache.get('CCC333', '2026-06-01');
    assert.deepEqual(calls, ['AAA111', 'AAA111', 'BBB222', 'CCC333', 'AAA111']);
  });

  it('a policy issued after a quote shows in the next quote of the plate at once', async (t) => {
    const { app } = await buildListeningApi(t);
    const body = purchaseBody();
    const { tipoDocumento, numeroDocumento } = body.tomador;
    const quote = () =>
      app.inject({
        method: 'POST',
        url: `${soatApi}/cotizaciones`,
        payload: { placa: body.placa, vehiculo: body.vehiculo, tipoDocumento, numeroDocumento },
      });
    assert.equal((await quote()).json().polizaVigenteHasta, null);
    const { solicitud } = await buyPolicy(app, body);
    const renewal = (await quote()).json();
    assert.equal(renewal.polizaVigenteHasta, solicitud.poliza.finVigencia);
    assert.equal(renewal.inicioVigencia, addDays(solicitud.poliza.finVigencia, 1));
  });

  it('a purchase reads the policies afresh, even while a quote still remembers none', async (t) => {
    const app = await build(t);
    const today = todayInColombia();
    const plate = uniqueCarPlate();
    const holder = { tipoDocumento: 'CC', numeroDocumento: '1020304050' }; // purchaseBody's tomador
    const quote = () =>
      app.inject({
        method: 'POST',
        url: `${soatApi}/cotizaciones`,
        payload: {
          placa: plate,
          vehiculo: familyCar,
          tipoDocumento: holder.tipoDocumento,
          numeroDocumento: holder.numeroDocumento,
        },
      });
    assert.equal((await quote()).json().polizaVigenteHasta, null);
    // issued elsewhere (another instance of the API): this one was not told
    await insertPolicy(app, {
      plate,
      startsOn: today,
      endsOn: addDays(today, 364),
      holderDocumentType: holder.tipoDocumento,
      holderDocumentNumber: holder.numeroDocumento,
    });
    assert.equal((await quote()).json().polizaVigenteHasta, null);
    const purchase = await postPurchase(
      app,
      purchaseBody({ placa: plate, vehiculo: familyCar, inicioVigencia: today }),
    );
    assert.equal(purchase.statusCode, 400, purchase.body);
    assert.deepEqual(
      purchase.json().errores.map((error: { campo: string }) => error.campo),
      ['inicioVigencia'],
    );
    assert.match(purchase.json().errores[0].mensaje, /^El vehículo tiene un SOAT vigente hasta el /);
  });
});
