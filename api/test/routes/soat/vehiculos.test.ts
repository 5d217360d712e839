import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { build } from '../../helper.js';
import { insertPolicy, uniqueCarPlate, uniqueMotorcyclePlate } from './policy-factory.js';

const url = (plate: string) => `/soat/api/v1/vehiculos/${encodeURIComponent(plate)}`;
const today = todayInColombia();

describe('GET /soat/api/v1/vehiculos/{placa}', () => {
  it("answers the vehicle of the plate's last policy and until when it is covered, never its holder", async (t) => {
    const app = await build(t);
    const plate = uniqueCarPlate();
    const older = { clase: 'automovil', servicio: 'particular', cilindraje: 1400, modelo: 2015, pasajeros: 5 };
    const newer = { clase: 'camioneta', servicio: 'particular', cilindraje: 2400, modelo: 2015 };
    await insertPolicy(app, {
      plate,
      startsOn: addDays(today, -500),
      endsOn: addDays(today, -136),
      vehicle: older,
      issuedAt: new Date(Date.now() - 500 * 86_400_000),
    });
    await insertPolicy(app, { plate, startsOn: addDays(today, -135), endsOn: addDays(today, 229), vehicle: newer });
    const response = await app.inject({
      method: 'GET',
      url: url(`${plate.slice(0, 3).toLowerCase()}-${plate.slice(3)}`),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { placa: plate, vehiculo: newer, polizaVigenteHasta: addDays(today, 229) });
    assert.doesNotMatch(response.body, /1020304050|Gómez|Ana/);
  });

  it('knows nothing of a plate the portal never insured, and no cover once its policy ended', async (t) => {
    const app = await build(t);
    const unknown = uniqueMotorcyclePlate();
    assert.deepEqual((await app.inject({ method: 'GET', url: url(unknown) })).json(), {
      placa: unknown,
      vehiculo: null,
      polizaVigenteHasta: null,
    });
    const plate = uniqueCarPlate();
    await insertPolicy(app, { plate, startsOn: addDays(today, -365), endsOn: addDays(today, -1) });
    const ended = (await app.inject({ method: 'GET', url: url(plate) })).json();
    assert.equal(ended.polizaVigenteHasta, null);
    assert.equal(ended.vehiculo.clase, 'automovil');
  });

  it('refuses in Spanish what is not a plate', async (t) => {
    const app = await build(t);
    for (const bad of ['AB1', 'ABCDEFGHIJKLMNOP', '%C3%B1%C3%B1%C3%B1123']) {
      const response = await app.inject({ method: 'GET', url: `/soat/api/v1/vehiculos/${bad}` });
      assert.equal(response.statusCode, 400, bad);
      assert.equal(response.json().errores[0].campo, 'placa');
      assert.match(response.json().errores[0].mensaje, /placa/);
    }
  });
});
