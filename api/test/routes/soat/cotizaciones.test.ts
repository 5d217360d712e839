import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, todayInColombia } from '@soat/shared/rules/validity';
import { build } from '../../helper.js';
import { insertPolicy, uniqueCarPlate, uniqueMotorcyclePlate } from './policy-factory.js';

const url = '/soat/api/v1/cotizaciones';
const today = todayInColombia();
const thisYear = Number(today.slice(0, 4));
// the table of the purchase day's year, or the latest the data has (2026)
const tableYear = Math.min(thisYear, 2026);

const familyCar = { clase: 'automovil', servicio: 'particular', cilindraje: 1400, modelo: thisYear - 1, pasajeros: 5 };

const quote = (app: Awaited<ReturnType<typeof build>>, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /soat/api/v1/cotizaciones', () => {
  it('prices a family car with the official table of the purchase day, starting today by default', async (t) => {
    const app = await build(t);
    const plate = uniqueCarPlate();
    const response = await quote(app, {
      placa: ` ${plate.slice(0, 3).toLowerCase()}-${plate.slice(3)} `,
      vehiculo: familyCar,
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(body, {
      placa: plate,
      vehiculo: familyCar,
      codigoTarifa: '511',
      categoria: 'Autos familiares',
      subcategoria: 'Menos de 1.500 c.c., 0 a 9 años',
      rangoDiferencial: false,
      anioTarifa: tableYear,
      prima: null,
      contribucionAdres: null,
      subtotal: 444900,
      tasaRunt: 2400,
      total: 447300,
      inicioVigencia: today,
      finVigencia: addDays(`${thisYear + 1}${today.slice(4)}`, -1),
      inicioMinimo: today,
      inicioMaximo: addDays(today, 30),
      polizaVigenteHasta: null,
    });
  });

  it('keeps only the vehicle fields its class needs and shows a published prima', async (t) => {
    const app = await build(t);
    const motorcycle = {
      clase: 'motocicleta',
      servicio: 'publico',
      cilindraje: 150,
      modelo: 2015,
      pasajeros: 2,
      toneladas: 1,
    };
    const response = await quote(app, {
      placa: uniqueMotorcyclePlate(),
      vehiculo: motorcycle,
      inicioVigencia: addDays(today, 30),
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(body.vehiculo, { clase: 'motocicleta', servicio: 'publico', cilindraje: 150, modelo: 2015 });
    assert.equal(body.codigoTarifa, '120');
    assert.equal(body.rangoDiferencial, true);
    assert.equal(body.inicioVigencia, addDays(today, 30));
    assert.deepEqual([body.prima, body.subtotal, body.total], [224300, 340900, 343300]);
  });

  it('computes the price itself: amounts in the body are ignored', async (t) => {
    const app = await build(t);
    const response = await quote(app, { placa: uniqueCarPlate(), vehiculo: familyCar, total: 1, codigoTarifa: '100' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([response.json().codigoTarifa, response.json().total], ['511', 447300]);
  });

  it('answers every problem at once, each on its field, in Spanish', async (t) => {
    const app = await build(t);
    const response = await quote(app, {
      placa: 'ABC12D',
      vehiculo: { clase: 'automovil', servicio: 'particular', cilindraje: 0, modelo: 1800 },
      inicioVigencia: addDays(today, -1),
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Revisa los datos marcados.',
      errores: [
        { campo: 'placa', mensaje: 'La placa de un carro tiene 3 letras y 3 números, por ejemplo ABC123.' },
        { campo: 'inicioVigencia', mensaje: 'La vigencia no puede empezar antes de hoy.' },
        { campo: 'vehiculo.modelo', mensaje: `El modelo debe ser un año entre 1900 y ${thisYear + 1}.` },
        {
          campo: 'vehiculo.cilindraje',
          mensaje: 'El cilindraje debe ser un número entero de c.c. entre 1 y 20000.',
        },
        { campo: 'vehiculo.pasajeros', mensaje: 'Escribe cuántos pasajeros lleva el vehículo.' },
      ],
    });
  });

  it('refuses a missing vehicle, an unknown class and a start too far ahead', async (t) => {
    const app = await build(t);
    const missing = await quote(app, { placa: 'ABC123' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(
      missing.json().errores.map((error: { campo: string }) => error.campo),
      ['vehiculo.clase', 'vehiculo.servicio', 'vehiculo.modelo'],
    );
    const unknown = await quote(app, {
      placa: 'ABC123',
      vehiculo: { ...familyCar, clase: 'tanque' },
      inicioVigencia: addDays(today, 31),
    });
    assert.deepEqual(unknown.json().errores, [
      { campo: 'inicioVigencia', mensaje: 'La vigencia debe empezar en los próximos 30 días.' },
      { campo: 'vehiculo.clase', mensaje: 'Elige la clase del vehículo.' },
    ]);
    const notObject = await app.inject({
      method: 'POST',
      url,
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(notObject.statusCode, 400);
    assert.equal(notObject.json().message, 'El cuerpo de la solicitud debe ser un objeto JSON.');
  });

  it('starts a vehicle with a policy in force the day after it ends, and says until when it is covered', async (t) => {
    const app = await build(t);
    const plate = uniqueCarPlate();
    const end = addDays(today, 40);
    await insertPolicy(app, { plate, startsOn: addDays(end, -364), endsOn: end });
    // its holder asks (ADR 010: a stranger is quoted as for a plate never insured, cobertura-ajena.test.ts)
    const holder = { tipoDocumento: 'CC', numeroDocumento: '1020304050' };
    const response = await quote(app, { placa: plate, vehiculo: familyCar, ...holder });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.polizaVigenteHasta, end);
    assert.equal(body.inicioVigencia, addDays(end, 1));
    assert.deepEqual([body.inicioMinimo, body.inicioMaximo], [addDays(end, 1), addDays(end, 1)]);

    const overlapping = await quote(app, { placa: plate, vehiculo: familyCar, inicioVigencia: today, ...holder });
    assert.equal(overlapping.statusCode, 400);
    assert.equal(overlapping.json().errores[0].campo, 'inicioVigencia');
    assert.match(overlapping.json().errores[0].mensaje, /^El vehículo tiene un SOAT vigente hasta el /);
  });

  it('ignores a policy of the plate that has already ended', async (t) => {
    const app = await build(t);
    const plate = uniqueCarPlate();
    await insertPolicy(app, { plate, startsOn: addDays(today, -400), endsOn: addDays(today, -36) });
    const body = (
      await quote(app, { placa: plate, vehiculo: familyCar, tipoDocumento: 'CC', numeroDocumento: '1020304050' })
    ).json();
    assert.equal(body.polizaVigenteHasta, null);
    assert.equal(body.inicioVigencia, today);
  });
});
