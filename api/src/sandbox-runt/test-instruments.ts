import { addDays, type CalendarDate } from '@soat/shared/rules/validity';
import { toRuntDate, type RuntPolicyReport } from '../plugins/app/runt/runt-shapes.js';
import type { RegisteredVehicle } from './register.js';

// The sandbox RUNT's documented plates (README.md in this folder): vehicles to buy for, and the RUNT's
// faults. They all start with X, which no generated plate does.

const ana = {
  tipoDocumento: 'CC',
  numeroDocumento: '1020304050',
  nombres: 'Ana María',
  apellidos: 'Pérez Gómez',
} as const;

const car = {
  clase: 'automovil',
  servicio: 'particular',
  diplomatic: false,
  marca: 'RENAULT',
  linea: 'LOGAN',
  modelo: 2019,
  color: 'GRIS',
  cilindraje: 1598,
  pasajeros: 5,
  capacidadKg: null,
  pesoBrutoKg: 1545,
  owner: ana,
} as const satisfies Omit<RegisteredVehicle, 'placa'>;

/** Documented vehicles, each with its owner's document. */
export const documentedVehicles: readonly RegisteredVehicle[] = [
  // a private car, tariff 521 (2026): the everyday purchase
  { placa: 'XKA123', ...car },
  // a motorcycle of 150 c.c., tariff 120
  {
    placa: 'XKB12C',
    ...car,
    clase: 'motocicleta',
    marca: 'YAMAHA',
    linea: 'FZ',
    modelo: 2022,
    color: 'NEGRO',
    cilindraje: 150,
    pasajeros: 2,
    pesoBrutoKg: 290,
  },
  // a taxi (public urban service) owned by a foreigner
  {
    placa: 'XKC456',
    ...car,
    servicio: 'publico',
    marca: 'HYUNDAI',
    linea: 'ATOS',
    modelo: 2014,
    color: 'AMARILLO',
    cilindraje: 1086,
    owner: { tipoDocumento: 'CE', numeroDocumento: '4567890', nombres: 'Luis', apellidos: 'Moreno Silva' },
  },
  // a truck of 8.5 t owned by a company
  {
    placa: 'XKD789',
    ...car,
    clase: 'carga',
    marca: 'CHEVROLET',
    linea: 'NPR',
    modelo: 2017,
    color: 'BLANCO',
    cilindraje: 5193,
    pasajeros: 3,
    capacidadKg: 8500,
    pesoBrutoKg: 12_000,
    owner: {
      tipoDocumento: 'NIT',
      numeroDocumento: '900123456-8',
      nombres: 'TRANSPORTES DE PRUEBA S.A.S.',
      apellidos: '',
    },
  },
  // a car whose SOAT from another insurer ends in 20 days (soatInForce): a renewal starts the day after
  { placa: 'XKE321', ...car, linea: 'SANDERO', modelo: 2020 },
  // a car whose policy's first report answers 503 (reportFailsOnce), then is received
  { placa: 'XRF503', ...car, linea: 'DUSTER', color: 'ROJO' },
  // a trailer: the RUNT knows it, the tariff does not name its class, so the customer types the data
  {
    placa: 'R00001',
    ...car,
    clase: null,
    marca: 'RECOLSA',
    linea: 'REMOLQUE 2 EJES',
    cilindraje: null,
    pasajeros: null,
    capacidadKg: 10_000,
    pesoBrutoKg: 13_000,
  },
];

/** Plates the RUNT answers with a fault. Any plate the register lacks is not found; `XNF404` is documented as one. */
export const faultPlates = {
  notFound: 'XNF404',
  /** 503 SERVICIO_NO_DISPONIBLE, every time. */
  down: 'XDN503',
  /** Answers after RUNT_SANDBOX_SLOW_MS, longer than the adapter waits by default. */
  slow: 'XSL504',
} as const;

/** The report of a policy of this plate fails with a 503 the first time it is sent. */
export const reportFailsOncePlate = 'XRF503';

/** The SOAT another insurer sold for XKE321, as an insurer reports it: in force, ending 20 days after `today`. */
export function soatInForce(today: CalendarDate): RuntPolicyReport {
  const end = addDays(today, 20);
  const start = toRuntDate(addDays(end, -364));
  return {
    placa: 'XKE321',
    noPoliza: 'AT-1329-000000123456',
    fechaExpedicion: start,
    fechaVigencia: start,
    fechaVencimiento: toRuntDate(end),
    entidadExpideSoat: 'SEGUROS DE PRUEBA S.A.',
    tipoTarifa: '521',
    tomador: { tipoDocumento: 'CC', numeroDocumento: '1020304050' },
  };
}

/**
 * A family of plates for tests that buy (each needs a vehicle no other test insured): a car plate
 * `X[A-J]?999` is a Renault Logan 2019 like XKA123 and a motorcycle plate `X[A-J]?99?` a Yamaha FZ like
 * XKB12C, both of CC 1020304050. Null for any other plate.
 */
export function familyVehicle(plate: string): RegisteredVehicle | null {
  const [car, motorcycle] = documentedVehicles;
  if (/^X[A-J][A-Z]\d{3}$/.test(plate)) return { ...car!, placa: plate };
  if (/^X[A-J][A-Z]\d{2}[A-Z]$/.test(plate)) return { ...motorcycle!, placa: plate };
  return null;
}
