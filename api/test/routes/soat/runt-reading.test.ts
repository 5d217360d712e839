import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { build } from '../../helper.js';
import { postPurchase, purchaseBody, soatApi } from './purchase-fixtures.js';

// The RUNT's answer travels signed (ADR 031): the quote counts another insurer's SOAT in force with it, and
// the purchase records that the vehicle's data is the RUNT's only when the vehicle was not changed.

const owner = { tipoDocumento: 'CC', numeroDocumento: '1020304050' };
const today = todayInColombia();

interface Closable {
  after(fn: () => Promise<unknown>): void;
}

async function runtApi(t: Closable) {
  const app = await build(t);
  await app.listen({ host: '127.0.0.1', port: 0 });
  app.config.runt.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox-runt/v1`;
  return app;
}
type App = Awaited<ReturnType<typeof runtApi>>;

async function reading(app: App, plate: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${soatApi}/vehiculos/runt`,
    payload: { placa: plate, ...owner },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as {
    vehiculo: Record<string, unknown>;
    lecturaRunt: string;
    polizaVigenteHasta: string | null;
  };
}

const quote = (app: App, payload: object) => app.inject({ method: 'POST', url: `${soatApi}/cotizaciones`, payload });

describe('A RUNT reading, sent back with the quote and the purchase', () => {
  it('answers a signed reading only for a vehicle found with tariff data', async (t) => {
    const app = await runtApi(t);
    assert.match((await reading(app, 'XKA123')).lecturaRunt, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal((await reading(app, 'XNF404')).lecturaRunt, null);
    assert.equal((await reading(app, 'R00001')).lecturaRunt, null);
  });

  it("starts the quote the day after another insurer's SOAT the RUNT lists ends, and ignores a reading of another plate", async (t) => {
    const app = await runtApi(t);
    const { vehiculo, lecturaRunt, polizaVigenteHasta } = await reading(app, 'XKE321');
    assert.equal(polizaVigenteHasta, addDays(today, 20));
    const withReading = await quote(app, { placa: 'XKE321', vehiculo, lecturaRunt });
    assert.equal(withReading.statusCode, 200, withReading.body);
    assert.equal(withReading.json().inicioMinimo, addDays(today, 21));
    assert.equal(withReading.json().inicioVigencia, addDays(today, 21));
    assert.equal(withReading.json().polizaVigenteHasta, addDays(today, 20));

    const otherPlate = await quote(app, { placa: 'XKA123', vehiculo, lecturaRunt });
    assert.equal(otherPlate.json().inicioMinimo, today);
    const forged = await quote(app, { placa: 'XKE321', vehiculo, lecturaRunt: `${lecturaRunt.slice(0, -4)}AAAA` });
    assert.equal(forged.json().inicioMinimo, today);
  });

  it('records a purchase as the RUNT’s when its vehicle is the reading’s, and as typed when it was changed or came without one', async (t) => {
    const app = await runtApi(t);
    const { vehiculo, lecturaRunt } = await reading(app, 'XKA123');
    const fromRunt = await postPurchase(app, purchaseBody({ placa: 'XKA123', vehiculo, lecturaRunt }));
    assert.equal(fromRunt.statusCode, 201, fromRunt.body);
    assert.equal(fromRunt.json().origenDatosVehiculo, 'runt');

    const changed = await postPurchase(
      app,
      purchaseBody({ placa: 'XKA123', vehiculo: { ...vehiculo, cilindraje: 1400 }, lecturaRunt }),
    );
    assert.equal(changed.json().origenDatosVehiculo, 'digitados');
    assert.equal(changed.json().cotizacion.codigoTarifa, '511');
    const typed = await postPurchase(app, purchaseBody({ placa: 'XKA123', vehiculo }));
    assert.equal(typed.json().origenDatosVehiculo, 'digitados');
  });

  it('refuses a purchase that would start while the SOAT the RUNT lists still covers the vehicle', async (t) => {
    const app = await runtApi(t);
    const { vehiculo, lecturaRunt } = await reading(app, 'XKE321');
    const overlapping = await postPurchase(
      app,
      purchaseBody({ placa: 'XKE321', vehiculo, lecturaRunt, inicioVigencia: today }),
    );
    assert.equal(overlapping.statusCode, 400);
    assert.deepEqual(
      overlapping.json().errores.map((error: { campo: string }) => error.campo),
      ['inicioVigencia'],
    );
    const after = await postPurchase(
      app,
      purchaseBody({ placa: 'XKE321', vehiculo, lecturaRunt, inicioVigencia: addDays(today, 21) }),
    );
    assert.equal(after.statusCode, 201, after.body);
    assert.equal(after.json().origenDatosVehiculo, 'runt');
  });
});
