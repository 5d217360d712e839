import { nitCheckDigit, type DocumentType } from '@soat/shared/rules/identity-document';
import type { VehicleClass, VehicleService } from '@soat/shared/rules/vehicle';

// The sandbox RUNT's register: a few thousand vehicles drawn from a fixed seed, the same on every
// machine and every start (a person or a test may write a plate down), plus the documented vehicles
// of test-instruments.ts. Every class and service of the tariff table, every plate format, owners
// with CC, CE, NIT and PA.

export interface RegisteredVehicle {
  placa: string;
  /** The tariff's class; null for a trailer, which the RUNT registers and the tariff does not name. */
  clase: VehicleClass | null;
  servicio: VehicleService;
  /** A diplomatic mission's vehicle: the RUNT says DIPLOMATICO, the tariff says oficial. */
  diplomatic: boolean;
  marca: string;
  linea: string;
  modelo: number;
  color: string;
  cilindraje: number | null;
  pasajeros: number | null;
  /** Load capacity in kilograms. */
  capacidadKg: number | null;
  pesoBrutoKg: number;
  owner: { tipoDocumento: Exclude<DocumentType, 'TI'>; numeroDocumento: string; nombres: string; apellidos: string };
}

/** How many vehicles the seed draws. */
export const REGISTER_SIZE = 3000;
const SEED = 20_261_127;

/** mulberry32: a small, fast, deterministic generator of numbers in [0, 1). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const digits = (random: Random, count: number) => Array.from({ length: count }, () => between(random, 0, 9)).join('');
// Generated plates never start with X: the test instruments' plates do (test-instruments.ts).
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWYZ';
const letters = (random: Random, count: number) =>
  Array.from({ length: count }, () => pick(random, [...LETTERS])).join('');

/** The services each class is registered with, as the tariff table prices them. */
const SERVICES_OF: Record<VehicleClass, readonly VehicleService[]> = {
  ciclomotor: ['particular'],
  motocicleta: ['particular', 'oficial'],
  motocarro: ['particular', 'publico'],
  automovil: ['particular', 'publico', 'oficial'],
  campero: ['particular', 'publico', 'oficial'],
  camioneta: ['particular', 'publico', 'oficial'],
  microbus: ['particular', 'publico', 'intermunicipal'],
  bus: ['particular', 'publico', 'intermunicipal', 'oficial'],
  buseta: ['particular', 'publico', 'intermunicipal'],
  carga: ['particular', 'publico', 'oficial'],
};
const KINDS = Object.entries(SERVICES_OF).flatMap(([vehicleClass, services]) =>
  services.map((service) => ({ clase: vehicleClass as VehicleClass, servicio: service })),
);

const MAKES: Record<VehicleClass, readonly (readonly [string, string])[]> = {
  ciclomotor: [
    ['AUTECO', 'ROCKETMAN'],
    ['YAMAHA', 'BWS'],
  ],
  motocicleta: [
    ['YAMAHA', 'FZ'],
    ['HONDA', 'CB'],
    ['AKT', 'NKD'],
    ['SUZUKI', 'GIXXER'],
    ['BAJAJ', 'PULSAR'],
  ],
  motocarro: [
    ['BAJAJ', 'RE'],
    ['TVS', 'KING'],
  ],
  automovil: [
    ['RENAULT', 'LOGAN'],
    ['CHEVROLET', 'SPARK'],
    ['KIA', 'PICANTO'],
    ['MAZDA', '3'],
    ['TOYOTA', 'COROLLA'],
  ],
  campero: [
    ['TOYOTA', 'LAND CRUISER'],
    ['SUZUKI', 'JIMNY'],
    ['MITSUBISHI', 'MONTERO'],
  ],
  camioneta: [
    ['RENAULT', 'DUSTER'],
    ['NISSAN', 'FRONTIER'],
    ['TOYOTA', 'HILUX'],
    ['CHEVROLET', 'TRACKER'],
  ],
  microbus: [
    ['HYUNDAI', 'H1'],
    ['RENAULT', 'MASTER'],
  ],
  bus: [
    ['CHEVROLET', 'NPR BUS'],
    ['MERCEDES BENZ', 'OF 1721'],
  ],
  buseta: [
    ['CHEVROLET', 'NKR BUSETA'],
    ['HINO', 'FB'],
  ],
  carga: [
    ['CHEVROLET', 'NHR'],
    ['HINO', 'DUTRO'],
    ['KENWORTH', 'T800'],
    ['INTERNATIONAL', '7600'],
  ],
};
const COLORS = ['BLANCO', 'GRIS', 'NEGRO', 'ROJO', 'AZUL', 'PLATA', 'AMARILLO'];

/** Engine sizes around the tariff's limits (1,499 / 1,500 / 2,500 / 2,501 c.c.), so every code is drawn. */
const ENGINES: Record<VehicleClass, readonly number[]> = {
  ciclomotor: [49],
  motocicleta: [99, 100, 125, 150, 200, 201, 250, 650, 1000],
  motocarro: [200, 250],
  automovil: [998, 1198, 1399, 1499, 1500, 1598, 1998, 2400, 2500, 2501, 3000],
  campero: [1328, 1499, 1500, 2400, 2500, 2501, 3956],
  camioneta: [1499, 1500, 1598, 2488, 2500, 2501, 2755],
  microbus: [2497, 2499, 2500, 2700],
  bus: [5193, 7700],
  buseta: [4570, 5193],
  carga: [2999, 4570, 7700, 12_500],
};
const PASSENGERS: Record<VehicleClass, readonly number[]> = {
  ciclomotor: [1],
  motocicleta: [2],
  motocarro: [3, 4, 5],
  automovil: [4, 5, 7],
  campero: [5, 7],
  camioneta: [5, 7],
  microbus: [9, 10, 15, 19],
  bus: [30, 40, 45],
  buseta: [19, 25, 29],
  carga: [2, 3],
};
const LOADS_KG = [1500, 3500, 4999, 5000, 8500, 15_000, 15_001, 34_000];

const FIRST_NAMES = ['Ana María', 'Carlos', 'Luisa Fernanda', 'Andrés', 'Valentina', 'Juan Pablo', 'Camila', 'Jorge'];
const LAST_NAMES = ['Pérez Gómez', 'Rodríguez', 'García López', 'Martínez', 'Hernández Ruiz', 'Castro Díaz'];
const COMPANIES = [
  'TRANSPORTES ANDINOS S.A.S.',
  'LOGÍSTICA DEL CARIBE S.A.',
  'ALCALDÍA DE PRUEBAS',
  'EMBAJADA DE PRUEBAS',
];

function owner(random: Random, index: number): RegisteredVehicle['owner'] {
  // mostly citizens; every fourth a company, foreigners and passports besides
  const documentType = (['CC', 'CC', 'CE', 'NIT', 'CC', 'PA', 'CC', 'NIT'] as const)[index % 8]!;
  if (documentType === 'NIT') {
    const base = `9${digits(random, 8)}`;
    return {
      tipoDocumento: documentType,
      numeroDocumento: `${base}-${nitCheckDigit(base)}`,
      nombres: pick(random, COMPANIES),
      apellidos: '',
    };
  }
  const documentNumber =
    documentType === 'PA'
      ? `${letters(random, 2)}${digits(random, 7)}`
      : `${between(random, 1, 9)}${digits(random, documentType === 'CC' ? 9 : 6)}`;
  return {
    tipoDocumento: documentType,
    numeroDocumento: documentNumber,
    nombres: pick(random, FIRST_NAMES),
    apellidos: pick(random, LAST_NAMES),
  };
}

function plateFor(random: Random, vehicleClass: VehicleClass | null, diplomatic: boolean, index: number): string {
  if (vehicleClass === null) return index % 2 === 0 ? `R${digits(random, 5)}` : `S${digits(random, 5)}`;
  if (vehicleClass === 'ciclomotor' || vehicleClass === 'motocicleta' || vehicleClass === 'motocarro')
    return `${letters(random, 3)}${digits(random, 2)}${letters(random, 1)}`;
  if (diplomatic) return `${pick(random, [...'DCMOA'])}${letters(random, 1)}${digits(random, 4)}`;
  // special cargo in free transit now and then
  if (vehicleClass === 'carga' && index % 7 === 0) return `T${digits(random, 4)}`;
  return `${letters(random, 3)}${digits(random, 3)}`;
}

function drawVehicle(random: Random, index: number): RegisteredVehicle {
  // one vehicle in fifty is a trailer: a vehicle the RUNT knows and the tariff does not name
  const trailer = index % 50 === 49;
  const { clase, servicio } = trailer ? { clase: null, servicio: 'particular' as const } : KINDS[index % KINDS.length]!;
  const diplomatic =
    clase !== null && servicio === 'oficial' && !['motocicleta', 'bus'].includes(clase) && index % 2 === 1;
  const kind = clase ?? 'carga';
  const [brand, line] = trailer ? (['RECOLSA', 'REMOLQUE 2 EJES'] as const) : pick(random, MAKES[kind]);
  const cargo = kind === 'carga';
  const capacityKg = cargo ? pick(random, LOADS_KG) : null;
  return {
    placa: plateFor(random, clase, diplomatic, index),
    clase,
    servicio,
    diplomatic,
    marca: brand,
    linea: line,
    modelo: between(random, 1985, 2026),
    color: pick(random, COLORS),
    cilindraje: trailer ? null : pick(random, ENGINES[kind]),
    pasajeros: trailer ? null : pick(random, PASSENGERS[kind]),
    capacidadKg: capacityKg,
    pesoBrutoKg: (capacityKg ?? 0) + between(random, 1, 9) * (cargo ? 1000 : 200),
    owner: owner(random, index),
  };
}

/** The generated register by plate (a plate drawn twice keeps its first vehicle). */
export function generateRegister(size = REGISTER_SIZE, seed = SEED): Map<string, RegisteredVehicle> {
  const random = generator(seed);
  const register = new Map<string, RegisteredVehicle>();
  for (let index = 0; index < size; index += 1) {
    const vehicle = drawVehicle(random, index);
    if (!register.has(vehicle.placa)) register.set(vehicle.placa, vehicle);
  }
  return register;
}
