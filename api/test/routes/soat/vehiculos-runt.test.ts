import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { defaultRateLimits, type AppConfig } from '../../../src/config/index.js';
import {
  runtNoTariffMessage,
  runtNotFoundMessage,
  runtUnavailableMessage,
} from '../../../src/routes/soat/vehiculos-runt.js';
import { build } from '../../helper.js';

// POST /soat/api/v1/vehiculos/runt: the quote's first step reads the vehicle from the RUNT (the sandbox,
// over HTTP, as in development), and never fails the customer because the RUNT does.

const url = '/soat/api/v1/vehiculos/runt';
const owner = { tipoDocumento: 'CC', numeroDocumento: '1020304050' };

interface Closable {
  after(fn: () => Promise<unknown>): void;
}

async function runtApi(t: Closable, overrides: Partial<AppConfig> = {}) {
  const app = await build(t, overrides);
  await app.listen({ host: '127.0.0.1', port: 0 });
  app.config.runt.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox-runt/v1`;
  return app;
}
type App = Awaited<ReturnType<typeof runtApi>>;
const lookUp = (app: App, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /soat/api/v1/vehiculos/runt', () => {
  it("answers the vehicle the tariff reads, its make and line, and the owner's names, not to be cached", async (t) => {
    const app = await runtApi(t);
    const response = await lookUp(app, { placa: 'xka 123', ...owner, numeroDocumento: '1.020.304.050' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { lecturaRunt, ...answer } = response.json();
    assert.equal(typeof lecturaRunt, 'string');
    assert.deepEqual(answer, {
      resultado: 'encontrado',
      mensaje: null,
      placa: 'XKA123',
      vehiculo: { clase: 'automovil', servicio: 'particular', modelo: 2019, cilindraje: 1598, pasajeros: 5 },
      marca: 'RENAULT',
      linea: 'LOGAN',
      propietario: { nombres: 'Ana María', apellidos: 'Pérez Gómez' },
      polizaVigenteHasta: null,
    });
  });

  it('names the end of a SOAT in force from another insurer, so the new one starts the day after', async (t) => {
    const app = await runtApi(t);
    const response = await lookUp(app, { placa: 'XKE321', ...owner });
    assert.equal(response.json().polizaVigenteHasta, addDays(todayInColombia(), 20));
  });

  it('says the same for a plate the RUNT lacks and for a document that is not the owner’s', async (t) => {
    const app = await runtApi(t);
    const missing = await lookUp(app, { placa: 'XNF404', ...owner });
    const notOwner = await lookUp(app, { placa: 'XKA123', tipoDocumento: 'CC', numeroDocumento: '79123456' });
    for (const response of [missing, notOwner]) assert.equal(response.statusCode, 200);
    assert.deepEqual(notOwner.json(), { ...missing.json(), placa: 'XKA123' });
    assert.equal(missing.json().resultado, 'no-encontrado');
    assert.equal(missing.json().mensaje, runtNotFoundMessage);
    assert.equal(missing.json().vehiculo, null);
  });

  it('asks the customer to type the data when the RUNT is down, slow or unreachable: never a 5xx', async (t) => {
    const app = await runtApi(t);
    Object.assign(app.config.runt, { timeoutMs: 200, sandboxSlowMs: 1500 });
    const down = await lookUp(app, { placa: 'XDN503', ...owner });
    const slow = await lookUp(app, { placa: 'XSL504', ...owner });
    app.config.runt.url = 'http://127.0.0.1:9/sandbox-runt/v1';
    const unreachable = await lookUp(app, { placa: 'XKA123', ...owner });
    for (const response of [down, slow, unreachable]) {
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().resultado, 'no-disponible');
      assert.equal(response.json().mensaje, runtUnavailableMessage);
    }
  });

  it('answers a trailer with no tariff data and says to type it', async (t) => {
    const app = await runtApi(t);
    const response = await lookUp(app, { placa: 'R00001', ...owner });
    assert.equal(response.json().resultado, 'encontrado');
    assert.equal(response.json().vehiculo, null);
    assert.equal(response.json().mensaje, runtNoTariffMessage);
  });

  it('refuses a bad plate or document with field messages in Spanish, without asking the RUNT', async (t) => {
    const app = await runtApi(t);
    const response = await lookUp(app, { placa: 'AB', tipoDocumento: 'CC', numeroDocumento: '12' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(
      response.json().errores.map((error: { campo: string }) => error.campo),
      ['placa', 'numeroDocumento'],
    );
    const missing = await lookUp(app, { placa: 'XKA123' });
    assert.equal(missing.statusCode, 400);
    assert.ok(missing.json().errores.some((error: { campo: string }) => error.campo === 'numeroDocumento'));
  });

  it('counts in the consult’s limits per address and plate: guessing an owner’s document stops there', async (t) => {
    const app = await runtApi(t, {
      rateLimits: { ...defaultRateLimits, consult: { max: 3, timeWindowMs: 60_000 } },
    });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await lookUp(app, {
        placa: 'XKA123',
        tipoDocumento: 'CC',
        numeroDocumento: `1000000${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    // the policy consult counts against the same tries
    const consult = await app.inject({
      method: 'POST',
      url: '/soat/api/v1/consultas',
      payload: { placa: 'XKA123', ...owner },
    });
    assert.equal(consult.statusCode, 429);
  });
});
