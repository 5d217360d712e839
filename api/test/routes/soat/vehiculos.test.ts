import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { defaultRateLimits } from '../../../src/config/index.js';
import { tooManyPlateConsultsMessage } from '../../../src/lib/consult-rate-limits.js';
import { invalidSessionMessage } from '../../../src/routes/soat/mis-polizas.js';
import { accessTokenFor, createAccount } from '../../factories.js';
import { build } from '../../helper.js';
import { decodePayload } from '../../jwt.js';
import { insertPolicy, uniqueCarPlate, uniqueMotorcyclePlate } from './policy-factory.js';

const url = '/soat/api/v1/vehiculos/consultas';
const today = todayInColombia();
const holder = { holderDocumentType: 'CC', holderDocumentNumber: '1020304050' };
const holderDocument = { tipoDocumento: 'CC', numeroDocumento: '1.020.304.050' };
const nothingKnown = (plate: string) => ({ placa: plate, vehiculo: null, polizaVigenteHasta: null });

type App = Awaited<ReturnType<typeof build>>;
const lookUp = (app: App, payload: object, { token, remoteAddress }: { token?: string; remoteAddress?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: remoteAddress ?? '127.0.0.1',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

/** A plate with an ended policy (an automóvil) and the one in force after it (a camioneta), held by `holder`. */
async function insuredPlate(app: App, userId: string | null = null) {
  const plate = uniqueCarPlate();
  const older = { clase: 'automovil', servicio: 'particular', cilindraje: 1400, modelo: 2015, pasajeros: 5 };
  const newer = { clase: 'camioneta', servicio: 'particular', cilindraje: 2400, modelo: 2015 };
  await insertPolicy(app, {
    plate,
    ...holder,
    userId,
    startsOn: addDays(today, -500),
    endsOn: addDays(today, -136),
    vehicle: older,
    issuedAt: new Date(Date.now() - 500 * 86_400_000),
  });
  await insertPolicy(app, {
    plate,
    ...holder,
    userId,
    startsOn: addDays(today, -135),
    endsOn: addDays(today, 229),
    vehicle: newer,
  });
  return { plate, newer, end: addDays(today, 229) };
}

describe('POST /soat/api/v1/vehiculos/consultas', () => {
  it('tells a stranger with only the plate nothing: no vehicle, no policy dates, as for a plate never insured', async (t) => {
    const app = await build(t);
    const { plate } = await insuredPlate(app);
    const response = await lookUp(app, { placa: plate });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), nothingKnown(plate));
    assert.equal(response.headers['cache-control'], 'no-store');
    const unknown = uniqueMotorcyclePlate();
    assert.deepEqual((await lookUp(app, { placa: unknown })).json(), nothingKnown(unknown));
    // the plate in the address answered anyone before: it is gone
    const old = await app.inject({ method: 'GET', url: `/soat/api/v1/vehiculos/${plate}` });
    assert.equal(old.statusCode, 404);
    assert.doesNotMatch(old.body, /camioneta|2400|\d{4}-\d{2}-\d{2}/);
  });

  it("answers the holder's document with the vehicle of their last policy of the plate and until when it is covered", async (t) => {
    const app = await build(t);
    const { plate, newer, end } = await insuredPlate(app);
    const response = await lookUp(app, {
      placa: `${plate.slice(0, 3).toLowerCase()}-${plate.slice(3)}`,
      ...holderDocument,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { placa: plate, vehiculo: newer, polizaVigenteHasta: end });
    assert.doesNotMatch(response.body, /1020304050|Gómez|Ana/);

    // once the policy ended: the vehicle still, no cover
    const ended = uniqueCarPlate();
    await insertPolicy(app, { plate: ended, ...holder, startsOn: addDays(today, -365), endsOn: addDays(today, -1) });
    const answer = (await lookUp(app, { placa: ended, ...holderDocument })).json();
    assert.equal(answer.polizaVigenteHasta, null);
    assert.equal(answer.vehiculo.clase, 'automovil');
  });

  it('answers the signed-in customer who bought it, and nobody else signed in', async (t) => {
    const app = await build(t);
    const buyer = await createAccount(app);
    const token = await accessTokenFor(app, buyer);
    const { plate, newer, end } = await insuredPlate(app, decodePayload(token).sub as string);
    const response = await lookUp(app, { placa: plate }, { token });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { placa: plate, vehiculo: newer, polizaVigenteHasta: end });

    const other = await accessTokenFor(app, await createAccount(app));
    assert.deepEqual((await lookUp(app, { placa: plate }, { token: other })).json(), nothingKnown(plate));
    const invalid = await lookUp(app, { placa: plate }, { token: 'no-es-un-token' });
    assert.equal(invalid.statusCode, 401);
    assert.deepEqual(invalid.json(), { message: invalidSessionMessage });
  });

  it('gives a wrong document nothing, and counts it with the consult’s tries for that plate', async (t) => {
    const app = await build(t, { rateLimits: { ...defaultRateLimits, consult: { max: 3, timeWindowMs: 60_000 } } });
    const { plate } = await insuredPlate(app);
    const wrong = [
      { tipoDocumento: 'CC', numeroDocumento: '1020304051' },
      { tipoDocumento: 'CE', numeroDocumento: '1020304050' },
    ];
    for (const document of wrong) {
      const response = await lookUp(app, { placa: plate, ...document });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), nothingKnown(plate));
    }
    // the consult's own try: the third from this address for this plate
    const consult = await app.inject({
      method: 'POST',
      url: '/soat/api/v1/consultas',
      payload: { placa: plate, tipoDocumento: 'CC', numeroDocumento: '1020304052' },
    });
    assert.equal(consult.statusCode, 404);
    // even the right document now waits
    const limited = await lookUp(app, { placa: plate, ...holderDocument });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().message, 'Demasiados intentos. Intenta de nuevo en unos minutos.');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    // the plate alone guesses nothing: not counted, and still answered (with nothing)
    assert.deepEqual((await lookUp(app, { placa: plate })).json(), nothingKnown(plate));
  });

  it('counts one plate’s document tries from every address together', async (t) => {
    const app = await build(t, {
      rateLimits: { ...defaultRateLimits, consultPlate: { max: 4, timeWindowMs: 60_000 } },
    });
    const { plate } = await insuredPlate(app);
    const statuses = [];
    for (let address = 1; address <= 5; address += 1) {
      const response = await lookUp(
        app,
        { placa: plate, tipoDocumento: 'CC', numeroDocumento: `7900000${address}` },
        { remoteAddress: `198.51.100.${address}` },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) assert.equal(response.json().message, tooManyPlateConsultsMessage);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  });

  it('refuses in Spanish what is not a plate, or half a document', async (t) => {
    const app = await build(t);
    for (const bad of ['AB1', 'ABCDEFGHIJKLMNOP', 'ñññ123']) {
      const response = await lookUp(app, { placa: bad });
      assert.equal(response.statusCode, 400, bad);
      assert.equal(response.json().errores[0].campo, 'placa');
      assert.match(response.json().errores[0].mensaje, /placa|caracteres/);
    }
    const noType = await lookUp(app, { placa: 'ABC123', numeroDocumento: '1020304050' });
    assert.deepEqual(noType.json().errores, [
      { campo: 'tipoDocumento', mensaje: 'Elige un tipo de documento válido: CC, CE, NIT, PA o TI.' },
    ]);
    const noNumber = await lookUp(app, { placa: 'ABC123', tipoDocumento: 'CC' });
    assert.deepEqual(noNumber.json().errores, [
      { campo: 'numeroDocumento', mensaje: 'Escribe el número de documento.' },
    ]);
    const badNumber = await lookUp(app, { placa: 'ABC123', tipoDocumento: 'CC', numeroDocumento: '12' });
    assert.deepEqual(badNumber.json().errores, [
      { campo: 'numeroDocumento', mensaje: 'La cédula de ciudadanía debe tener entre 6 y 10 dígitos.' },
    ]);
  });
});
