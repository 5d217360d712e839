// What a SOAT pays per victim (domain notes §2), by year. The legal units are fixed by law; the
// pesos follow the year's UVT and minimum wage (SMLDV), as published for 2025 and 2026.

export interface Coverage {
  amparo: string;
  unidad: string;
  valor: number;
}

const MEDICAL = 'Gastos médicos, quirúrgicos, farmacéuticos y hospitalarios';

const COVERAGES: Record<number, Coverage[]> = {
  2025: [
    { amparo: MEDICAL, unidad: '701,68 UVT', valor: 34_942_962 },
    {
      amparo: `${MEDICAL} (códigos con rango diferencial: la aseguradora paga hasta este tope y la ADRES el exceso hasta 701,68 UVT)`,
      unidad: '263,13 UVT',
      valor: 13_103_611,
    },
    { amparo: 'Incapacidad permanente', unidad: '180 SMLDV', valor: 8_541_000 },
    { amparo: 'Muerte y gastos funerarios', unidad: '750 SMLDV', valor: 35_587_500 },
    { amparo: 'Gastos de transporte y movilización de víctimas', unidad: '8,77 UVT', valor: 436_737 },
  ],
  2026: [
    { amparo: MEDICAL, unidad: '701,68 UVT', valor: 36_749_788 },
    {
      amparo: `${MEDICAL} (códigos con rango diferencial: la aseguradora paga hasta este tope y la ADRES el exceso hasta 701,68 UVT)`,
      unidad: '263,13 UVT',
      valor: 13_781_171,
    },
    { amparo: 'Incapacidad permanente', unidad: '180 SMLDV', valor: 10_505_430 },
    { amparo: 'Muerte y gastos funerarios', unidad: '750 SMLDV', valor: 43_772_625 },
    { amparo: 'Gastos de transporte y movilización de víctimas', unidad: '8,77 UVT', valor: 459_320 },
  ],
};

/** The year's coverages per victim; empty for a year whose amounts are not known. */
export function coveragesFor(year: number): Coverage[] {
  return COVERAGES[year] ?? [];
}
