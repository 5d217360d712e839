import tariffRows from './soat-tariffs.json';
import { tariffFor, tariffTable, tariffYearFor, tariffYears } from './tariff';

describe('prices from the official table', () => {
  it("gives each code's total, RUNT fee and published subtotal exactly as the data has them", () => {
    for (const row of tariffRows) {
      const price = tariffFor(row.code, row.year);
      if (row.total === null) {
        expect(price).toBeUndefined();
        continue;
      }
      expect(price).toMatchObject({
        year: row.year,
        code: row.code,
        total: row.total,
        runt: row.runt,
        subtotal: row.subtotal_prima_contribucion_computed,
        prima: row.prima,
        contribution: row.contribucion,
        differentialRisk: row.discount.differential_risk_range,
      });
      expect(price!.subtotal + price!.runt).toBe(price!.total);
    }
  });

  it('prices with the purchase day’s year, or the latest year of the data', () => {
    expect(tariffYears()).toEqual([2024, 2025, 2026]);
    expect(tariffYearFor('2025-12-31')).toBe(2025);
    expect(tariffYearFor('2026-01-01')).toBe(2026);
    expect(tariffYearFor('2027-02-01')).toBe(2026);
    expect(tariffFor('999', 2026)).toBeUndefined();
    expect(tariffFor('511', 2023)).toBeUndefined();
  });

  it('applies the RUNT fee in force on the purchase day when it changed during the year', () => {
    expect(tariffFor('110', 2025)).toMatchObject({ runt: 2100, total: 243400 });
    expect(tariffFor('110', 2025, '2025-06-09')).toMatchObject({ runt: 2100, total: 243400 });
    expect(tariffFor('110', 2025, '2025-06-10')).toMatchObject({ runt: 2400, total: 243700 });
    expect(tariffFor('110', 2026, '2026-06-10')).toMatchObject({ runt: 2400, total: 256200 });
  });

  it("lays out a year's table by category in code order, with its validity and web sources", () => {
    const table = tariffTable(2026)!;
    expect(table.validFrom).toBe('2026-01-01');
    expect(table.validTo).toBeNull();
    expect(table.categories.map((category) => category.category)).toEqual([
      'Motos',
      'Camperos y camionetas',
      'Carga o mixto',
      'Oficiales especiales',
      'Autos familiares',
      'Vehículos para 6 o más pasajeros',
      'Autos de negocios y taxis',
      'Servicio público urbano',
      'Servicio público intermunicipal',
    ]);
    const codes = table.categories.flatMap((category) => category.tariffs.map((price) => price.code));
    expect(codes).toEqual([...codes].sort());
    expect(table.sources.every((source) => source.startsWith('https://'))).toBe(true);
    const byCode = Object.fromEntries(table.categories.flatMap((c) => c.tariffs).map((price) => [price.code, price]));
    expect(byCode['621']!.condition).toBe('desde 2.500 c.c., 6 pasajeros o más, 0 a 9 años');
    expect(byCode['310']!.condition).toBe('menos de 5 toneladas');
    expect(byCode['320']!.condition).toBe('de 5 a 15 toneladas');
    expect(byCode['330']!.condition).toBe('más de 15 toneladas');
    expect(byCode['100']!.condition).toBe('');
    expect(byCode['911']).toBeUndefined();
    expect(tariffTable(2025)!.validTo).toBe('2025-12-31');
    expect(tariffTable(2019)).toBeUndefined();
  });

  it('says which services each code serves, as the classification assigns them', () => {
    for (const price of tariffTable(2026)!.categories.flatMap((category) => category.tariffs)) {
      expect(price.services.length).toBeGreaterThan(0);
    }
    expect(tariffFor('711', 2026)!.services).toEqual(['publico']);
    expect(tariffFor('410', 2026)!.services).toEqual(['oficial']);
    expect(tariffFor('920', 2026)!.services).toEqual(['intermunicipal']);
  });
});
