import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { addDays, policyEndDate, todayInColombia } from '@soat/shared/rules/validity';
import { purchaseRequests } from '../../../src/db/schema.js';
import { accessTokenFor, createAccount } from '../../factories.js';
import { build, testClock } from '../../helper.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import {
  buyPolicy,
  createPurchase,
  getPurchase,
  postPurchase,
  purchaseBody,
  soatApi,
  startPayment,
} from './purchase-fixtures.js';

const fieldsOf = (response: { json(): { errores?: Array<{ campo: string }> } }) =>
  (response.json().errores ?? []).map((error) => error.campo).sort();

describe('POST /soat/api/v1/solicitudes', () => {
  it('creates a request priced by the server, pending payment, with the holder masked', async (t) => {
    const app = await build(t);
    const body = purchaseBody();
    const response = await postPurchase(app, body);
    assert.equal(response.statusCode, 201, response.body);
    const purchaseRequest = response.json();
    assert.match(purchaseRequest.idSolicitudSoat, /^[0-9a-f-]{36}$/);
    assert.equal(purchaseRequest.estado, 'pendiente-pago');
    assert.equal(purchaseRequest.placa, body.placa);
    assert.equal(purchaseRequest.cotizacion.codigoTarifa, '521');
    assert.equal(purchaseRequest.cotizacion.inicioVigencia, body.inicioVigencia);
    assert.equal(purchaseRequest.cotizacion.finVigencia, policyEndDate(body.inicioVigencia));
    const quote = await app.inject({
      method: 'POST',
      url: `${soatApi}/cotizaciones`,
      payload: { placa: body.placa, vehiculo: body.vehiculo, inicioVigencia: body.inicioVigencia },
    });
    assert.equal(purchaseRequest.cotizacion.total, quote.json().total);
    assert.equal(purchaseRequest.tomador.correoElectronico, `t***@example.com`);
    assert.equal(purchaseRequest.tomador.celular, '300****567');
    assert.equal(purchaseRequest.tomador.numeroDocumento, '10******50');
    assert.equal(purchaseRequest.pago, null);
    assert.equal(purchaseRequest.poliza, null);
  });

  it('ignores an amount or tariff sent by the browser', async (t) => {
    const app = await build(t);
    const body = { ...purchaseBody(), total: 1, codigoTarifa: '100', cotizacion: { total: 1 } };
    const response = await postPurchase(app, body);
    assert.equal(response.statusCode, 201, response.body);
    assert.notEqual(response.json().cotizacion.total, 1);
    assert.equal(response.json().cotizacion.codigoTarifa, '521');
  });

  it('answers every field error at once, in Spanish, and stores nothing', async (t) => {
    const app = await build(t);
    const body = purchaseBody({
      placa: 'ABC12D', // a motorcycle plate for a car
      inicioVigencia: addDays(todayInColombia(), 31),
      tomador: {
        tipoDocumento: 'NIT',
        numeroDocumento: '900123456-7', // wrong check digit
        nombres: ' ',
        apellidos: 'G',
        correoElectronico: 'ana@',
        celular: '2001234567',
        direccion: 'C',
        ciudad: '',
      },
      aceptaTerminos: false,
    });
    const before = await app.db.$count(purchaseRequests);
    const response = await postPurchase(app, body);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Revisa los datos marcados.');
    assert.deepEqual(fieldsOf(response), [
      'aceptaTerminos',
      'inicioVigencia',
      'placa',
      'tomador.apellidos',
      'tomador.celular',
      'tomador.ciudad',
      'tomador.correoElectronico',
      'tomador.direccion',
      'tomador.nombres',
      'tomador.numeroDocumento',
    ]);
    const messages = Object.fromEntries(
      response.json().errores.map((error: { campo: string; mensaje: string }) => [error.campo, error.mensaje]),
    );
    assert.equal(messages['tomador.numeroDocumento'], 'El dígito de verificación del NIT no es correcto.');
    assert.equal(messages['tomador.nombres'], 'Escribe los nombres del tomador.');
    assert.match(messages.placa, /placa de un carro/);
    assert.match(messages.inicioVigencia, /30 días/);
    assert.equal(await app.db.$count(purchaseRequests), before);
  });

  it('requires the start day, the vehicle fields its class needs and the holder', async (t) => {
    const app = await build(t);
    const { inicioVigencia: _start, tomador: _holder, ...rest } = purchaseBody();
    const response = await postPurchase(app, {
      ...rest,
      vehiculo: { clase: 'automovil', servicio: 'particular', modelo: 2020 },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(fieldsOf(response), ['inicioVigencia', 'tomador', 'vehiculo.cilindraje', 'vehiculo.pasajeros']);
  });

  it('refuses a body that is not an object, in Spanish', async (t) => {
    const app = await build(t);
    for (const payload of ['[]', '"x"', 'null']) {
      const response = await app.inject({
        method: 'POST',
        url: `${soatApi}/solicitudes`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(response.statusCode, 400, payload);
      assert.ok(response.json().message, payload);
    }
  });

  it('starts only the day after the policy in force ends, once its renewal window opens', async (t) => {
    const clock = testClock(todayInColombia());
    const { app } = await buildListeningApi(t, { clock });
    const { body, solicitud } = await buyPolicy(app);
    const end = solicitud.poliza.finVigencia;
    const sameDay = await postPurchase(app, purchaseBody({ placa: body.placa }));
    assert.equal(sameDay.statusCode, 400);
    assert.deepEqual(fieldsOf(sameDay), ['inicioVigencia']);
    // 30 days before the end (RENEWAL_WINDOW_DAYS), as «Renovar» shows it
    clock.set(addDays(end, -30));
    const next = await postPurchase(app, purchaseBody({ placa: body.placa, inicioVigencia: addDays(end, 1) }));
    assert.equal(next.statusCode, 201, next.body);
  });

  it('links the request to the account of a valid Bearer token, and not without one', async (t) => {
    const app = await build(t);
    const account = await createAccount(app);
    const token = await accessTokenFor(app, account);
    const linked = await createPurchase(app, purchaseBody(), { authorization: `Bearer ${token}` });
    const anonymous = await createPurchase(app, purchaseBody());
    const mine = await app.inject({
      method: 'GET',
      url: `${soatApi}/mis-polizas`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(mine.statusCode, 200, mine.body);
    const ids = mine
      .json()
      .solicitudes.map((purchaseRequest: { idSolicitudSoat: string }) => purchaseRequest.idSolicitudSoat);
    assert.ok(ids.includes(linked.id));
    assert.ok(!ids.includes(anonymous.id));
  });

  it('refuses an invalid Bearer token with a 401 and stores nothing', async (t) => {
    const app = await build(t);
    const body = purchaseBody();
    for (const authorization of ['Bearer not-a-token', 'Basic abc', 'Bearer ']) {
      const response = await postPurchase(app, body, { authorization });
      assert.equal(response.statusCode, 401, authorization);
      assert.match(response.json().message, /sesión/);
    }
    assert.equal(await app.db.$count(purchaseRequests, eq(purchaseRequests.plate, body.placa)), 0);
  });
});

describe('GET /soat/api/v1/solicitudes/{id}', () => {
  it('answers 400 for a malformed id and 404 for an unknown one, in Spanish', async (t) => {
    const app = await build(t);
    const malformed = await getPurchase(app, 'no-es-un-uuid');
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().message, 'El identificador de la solicitud no es válido.');
    const unknown = await getPurchase(app, '00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'No encontramos esa solicitud de compra.');
  });

  it('answers the request with its latest payment', async (t) => {
    const { app } = await buildListeningApi(t);
    const { id } = await createPurchase(app);
    const { payment } = await startPayment(app, id);
    const purchaseRequest = (await getPurchase(app, id)).json();
    assert.equal(purchaseRequest.pago.idPago, payment.idPago);
    assert.equal(purchaseRequest.pago.estado, 'PENDIENTE');
    assert.equal(purchaseRequest.pago.metodo, 'TARJETA');
  });
});
