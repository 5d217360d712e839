import tariffRows from './soat-tariffs.json';
import {
  TARIFF_MESSAGES,
  checkVehicle,
  checkVehiclePlate,
  plateKindsFor,
  vehicleFieldsFor,
  type VehicleData,
} from './vehicle';

// a policy starting in 2026: model 2017 is 9 years old, 2016 is 10
const start = '2026-03-15';
const recent = 2017;
const old = 2016;

const codeOf = (vehicle: Partial<Record<keyof VehicleData, unknown>>, startDate = start) => {
  const check = checkVehicle(vehicle, startDate);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.code;
};

const errorsOf = (vehicle: Partial<Record<keyof VehicleData, unknown>>) => {
  const check = checkVehicle(vehicle, start);
  return check.ok ? [] : check.errors.map(({ field, code }) => ({ field, code }));
};

const car = (overrides: Partial<VehicleData>): VehicleData => ({
  clase: 'automovil',
  servicio: 'particular',
  cilindraje: 1400,
  modelo: recent,
  pasajeros: 5,
  ...overrides,
});

describe('vehicle classification into tariff codes', () => {
  // one vehicle for each of the 37 codes of 2026
  const examples: Array<[string, VehicleData]> = [
    ['100', { clase: 'ciclomotor', servicio: 'particular', modelo: recent }],
    ['110', { clase: 'motocicleta', servicio: 'particular', cilindraje: 99, modelo: recent }],
    ['120', { clase: 'motocicleta', servicio: 'particular', cilindraje: 150, modelo: recent }],
    ['130', { clase: 'motocicleta', servicio: 'particular', cilindraje: 650, modelo: recent }],
    ['140', { clase: 'motocarro', servicio: 'particular', pasajeros: 2, modelo: recent }],
    ['150', { clase: 'motocarro', servicio: 'publico', pasajeros: 5, modelo: recent }],
    ['211', { clase: 'campero', servicio: 'particular', cilindraje: 1300, modelo: recent }],
    ['212', { clase: 'camioneta', servicio: 'particular', cilindraje: 1300, modelo: old }],
    ['221', { clase: 'camioneta', servicio: 'particular', cilindraje: 2000, modelo: recent }],
    ['222', { clase: 'campero', servicio: 'particular', cilindraje: 2000, modelo: old }],
    ['231', { clase: 'camioneta', servicio: 'particular', cilindraje: 3000, modelo: recent }],
    ['232', { clase: 'camioneta', servicio: 'particular', cilindraje: 3000, modelo: old }],
    ['310', { clase: 'carga', servicio: 'particular', toneladas: 3.5, modelo: recent }],
    ['320', { clase: 'carga', servicio: 'publico', toneladas: 10, modelo: recent }],
    ['330', { clase: 'carga', servicio: 'intermunicipal', toneladas: 30, modelo: recent }],
    ['410', { clase: 'camioneta', servicio: 'oficial', cilindraje: 1400, modelo: recent }],
    ['420', { clase: 'automovil', servicio: 'oficial', cilindraje: 2000, modelo: old }],
    ['430', { clase: 'bus', servicio: 'oficial', cilindraje: 7000, modelo: recent }],
    ['511', car({ cilindraje: 1400, modelo: recent })],
    ['512', car({ cilindraje: 1400, modelo: old })],
    ['521', car({ cilindraje: 2000, modelo: recent })],
    ['522', car({ cilindraje: 2000, modelo: old })],
    ['531', car({ cilindraje: 3000, modelo: recent })],
    ['532', car({ cilindraje: 3000, modelo: old })],
    ['611', car({ cilindraje: 2000, pasajeros: 7, modelo: recent })],
    ['612', { clase: 'microbus', servicio: 'particular', cilindraje: 2000, pasajeros: 12, modelo: old }],
    ['621', { clase: 'bus', servicio: 'particular', cilindraje: 6000, pasajeros: 30, modelo: recent }],
    ['622', car({ cilindraje: 3000, pasajeros: 7, modelo: old })],
    ['711', { clase: 'automovil', servicio: 'publico', cilindraje: 1400, modelo: recent }],
    ['712', { clase: 'automovil', servicio: 'publico', cilindraje: 1400, modelo: old }],
    ['721', { clase: 'campero', servicio: 'publico', cilindraje: 2000, modelo: recent }],
    ['722', { clase: 'camioneta', servicio: 'publico', cilindraje: 2000, modelo: old }],
    ['731', { clase: 'microbus', servicio: 'publico', cilindraje: 3000, modelo: recent }],
    ['732', { clase: 'automovil', servicio: 'publico', cilindraje: 3000, modelo: old }],
    ['810', { clase: 'buseta', servicio: 'publico', modelo: recent }],
    ['910', { clase: 'automovil', servicio: 'intermunicipal', pasajeros: 4, modelo: recent }],
    ['920', { clase: 'bus', servicio: 'intermunicipal', pasajeros: 40, modelo: old }],
  ];

  it('reaches every code of the 2026 table', () => {
    const codes2026 = tariffRows.filter((row) => row.year === 2026).map((row) => row.code);
    expect(examples.map(([code]) => code).sort()).toEqual([...codes2026].sort());
  });

  it.each(examples)('classifies a vehicle of code %s', (code, vehicle) => {
    expect(codeOf(vehicle)).toBe(code);
  });

  it('splits motorcycles at 99/100 and 200/201 c.c.', () => {
    const motorcycle = (displacement: number) =>
      codeOf({ clase: 'motocicleta', servicio: 'particular', cilindraje: displacement, modelo: recent });
    expect([1, 99, 100, 200, 201].map(motorcycle)).toEqual(['110', '110', '120', '120', '130']);
  });

  it('splits cars at 1499/1500 and 2500/2501 c.c., for every group with engine bands', () => {
    const bands = (vehicle: Partial<VehicleData>) =>
      [1499, 1500, 2500, 2501].map((displacement) => codeOf({ ...vehicle, cilindraje: displacement, modelo: recent }));
    expect(bands(car({}))).toEqual(['511', '521', '521', '531']);
    expect(bands({ clase: 'campero', servicio: 'particular' })).toEqual(['211', '221', '221', '231']);
    expect(bands({ clase: 'automovil', servicio: 'publico' })).toEqual(['711', '721', '721', '731']);
    expect(bands({ clase: 'automovil', servicio: 'oficial' })).toEqual(['410', '420', '420', '430']);
  });

  it('splits vehicles for 6 or more passengers at 2499/2500 c.c.', () => {
    expect(codeOf(car({ pasajeros: 6, cilindraje: 2499 }))).toBe('611');
    expect(codeOf(car({ pasajeros: 6, cilindraje: 2500 }))).toBe('621');
  });

  it('counts age as the start year less the model year: 9 years old is 0–9, 10 is 10 or more', () => {
    expect(codeOf(car({ modelo: 2017 }), '2026-01-01')).toBe('511');
    expect(codeOf(car({ modelo: 2016 }), '2026-12-31')).toBe('512');
    // the same car gets a year older when its policy starts the next year
    expect(codeOf(car({ modelo: 2017 }), '2027-01-01')).toBe('512');
    // next year's model (sold from the year before) is new
    expect(codeOf(car({ modelo: 2027 }))).toBe('511');
  });

  it('puts 5 passengers in the family table and 6 in the table for 6 or more', () => {
    expect(codeOf(car({ pasajeros: 5 }))).toBe('511');
    expect(codeOf(car({ pasajeros: 6 }))).toBe('611');
  });

  it('splits intermunicipal service at 9/10 passengers', () => {
    const intercity = (passengers: number) =>
      codeOf({ clase: 'microbus', servicio: 'intermunicipal', pasajeros: passengers, modelo: recent });
    expect([9, 10].map(intercity)).toEqual(['910', '920']);
  });

  it('splits cargo below 5 t, from 5 to 15 t and above 15 t', () => {
    const cargo = (tons: number) => codeOf({ clase: 'carga', servicio: 'particular', toneladas: tons, modelo: recent });
    expect([4.9, 5, 15, 15.1].map(cargo)).toEqual(['310', '320', '320', '330']);
  });

  it('asks for the fields a class needs, and keeps only those', () => {
    expect(vehicleFieldsFor('ciclomotor', 'particular')).toEqual({
      cilindraje: false,
      pasajeros: false,
      toneladas: false,
    });
    expect(vehicleFieldsFor('motocicleta', 'publico')).toEqual({
      cilindraje: true,
      pasajeros: false,
      toneladas: false,
    });
    expect(vehicleFieldsFor('motocarro', 'particular')).toEqual({
      cilindraje: false,
      pasajeros: true,
      toneladas: false,
    });
    expect(vehicleFieldsFor('automovil', 'particular')).toEqual({
      cilindraje: true,
      pasajeros: true,
      toneladas: false,
    });
    expect(vehicleFieldsFor('campero', 'particular')).toEqual({ cilindraje: true, pasajeros: false, toneladas: false });
    expect(vehicleFieldsFor('bus', 'publico')).toEqual({ cilindraje: false, pasajeros: false, toneladas: false });
    expect(vehicleFieldsFor('bus', 'intermunicipal')).toEqual({ cilindraje: false, pasajeros: true, toneladas: false });
    expect(vehicleFieldsFor('carga', 'publico')).toEqual({ cilindraje: false, pasajeros: false, toneladas: true });
    expect(vehicleFieldsFor('carga', 'oficial')).toEqual({ cilindraje: true, pasajeros: false, toneladas: false });
    const check = checkVehicle(
      { clase: 'buseta', servicio: 'publico', modelo: '2020', cilindraje: 5000, toneladas: 3 },
      start,
    );
    expect(check).toEqual({ ok: true, code: '810', vehicle: { clase: 'buseta', servicio: 'publico', modelo: 2020 } });
  });
});

describe('vehicle data errors', () => {
  it('refuses an unknown class or service', () => {
    expect(errorsOf({ clase: 'avion', servicio: 'privado', modelo: 2020 })).toEqual([
      { field: 'clase', code: 'vehicle.class' },
      { field: 'servicio', code: 'vehicle.service' },
    ]);
  });

  it('asks for the model and refuses one outside 1900 to next year', () => {
    expect(errorsOf({ clase: 'ciclomotor', servicio: 'particular' })).toEqual([
      { field: 'modelo', code: 'vehicle.modelRequired' },
    ]);
    for (const modelYear of [1899, 2028, 2020.5, 'dos mil', true]) {
      expect(errorsOf({ clase: 'ciclomotor', servicio: 'particular', modelo: modelYear })).toEqual([
        { field: 'modelo', code: 'vehicle.model' },
      ]);
    }
    const refused = checkVehicle({ clase: 'ciclomotor', servicio: 'particular', modelo: 2028 }, start);
    expect(refused).toEqual({
      ok: false,
      errors: [
        {
          field: 'modelo',
          code: 'vehicle.model',
          message: 'El modelo debe ser un año entre 1900 y 2027.',
          params: { min: 1900, max: 2027 },
        },
      ],
    });
  });

  it('asks for the engine size where the class needs it and refuses an impossible one', () => {
    expect(errorsOf({ clase: 'motocicleta', servicio: 'particular', modelo: 2020 })).toEqual([
      { field: 'cilindraje', code: 'vehicle.engineRequired' },
    ]);
    for (const displacement of [0, -5, 1500.5, 20_001, '']) {
      const expected = displacement === '' ? 'vehicle.engineRequired' : 'vehicle.engine';
      expect(errorsOf(car({ cilindraje: displacement as number }))).toEqual([{ field: 'cilindraje', code: expected }]);
    }
  });

  it('asks for passengers where the class needs them; a motocarro carries at most 5', () => {
    expect(errorsOf({ clase: 'bus', servicio: 'intermunicipal', modelo: 2020 })).toEqual([
      { field: 'pasajeros', code: 'vehicle.passengersRequired' },
    ]);
    expect(errorsOf(car({ pasajeros: 0 }))).toEqual([{ field: 'pasajeros', code: 'vehicle.passengers' }]);
    expect(errorsOf(car({ pasajeros: 101 }))).toEqual([{ field: 'pasajeros', code: 'vehicle.passengers' }]);
    expect(errorsOf({ clase: 'motocarro', servicio: 'publico', modelo: 2020, pasajeros: 6 })).toEqual([
      { field: 'pasajeros', code: 'vehicle.passengers' },
    ]);
  });

  it('asks for the load capacity of cargo vehicles and refuses an impossible one', () => {
    expect(errorsOf({ clase: 'carga', servicio: 'particular', modelo: 2020 })).toEqual([
      { field: 'toneladas', code: 'vehicle.tonsRequired' },
    ]);
    for (const tons of [0, 100.5, Number.NaN]) {
      expect(errorsOf({ clase: 'carga', servicio: 'particular', modelo: 2020, toneladas: tons })).toEqual([
        { field: 'toneladas', code: 'vehicle.tons' },
      ]);
    }
  });

  it('answers every refused field at once, each with its Spanish message', () => {
    const check = checkVehicle({ clase: 'automovil', servicio: 'particular', modelo: 1800, cilindraje: 0 }, start);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.map((error) => error.field)).toEqual(['modelo', 'cilindraje', 'pasajeros']);
    for (const error of check.errors) {
      expect(error.message).not.toMatch(/\{\{/);
      expect(Object.keys(TARIFF_MESSAGES)).toContain(error.code);
    }
  });
});

describe('plates by class', () => {
  it('wants a motorcycle plate for motorcycle-like classes and a car plate for the rest', () => {
    expect(plateKindsFor('motocicleta', 'particular')).toEqual(['motorcycle']);
    expect(plateKindsFor('motocarro', 'publico')).toEqual(['motorcycle']);
    expect(plateKindsFor('ciclomotor', 'oficial')).toEqual(['motorcycle']);
    expect(plateKindsFor('automovil', 'particular')).toEqual(['car']);
    expect(plateKindsFor('automovil', 'oficial')).toEqual(['car', 'diplomatic']);
    expect(checkVehiclePlate('abc-12d', 'motocicleta', 'particular')).toEqual({ ok: true, value: 'ABC12D' });
    expect(checkVehiclePlate('ABC123', 'motocicleta', 'particular')).toMatchObject({
      ok: false,
      code: 'plate.motorcycle',
    });
    expect(checkVehiclePlate('ABC12D', 'automovil', 'particular')).toMatchObject({ ok: false, code: 'plate.car' });
    expect(checkVehiclePlate('CD1234', 'automovil', 'particular')).toMatchObject({ ok: false, code: 'plate.car' });
    expect(checkVehiclePlate('cd 1234', 'automovil', 'oficial')).toEqual({ ok: true, value: 'CD1234' });
    expect(checkVehiclePlate('ABC123', 'camioneta', 'oficial')).toEqual({ ok: true, value: 'ABC123' });
    expect(checkVehiclePlate('', 'bus', 'publico')).toMatchObject({ ok: false, code: 'plate.required' });
  });
});
