import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkDocumentNumber } from '@soat/shared/rules/identity-document';
import { checkPlate, plateKindOf } from '@soat/shared/rules/plate';
import { checkVehicle, checkVehiclePlate, VEHICLE_CLASSES, VEHICLE_SERVICES } from '@soat/shared/rules/vehicle';
import { priceOn } from '../../src/domain/tariffs.js';
import { generateRegister, REGISTER_SIZE } from '../../src/sandbox-runt/register.js';

// The sandbox RUNT's register: the same vehicles on every machine, and every one of them a vehicle the
// portal can price (or, for a trailer, one it knows it cannot).

describe('Sandbox RUNT register', () => {
  const register = generateRegister();
  const vehicles = [...register.values()];

  it('draws the same register from the seed every time, and another one from another seed', () => {
    assert.deepEqual([...generateRegister().entries()], [...register.entries()]);
    assert.notDeepEqual([...generateRegister(REGISTER_SIZE, 1).keys()], [...register.keys()]);
  });

  it('holds a few thousand vehicles, with no generated plate starting with X (the test instruments own those)', () => {
    assert.ok(register.size > REGISTER_SIZE * 0.95, `${register.size} vehicles`);
    assert.equal(vehicles.filter((vehicle) => vehicle.placa.startsWith('X')).length, 0);
  });

  it('has every class and service of the tariff table, every plate format and owners with CC, CE, NIT and PA', () => {
    const classes = new Set(vehicles.map((vehicle) => vehicle.clase));
    for (const vehicleClass of VEHICLE_CLASSES) assert.ok(classes.has(vehicleClass), vehicleClass);
    const services = new Set(vehicles.map((vehicle) => vehicle.servicio));
    for (const service of VEHICLE_SERVICES) assert.ok(services.has(service), service);
    const formats = new Set(vehicles.map((vehicle) => plateKindOf(vehicle.placa)));
    assert.deepEqual([...formats].sort(), ['car', 'diplomatic', 'freeTransit', 'motorcycle', 'trailer']);
    const documents = new Set(vehicles.map((vehicle) => vehicle.owner.tipoDocumento));
    assert.deepEqual([...documents].sort(), ['CC', 'CE', 'NIT', 'PA']);
  });

  it('registers valid plates and documents, and vehicles the tariff prices (trailers excepted), with plates their class may carry', () => {
    const codes = new Set<string>();
    for (const vehicle of vehicles) {
      assert.ok(checkPlate(vehicle.placa).ok, vehicle.placa);
      const document = checkDocumentNumber(vehicle.owner.tipoDocumento, vehicle.owner.numeroDocumento);
      assert.deepEqual(document, { ok: true, value: vehicle.owner.numeroDocumento }, vehicle.owner.numeroDocumento);
      if (vehicle.clase === null) {
        assert.equal(plateKindOf(vehicle.placa), 'trailer');
        continue;
      }
      if (plateKindOf(vehicle.placa) !== 'freeTransit') {
        assert.ok(
          checkVehiclePlate(vehicle.placa, vehicle.clase, vehicle.servicio).ok,
          `${vehicle.placa} ${vehicle.clase}`,
        );
      }
      const check = checkVehicle(
        {
          clase: vehicle.clase,
          servicio: vehicle.servicio,
          modelo: vehicle.modelo,
          cilindraje: vehicle.cilindraje,
          pasajeros: vehicle.pasajeros,
          toneladas: vehicle.capacidadKg === null ? undefined : vehicle.capacidadKg / 1000,
        },
        '2026-06-01',
      );
      assert.ok(check.ok, `${vehicle.placa}: ${JSON.stringify(check)}`);
      assert.ok(priceOn(check.code, '2026-06-01'), `${vehicle.placa}: no price for ${check.code}`);
      codes.add(check.code);
    }
    // the engine sizes, ages and loads sit on both sides of the tariff's limits: all 37 codes of a year are drawn
    assert.equal(codes.size, 37, [...codes].sort().join(' '));
  });
});
