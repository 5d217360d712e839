import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import type { AppConfig } from '../../src/config/index.js';
import { RuntRefusedError, RuntUnavailableError, type PolicyReport } from '../../src/plugins/app/runt/runt-client.js';
import { build } from '../helper.js';

// The RUNT adapter (app.runt) against the sandbox RUNT over real HTTP: every case of the contract.

interface Closable {
  after(fn: () => Promise<unknown>): void;
}

/** The API listening on a free port, with RUNT_URL at its own sandbox. */
async function runtApi(t: Closable, runt: Partial<AppConfig['runt']> = {}) {
  const app = await build(t);
  await app.listen({ host: '127.0.0.1', port: 0 });
  Object.assign(
    app.config.runt,
    { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox-runt/v1` },
    runt,
  );
  return app;
}

let counter = 0;
function report(plate: string, changes: Partial<PolicyReport> = {}): PolicyReport {
  counter += 1;
  const today = todayInColombia();
  return {
    numeroPoliza: `SOAT-2026-${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(2, '0')}`,
    placa: plate,
    fechaExpedicion: today,
    inicioVigencia: today,
    finVigencia: addDays(today, 364),
    aseguradora: 'Aseguradora Portal SOAT (de pruebas)',
    codigoTarifa: '521',
    tomador: { tipoDocumento: 'CC', numeroDocumento: '1020304050' },
    ...changes,
  };
}

describe('RUNT adapter against the sandbox', () => {
  it('reads a registered car for its owner, in the portal words the tariff needs', async (t) => {
    const app = await runtApi(t);
    const lookup = await app.runt.vehicleByPlate('XKA123', 'CC', '1020304050');
    assert.deepEqual(lookup, {
      found: true,
      vehicle: {
        placa: 'XKA123',
        vehiculo: { clase: 'automovil', servicio: 'particular', modelo: 2019, cilindraje: 1598, pasajeros: 5 },
        marca: 'RENAULT',
        linea: 'LOGAN',
        color: 'GRIS',
        pesoBruto: 1545,
        propietario: { nombres: 'Ana María', apellidos: 'Pérez Gómez' },
        polizas: [],
      },
    });
  });

  it('maps a truck load to tonnes, a taxi to public service and a company owner by its NIT', async (t) => {
    const app = await runtApi(t);
    const truck = await app.runt.vehicleByPlate('XKD789', 'NIT', '900123456-8');
    assert.ok(truck.found);
    assert.equal(truck.vehicle.vehiculo?.clase, 'carga');
    assert.equal(truck.vehicle.vehiculo?.toneladas, 8.5);
    const taxi = await app.runt.vehicleByPlate('XKC456', 'CE', '4567890');
    assert.ok(taxi.found);
    assert.equal(taxi.vehicle.vehiculo?.servicio, 'publico');
  });

  it('lists a policy in force from another insurer, with its dates in ISO', async (t) => {
    const app = await runtApi(t);
    const lookup = await app.runt.vehicleByPlate('XKE321', 'CC', '1020304050');
    assert.ok(lookup.found);
    const [policy] = lookup.vehicle.polizas;
    assert.equal(policy?.finVigencia, addDays(todayInColombia(), 20));
    assert.equal(policy?.aseguradora, 'SEGUROS DE PRUEBA S.A.');
    assert.match(policy?.inicioVigencia ?? '', /^\d{4}-\d{2}-\d{2}$/);
  });

  it('registers a car for every plate of the test family XA–XJ (XAB123) and a motorcycle for XAB12C, of the documented owner', async (t) => {
    const app = await runtApi(t);
    const car = await app.runt.vehicleByPlate('XJQ987', 'CC', '1020304050');
    assert.ok(car.found);
    assert.equal(car.vehicle.placa, 'XJQ987');
    assert.equal(car.vehicle.vehiculo?.cilindraje, 1598);
    const motorcycle = await app.runt.vehicleByPlate('XAB12C', 'CC', '1020304050');
    assert.ok(motorcycle.found);
    assert.equal(motorcycle.vehicle.vehiculo?.clase, 'motocicleta');
    // outside the family, an unregistered plate stays unknown
    assert.deepEqual(await app.runt.vehicleByPlate('XZZ987', 'CC', '1020304050'), {
      found: false,
      reason: 'not-found',
    });
  });

  it('answers a trailer with no tariff data: the RUNT knows it, the tariff does not name its class', async (t) => {
    const app = await runtApi(t);
    const lookup = await app.runt.vehicleByPlate('R00001', 'CC', '1020304050');
    assert.ok(lookup.found);
    assert.equal(lookup.vehicle.vehiculo, null);
    assert.equal(lookup.vehicle.marca, 'RECOLSA');
  });

  it('tells a plate the RUNT lacks from a document that is not the owner’s', async (t) => {
    const app = await runtApi(t);
    assert.deepEqual(await app.runt.vehicleByPlate('XNF404', 'CC', '1020304050'), {
      found: false,
      reason: 'not-found',
    });
    assert.deepEqual(await app.runt.vehicleByPlate('QQQ999', 'CC', '1020304050'), {
      found: false,
      reason: 'not-found',
    });
    assert.deepEqual(await app.runt.vehicleByPlate('XKA123', 'CC', '1020304051'), {
      found: false,
      reason: 'not-owner',
    });
    assert.deepEqual(await app.runt.vehicleByPlate('XKA123', 'CE', '1020304050'), {
      found: false,
      reason: 'not-owner',
    });
  });

  it('throws RuntUnavailableError when the RUNT is down, and when it answers later than the timeout', async (t) => {
    const app = await runtApi(t, { timeoutMs: 200, sandboxSlowMs: 2000 });
    await assert.rejects(app.runt.vehicleByPlate('XDN503', 'CC', '1020304050'), (error: unknown) => {
      assert.ok(error instanceof RuntUnavailableError);
      assert.equal(error.timedOut, false);
      assert.match(error.detail, /503/);
      return true;
    });
    const started = performance.now();
    await assert.rejects(app.runt.vehicleByPlate('XSL504', 'CC', '1020304050'), (error: unknown) => {
      assert.ok(error instanceof RuntUnavailableError);
      assert.equal(error.timedOut, true);
      return true;
    });
    assert.ok(performance.now() - started < 1500, 'the adapter gave up at its timeout, not when the RUNT answered');
  });

  it('throws RuntUnavailableError when nothing listens at RUNT_URL', async (t) => {
    const app = await build(t);
    app.config.runt.url = 'http://127.0.0.1:9/sandbox-runt/v1';
    await assert.rejects(app.runt.vehicleByPlate('XKA123', 'CC', '1020304050'), RuntUnavailableError);
  });

  it('throws RuntRefusedError when the RUNT refuses the key', async (t) => {
    const sandbox = await runtApi(t);
    // another API, with a key the sandbox's account does not have
    const app = await build(t);
    Object.assign(app.config.runt, { url: sandbox.config.runt.url, apiKey: 'una-llave-que-no-es-0123456789' });
    await assert.rejects(app.runt.vehicleByPlate('XKA123', 'CC', '1020304050'), (error: unknown) => {
      assert.ok(error instanceof RuntRefusedError);
      assert.equal(error.status, 401);
      return true;
    });
  });

  it('reports a policy once: the same filing number again, and the RUNT then lists it for the plate', async (t) => {
    const app = await runtApi(t);
    const policy = report('XKA123');
    const first = await app.runt.reportPolicy(policy);
    assert.match(first.radicado, /^RUNT-[0-9A-F]{12}$/);
    assert.deepEqual(await app.runt.reportPolicy(policy), first);
    const lookup = await app.runt.vehicleByPlate('XKA123', 'CC', '1020304050');
    assert.ok(lookup.found);
    const listed = lookup.vehicle.polizas.find((listedPolicy) => listedPolicy.numeroPoliza === policy.numeroPoliza);
    assert.deepEqual(listed, {
      numeroPoliza: policy.numeroPoliza,
      aseguradora: policy.aseguradora,
      fechaExpedicion: policy.fechaExpedicion,
      inicioVigencia: policy.inicioVigencia,
      finVigencia: policy.finVigencia,
      codigoTarifa: '521',
    });
  });

  it('fails the first report of an XRF503 policy with RuntUnavailableError, and files the second', async (t) => {
    const app = await runtApi(t);
    const policy = report('XRF503');
    await assert.rejects(app.runt.reportPolicy(policy), RuntUnavailableError);
    assert.match((await app.runt.reportPolicy(policy)).radicado, /^RUNT-/);
  });

  it('throws RuntRefusedError for a report the RUNT cannot file (a missing field)', async (t) => {
    const app = await runtApi(t);
    await assert.rejects(app.runt.reportPolicy(report('XKA123', { aseguradora: '' })), (error: unknown) => {
      assert.ok(error instanceof RuntRefusedError);
      assert.equal(error.status, 400);
      return true;
    });
  });
});
