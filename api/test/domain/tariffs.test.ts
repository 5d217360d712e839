import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { computeQuote, priceOn, tariffsPage } from '../../src/domain/tariffs.js';

const car = { clase: 'automovil', servicio: 'particular', cilindraje: 1600, modelo: 2014, pasajeros: 5 };

describe('server-side pricing', () => {
  it("prices with the table of the purchase day's year, or the latest one after it", () => {
    assert.equal(priceOn('522', '2025-03-01')?.total, 674700);
    assert.equal(priceOn('522', '2026-03-01')?.total, 677400);
    assert.equal(priceOn('522', '2031-03-01')?.year, 2026);
    // the RUNT fee rose on 10 June 2025
    assert.equal(priceOn('110', '2025-06-09')?.total, 243400);
    assert.equal(priceOn('110', '2025-06-10')?.total, 243700);
  });

  it('classifies by the age the vehicle has when the policy starts, not on the purchase day', () => {
    const context = { today: '2025-12-20', currentPolicyEnd: null };
    const thisYear = computeQuote(
      { placa: 'ABC123', vehiculo: { ...car, modelo: 2016 }, inicioVigencia: '2025-12-31' },
      context,
    );
    const nextYear = computeQuote(
      { placa: 'ABC123', vehiculo: { ...car, modelo: 2016 }, inicioVigencia: '2026-01-01' },
      context,
    );
    assert.ok(thisYear.ok && nextYear.ok);
    assert.equal(thisYear.quote.codigoTarifa, '521');
    assert.equal(nextYear.quote.codigoTarifa, '522');
    // both priced with the purchase day's table (2025, with the RUNT fee of December 2025)
    assert.equal(nextYear.quote.anioTarifa, 2025);
    assert.equal(nextYear.quote.total, 675000);
    assert.equal(nextYear.quote.finVigencia, '2026-12-31');
  });

  it('starts the day after the policy in force and reports it', () => {
    const result = computeQuote(
      { placa: 'abc 123', vehiculo: car },
      { today: '2026-05-10', currentPolicyEnd: '2026-08-31' },
    );
    assert.ok(result.ok);
    assert.equal(result.quote.placa, 'ABC123');
    assert.equal(result.quote.inicioVigencia, '2026-09-01');
    assert.equal(result.quote.polizaVigenteHasta, '2026-08-31');
    const ended = computeQuote(
      { placa: 'ABC123', vehiculo: car },
      { today: '2026-05-10', currentPolicyEnd: '2026-05-09' },
    );
    assert.ok(ended.ok);
    assert.equal(ended.quote.polizaVigenteHasta, null);
    assert.equal(ended.quote.inicioVigencia, '2026-05-10');
  });

  it('names each field error as the body names it, whatever the values are', () => {
    const result = computeQuote(
      { placa: 42, vehiculo: 'coche', inicioVigencia: { dia: 1 } },
      { today: '2026-05-10', currentPolicyEnd: null },
    );
    assert.ok(!result.ok);
    assert.deepEqual(
      result.errores.map((error) => error.campo),
      ['placa', 'inicioVigencia', 'vehiculo.clase', 'vehiculo.servicio', 'vehiculo.modelo'],
    );
    const diplomatic = computeQuote(
      { placa: 'CD1234', vehiculo: { ...car, servicio: 'oficial' } },
      { today: '2026-05-10', currentPolicyEnd: null },
    );
    assert.ok(diplomatic.ok);
    assert.equal(diplomatic.quote.codigoTarifa, '420');
  });

  it("says a code has no price when the year's table lacks it, rather than inventing one", () => {
    const result = computeQuote(
      { placa: 'ABC123', vehiculo: { ...car, pasajeros: 7 } },
      { today: '2024-05-10', currentPolicyEnd: null },
    );
    assert.ok(!result.ok);
    assert.deepEqual(result.errores, [
      { campo: 'vehiculo', mensaje: 'No hay una tarifa publicada para este vehículo. Revisa sus datos.' },
    ]);
  });

  it("lays out a year's tariffs page with its coverages, and nothing for a year the data lacks", () => {
    assert.equal(tariffsPage(2023), undefined);
    const page = tariffsPage(2024)!;
    assert.deepEqual(page.coberturas, []);
    assert.equal(page.vigenciaDesde, '2024-01-10');
    assert.equal(page.vigenciaHasta, '2024-12-31');
    assert.equal(tariffsPage(2025)!.coberturas.length, 5);
  });
});
