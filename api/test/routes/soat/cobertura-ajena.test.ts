import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { eq } from 'drizzle-orm';
import { defaultRateLimits } from '../../../src/config/index.js';
import { purchaseRequests } from '../../../src/db/schema.js';
import { tooManyPlateConsultsMessage } from '../../../src/lib/consult-rate-limits.js';
import { periodTakenByAnotherMessage } from '../../../src/domain/payment-messages.js';
import { coveredByAnotherMessage } from '../../../src/routes/soat/solicitudes.js';
import { accessTokenFor, createAccount } from '../../factories.js';
import { build, testClock } from '../../helper.js';
import { decodePayload } from '../../jwt.js';
import { insertPolicy } from './policy-factory.js';
import {
  createPurchase,
  getPurchase,
  postPayment,
  postPurchase,
  purchaseBody,
  soatApi,
  uniqueCarPlate,
} from './purchase-fixtures.js';

// ADR 010, "Who sees a vehicle's data": the start rule (one SOAT per vehicle at a time) needs the end of a
// plate's policy in force, and tells it only to that policy's holder (by document) or the account that bought it.

const today = todayInColombia();
const end = addDays(today, 229);
const holder = { tipoDocumento: 'CC', numeroDocumento: '1020304050' };
const familyCar = { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2020, pasajeros: 5 };

type App = Awaited<ReturnType<typeof build>>;

/** A plate with a policy in force until `end`, held by `holder` (and bought with `userId`, if given). */
async function insuredPlate(app: App, userId: string | null = null) {
  const plate = uniqueCarPlate();
  await insertPolicy(app, {
    plate,
    holderDocumentType: holder.tipoDocumento,
    holderDocumentNumber: holder.numeroDocumento,
    userId,
    startsOn: addDays(end, -364),
    endsOn: end,
  });
  return plate;
}

const quote = (app: App, payload: object, { token, remoteAddress }: { token?: string; remoteAddress?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: `${soatApi}/cotizaciones`,
    payload,
    remoteAddress: remoteAddress ?? '127.0.0.1',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

/** What a quote tells of the plate's cover: the same for a stranger as for a plate never insured. */
const coverOf = (body: { polizaVigenteHasta: string | null; inicioMinimo: string; inicioMaximo: string }) => ({
  polizaVigenteHasta: body.polizaVigenteHasta,
  inicioMinimo: body.inicioMinimo,
  inicioMaximo: body.inicioMaximo,
});
const neverInsured = { polizaVigenteHasta: null, inicioMinimo: today, inicioMaximo: addDays(today, 30) };
const renewal = { polizaVigenteHasta: end, inicioMinimo: addDays(end, 1), inicioMaximo: addDays(end, 1) };

describe("a plate's cover, told only to its holder or buyer", () => {
  it('the quote tells a stranger nothing of the policy in force, and its holder or buyer when it ends', async (t) => {
    const app = await build(t);
    const buyer = await createAccount(app);
    const token = await accessTokenFor(app, buyer);
    const plate = await insuredPlate(app, decodePayload(token).sub as string);

    const plateAlone = await quote(app, { placa: plate, vehiculo: familyCar });
    assert.equal(plateAlone.statusCode, 200, plateAlone.body);
    assert.deepEqual(coverOf(plateAlone.json()), neverInsured);
    const wrongDocument = await quote(app, {
      placa: plate,
      vehiculo: familyCar,
      tipoDocumento: 'CC',
      numeroDocumento: '1020304051',
    });
    assert.deepEqual(coverOf(wrongDocument.json()), neverInsured);
    const otherAccount = await accessTokenFor(app, await createAccount(app));
    assert.deepEqual(
      coverOf((await quote(app, { placa: plate, vehiculo: familyCar }, { token: otherAccount })).json()),
      neverInsured,
    );

    // the holder's document, written as the customer types it, and the buyer's session
    const byDocument = await quote(app, {
      placa: plate,
      vehiculo: familyCar,
      tipoDocumento: 'CC',
      numeroDocumento: '1.020.304.050',
    });
    assert.equal(byDocument.statusCode, 200, byDocument.body);
    assert.deepEqual(coverOf(byDocument.json()), renewal);
    assert.deepEqual(coverOf((await quote(app, { placa: plate, vehiculo: familyCar }, { token })).json()), renewal);

    // a start inside the cover: the holder is told until when; a stranger's start is simply allowed
    const inside = await quote(app, { placa: plate, vehiculo: familyCar, inicioVigencia: today, ...holder });
    assert.equal(inside.statusCode, 400);
    assert.match(inside.json().errores[0].mensaje, /^El vehículo tiene un SOAT vigente hasta el /);
    assert.equal((await quote(app, { placa: plate, vehiculo: familyCar, inicioVigencia: today })).statusCode, 200);
  });

  it("counts a quote with a document as a try at the holder's document, only for a plate with a policy in force", async (t) => {
    const app = await build(t, {
      rateLimits: { ...defaultRateLimits, consultPlate: { max: 3, timeWindowMs: 60_000 } },
    });
    const plate = await insuredPlate(app);
    const statuses = [];
    for (let address = 1; address <= 4; address += 1) {
      const response = await quote(
        app,
        { placa: plate, vehiculo: familyCar, tipoDocumento: 'CC', numeroDocumento: `7900000${address}` },
        { remoteAddress: `198.51.100.${address}` },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) assert.equal(response.json().message, tooManyPlateConsultsMessage);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    // the plate alone guesses nothing and is still answered
    assert.equal((await quote(app, { placa: plate, vehiculo: familyCar })).statusCode, 200);
    // a plate never insured: a document changes nothing, so nothing is counted
    const free = uniqueCarPlate();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await quote(app, { placa: free, vehiculo: familyCar, ...holder });
      assert.equal(response.statusCode, 200, response.body);
    }
  });

  it('refuses in Spanish half a document in a quote', async (t) => {
    const app = await build(t);
    const noType = await quote(app, { placa: 'ABC123', vehiculo: familyCar, numeroDocumento: '1020304050' });
    assert.equal(noType.statusCode, 400);
    assert.deepEqual(noType.json().errores, [
      { campo: 'tipoDocumento', mensaje: 'Elige un tipo de documento válido: CC, CE, NIT, PA o TI.' },
    ]);
    const badNumber = await quote(app, {
      placa: 'ABC123',
      vehiculo: familyCar,
      tipoDocumento: 'CC',
      numeroDocumento: '12',
    });
    assert.deepEqual(badNumber.json().errores, [
      { campo: 'numeroDocumento', mensaje: 'La cédula de ciudadanía debe tener entre 6 y 10 dígitos.' },
    ]);
  });

  it("refuses a stranger's purchase for a covered plate without saying until when, and stores nothing", async (t) => {
    const clock = testClock(today);
    const app = await build(t, {}, clock);
    const plate = await insuredPlate(app);
    const stranger = purchaseBody({
      placa: plate,
      vehiculo: familyCar,
      tomador: { ...purchaseBody().tomador, numeroDocumento: '79000001' },
    });
    const refused = await postPurchase(app, stranger);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().errores, [{ campo: 'inicioVigencia', mensaje: coveredByAnotherMessage }]);
    assert.doesNotMatch(refused.body, /\d{4}-\d{2}-\d{2}|de 20\d\d/);
    // the start a holder would be offered: still refused, still with no date
    const later = await postPurchase(app, { ...stranger, inicioVigencia: addDays(end, 1) });
    assert.equal(later.statusCode, 400);
    assert.doesNotMatch(later.body, /de 20\d\d/);
    assert.equal((await app.db.select().from(purchaseRequests).where(eq(purchaseRequests.plate, plate))).length, 1);

    // the holder is told, and may buy from the day after
    const own = purchaseBody({ placa: plate, vehiculo: familyCar });
    const dated = await postPurchase(app, own);
    assert.equal(dated.statusCode, 400);
    assert.match(dated.json().errores[0].mensaje, /^El vehículo tiene un SOAT vigente hasta el /);
    // from the first day of the renewal window (issue 41)
    const early = await postPurchase(app, { ...own, inicioVigencia: addDays(end, 1) });
    assert.equal(early.statusCode, 400);
    assert.match(early.json().errores[0].mensaje, /Podrás renovarlo desde el /);
    clock.set(addDays(end, -30));
    const renewed = await postPurchase(app, { ...own, inicioVigencia: addDays(end, 1) });
    assert.equal(renewed.statusCode, 201, renewed.body);
  });

  it("counts a purchase for a covered plate as a try at the holder's document", async (t) => {
    const app = await build(t, {
      rateLimits: { ...defaultRateLimits, consult: { max: 2, timeWindowMs: 60_000 } },
    });
    const plate = await insuredPlate(app);
    const statuses = [];
    for (const documentNumber of ['79000001', '79000002', '1020304050']) {
      const body = purchaseBody({
        placa: plate,
        vehiculo: familyCar,
        tomador: { ...purchaseBody().tomador, numeroDocumento: documentNumber },
      });
      statuses.push((await postPurchase(app, { ...body, inicioVigencia: addDays(end, 1) })).statusCode);
    }
    // two wrong guesses refused, then even the right document waits
    assert.deepEqual(statuses, [400, 400, 429]);
    // with no valid holder at all a request still tells whether a start is covered: counted too
    const other = await insuredPlate(app);
    const noHolder = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await postPurchase(app, {
        placa: other,
        vehiculo: familyCar,
        inicioVigencia: addDays(today, attempt),
      });
      noHolder.push(response.statusCode);
    }
    assert.deepEqual(noHolder, [400, 400, 429]);
    // a plate with no policy: purchases are not tries
    const free = uniqueCarPlate();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      assert.equal((await postPurchase(app, purchaseBody({ placa: free }))).statusCode, 201);
    }
  });

  it("a request whose period another holder's policy took is not payable, and tells no date", async (t) => {
    const app = await build(t);
    const body = purchaseBody({
      vehiculo: familyCar,
      tomador: { ...purchaseBody().tomador, numeroDocumento: '79000001' },
    });
    const { id } = await createPurchase(app, body);
    // meanwhile somebody else bought this plate's SOAT (elsewhere, or before the vehicle changed hands)
    await insertPolicy(app, {
      plate: body.placa,
      ...{ holderDocumentType: 'CC', holderDocumentNumber: '1020304050' },
      startsOn: today,
      endsOn: addDays(today, 364),
    });
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.deepEqual(purchaseRequest.periodoOcupado, { polizaVigenteHasta: null, nuevoInicioVigencia: null });
    const payment = await postPayment(app, id);
    assert.equal(payment.statusCode, 409, payment.body);
    assert.equal(payment.json().message, periodTakenByAnotherMessage(body.placa));
    assert.doesNotMatch(payment.body, /de 20\d\d/);
  });
});
