import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays } from '@soat/shared/rules/validity';
import { accessTokenFor, createAccount } from '../../factories.js';
import { buildListeningApi } from '../../sandbox-gateway/sandbox-fixtures.js';
import {
  createPurchase,
  payAtCheckout,
  purchaseBody,
  soatApi,
  startPayment,
  waitForPurchase,
} from './purchase-fixtures.js';

// The reading routes after a purchase made through the public API, as a customer makes it.
describe('after buying a SOAT while signed in', () => {
  it('the policy is in "mis pólizas", found by its holder’s consult, known to the vehicle route and renewed after it ends', async (t) => {
    const { app } = await buildListeningApi(t);
    const account = await createAccount(app);
    const token = await accessTokenFor(app, account);
    const body = purchaseBody();
    const { id } = await createPurchase(app, body, { authorization: `Bearer ${token}` });
    const { transactionId } = await startPayment(app, id);
    await payAtCheckout(app, transactionId);
    const purchaseRequest = await waitForPurchase(app, id, (s) => s.estado === 'emitida');
    const { numeroPoliza, finVigencia } = purchaseRequest.poliza;
    // the request's page is open to whoever has its id: the holder's document shows masked there too
    assert.equal(purchaseRequest.poliza.tomador.numeroDocumento, '10******50');

    const mine = await app.inject({
      method: 'GET',
      url: `${soatApi}/mis-polizas`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.deepEqual(
      mine.json().polizas.map((policy: { numeroPoliza: string }) => policy.numeroPoliza),
      [numeroPoliza],
    );
    assert.deepEqual(mine.json().solicitudes[0].poliza, purchaseRequest.poliza);

    const holder = body.tomador as { tipoDocumento: string; numeroDocumento: string };
    const consult = await app.inject({
      method: 'POST',
      url: `${soatApi}/consultas`,
      payload: { placa: body.placa, tipoDocumento: holder.tipoDocumento, numeroDocumento: holder.numeroDocumento },
    });
    assert.equal(consult.statusCode, 200, consult.body);
    assert.deepEqual(
      consult
        .json()
        .polizas.map((policy: { numeroPoliza: string; estado: string }) => [policy.numeroPoliza, policy.estado]),
      [[numeroPoliza, 'vigente']],
    );
    const stranger = await app.inject({
      method: 'POST',
      url: `${soatApi}/consultas`,
      payload: { placa: body.placa, tipoDocumento: 'CC', numeroDocumento: '79999999' },
    });
    assert.equal(stranger.statusCode, 404);

    // the holder's document tells the vehicle and its cover; the plate alone, nothing
    const vehicle = await app.inject({
      method: 'POST',
      url: `${soatApi}/vehiculos/consultas`,
      payload: { placa: body.placa, tipoDocumento: holder.tipoDocumento, numeroDocumento: holder.numeroDocumento },
    });
    assert.deepEqual(vehicle.json(), { placa: body.placa, vehiculo: body.vehiculo, polizaVigenteHasta: finVigencia });
    const plateAlone = await app.inject({
      method: 'POST',
      url: `${soatApi}/vehiculos/consultas`,
      payload: { placa: body.placa },
    });
    assert.deepEqual(plateAlone.json(), { placa: body.placa, vehiculo: null, polizaVigenteHasta: null });

    // the account that bought it renews from the day after; the plate alone is quoted as never insured
    const renewal = await app.inject({
      method: 'POST',
      url: `${soatApi}/cotizaciones`,
      payload: { placa: body.placa, vehiculo: body.vehiculo },
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(renewal.statusCode, 200, renewal.body);
    assert.equal(renewal.json().inicioVigencia, addDays(finVigencia, 1));
    assert.equal(renewal.json().polizaVigenteHasta, finVigencia);
    const plateAloneQuote = await app.inject({
      method: 'POST',
      url: `${soatApi}/cotizaciones`,
      payload: { placa: body.placa, vehiculo: body.vehiculo },
    });
    assert.equal(plateAloneQuote.json().polizaVigenteHasta, null);
  });
});
