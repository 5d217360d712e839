import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { defaultRateLimits } from '../../../src/config/index.js';
import { tooManyPlateConsultsMessage } from '../../../src/lib/consult-rate-limits.js';
import { noPoliciesMessage } from '../../../src/routes/soat/consultas.js';
import { build } from '../../helper.js';
import { insertPolicy, uniqueCarPlate } from './policy-factory.js';

const url = '/soat/api/v1/consultas';
const today = todayInColombia();

type App = Awaited<ReturnType<typeof build>>;
const consult = (app: App, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

describe('POST /soat/api/v1/consultas', () => {
  it("lists the plate's policies held by that document, latest first, with their state today", async (t) => {
    const app = await build(t);
    const plate = uniqueCarPlate();
    const holder = { holderDocumentType: 'CC', holderDocumentNumber: '79123456' };
    const ended = await insertPolicy(app, {
      plate,
      ...holder,
      startsOn: addDays(today, -400),
      endsOn: addDays(today, -36),
    });
    const current = await insertPolicy(app, {
      plate,
      ...holder,
      startsOn: addDays(today, -35),
      endsOn: addDays(today, 329),
    });
    const next = await insertPolicy(app, {
      plate,
      ...holder,
      startsOn: addDays(today, 330),
      endsOn: addDays(today, 694),
    });
    const response = await consult(app, {
      placa: plate.toLowerCase(),
      tipoDocumento: 'CC',
      numeroDocumento: '79.123.456',
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.placa, plate);
    assert.deepEqual(
      body.polizas.map((policy: { numeroPoliza: string; estado: string }) => [policy.numeroPoliza, policy.estado]),
      [
        [next.policy.number, 'futura'],
        [current.policy.number, 'vigente'],
        [ended.policy.number, 'vencida'],
      ],
    );
    assert.deepEqual(body.polizas[1], {
      numeroPoliza: current.policy.number,
      estado: 'vigente',
      aseguradora: 'Aseguradora Portal SOAT (de pruebas)',
      fechaExpedicion: today,
      inicioVigencia: addDays(today, -35),
      finVigencia: addDays(today, 329),
      codigoTarifa: '511',
      // written straight into the tables: no report job ran (ADR 031)
      reporteRunt: 'pendiente',
    });
  });

  it('never shows a policy to a document that is not its holder’s, with the same 404 as for a plate without policies', async (t) => {
    const app = await build(t);
    const plate = uniqueCarPlate();
    await insertPolicy(app, {
      plate,
      holderDocumentType: 'CC',
      holderDocumentNumber: '52123456',
      startsOn: today,
      endsOn: addDays(today, 364),
    });
    const otherPerson = await consult(app, { placa: plate, tipoDocumento: 'CC', numeroDocumento: '52123457' });
    const otherType = await consult(app, { placa: plate, tipoDocumento: 'CE', numeroDocumento: '52123456' });
    const noPolicies = await consult(app, {
      placa: uniqueCarPlate(),
      tipoDocumento: 'CC',
      numeroDocumento: '52123456',
    });
    for (const response of [otherPerson, otherType, noPolicies]) {
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: noPoliciesMessage });
    }
    assert.equal(otherPerson.body, noPolicies.body);
  });

  it('refuses a bad plate or document in Spanish, each on its field', async (t) => {
    const app = await build(t);
    const response = await consult(app, { placa: 'A1', tipoDocumento: 'CC', numeroDocumento: '12' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errores, [
      {
        campo: 'placa',
        mensaje:
          'Escribe una placa válida: 3 letras y 3 números para carros (ABC123), o 3 letras, 2 números y una letra para motos (ABC12D).',
      },
      { campo: 'numeroDocumento', mensaje: 'La cédula de ciudadanía debe tener entre 6 y 10 dígitos.' },
    ]);
    const badType = await consult(app, { placa: 'ABC123', tipoDocumento: 'XX', numeroDocumento: '123456' });
    assert.deepEqual(badType.json().errores, [
      { campo: 'tipoDocumento', mensaje: 'Elige un tipo de documento válido: CC, CE, NIT, PA o TI.' },
    ]);
  });

  it('is rate limited per address and plate: guessing documents stops at the limit', async (t) => {
    const app = await build(t, { rateLimits: { ...defaultRateLimits, consult: { max: 3, timeWindowMs: 60_000 } } });
    const plate = uniqueCarPlate();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await consult(app, { placa: plate, tipoDocumento: 'CC', numeroDocumento: `1000000${attempt}` });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [404, 404, 404, 429]);
    const limited = await consult(app, {
      placa: plate.toLowerCase(),
      tipoDocumento: 'CC',
      numeroDocumento: '10000009',
    });
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal(limited.json().message, 'Demasiados intentos. Intenta de nuevo en unos minutos.');
    // another address, or another plate, is counted apart
    assert.equal(
      (await consult(app, { placa: plate, tipoDocumento: 'CC', numeroDocumento: '10000001' }, '10.0.0.9')).statusCode,
      404,
    );
    assert.equal(
      (await consult(app, { placa: uniqueCarPlate(), tipoDocumento: 'CC', numeroDocumento: '10000001' })).statusCode,
      404,
    );
  });

  it('is rate limited per plate across addresses: 40 addresses × 10 guesses stop at the plate’s limit', async (t) => {
    const app = await build(t);
    const plate = uniqueCarPlate();
    const { max } = defaultRateLimits.consultPlate;
    const statuses: number[] = [];
    let refusal: { message: string } | undefined;
    for (let address = 1; address <= 40; address += 1) {
      for (let guess = 0; guess < 10; guess += 1) {
        const response = await consult(
          app,
          { placa: plate, tipoDocumento: 'CC', numeroDocumento: `10${String(address).padStart(2, '0')}0000${guess}` },
          `198.51.100.${address}`,
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refusal ??= response.json();
      }
    }
    // each address stayed within its own limit (10): only the plate's counter refuses
    assert.equal(statuses.filter((status) => status === 404).length, max);
    assert.equal(statuses.filter((status) => status === 429).length, 400 - max);
    assert.deepEqual(refusal, { message: tooManyPlateConsultsMessage });
    // another plate, from the same addresses, is counted apart
    assert.equal(
      (
        await consult(
          app,
          { placa: uniqueCarPlate(), tipoDocumento: 'CC', numeroDocumento: '10000001' },
          '198.51.100.1',
        )
      ).statusCode,
      404,
    );
  });
});
