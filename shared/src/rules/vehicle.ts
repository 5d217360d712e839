// The vehicle data a customer gives (no RUNT is reachable) and its SOAT tariff
// code (ADR 010; docs/soat-rules.md): the classes and services, the
// limits of each field, the plate formats of each class and the classification.
// Pure and free of dependencies: the API checks with this one module and the
// front ends preview the same code; `tariff.ts` prices the code.
import { checkPlate, type PlateKind } from './plate.js';
import type { RuleCheck } from './rule-check.js';
import { vehicleAge, type CalendarDate } from './validity.js';

export const VEHICLE_CLASSES = [
  'ciclomotor',
  'motocicleta',
  'motocarro',
  'automovil',
  'campero',
  'camioneta',
  'microbus',
  'bus',
  'buseta',
  'carga',
] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

export const VEHICLE_SERVICES = ['particular', 'publico', 'intermunicipal', 'oficial'] as const;
export type VehicleService = (typeof VEHICLE_SERVICES)[number];

export interface VehicleData {
  clase: VehicleClass;
  servicio: VehicleService;
  /** Engine displacement in c.c., as the RUNT registers it. */
  cilindraje?: number;
  /** Model year. */
  modelo: number;
  /** Passengers the vehicle is registered for. */
  pasajeros?: number;
  /** Load capacity in tonnes. */
  toneladas?: number;
}

/** The fields of VehicleData a class may need besides class, service and model. */
export type OptionalVehicleField = 'cilindraje' | 'pasajeros' | 'toneladas';
export type VehicleField = keyof VehicleData;

/** The limits of what a customer may type (the tariff itself has no upper limits). */
export const VEHICLE_LIMITS = {
  cilindraje: { min: 1, max: 20_000 },
  pasajeros: { min: 1, max: 100 },
  /** A motocarro carries at most 5 passengers (code 150 is the 5-passenger motocarro). */
  motocarroPasajeros: { min: 1, max: 5 },
  toneladas: { min: 0.1, max: 100 },
  oldestModel: 1900,
  /** Next year's models are sold from the middle of the year before. */
  modelYearsAhead: 1,
} as const;

export const TARIFF_MESSAGES = {
  'vehicle.class': 'Elige la clase del vehículo.',
  'vehicle.service': 'Elige el servicio del vehículo: particular, público, intermunicipal u oficial.',
  'vehicle.modelRequired': 'Escribe el modelo (año) del vehículo.',
  'vehicle.model': 'El modelo debe ser un año entre {{min}} y {{max}}.',
  'vehicle.engineRequired': 'Escribe el cilindraje del vehículo en c.c.',
  'vehicle.engine': 'El cilindraje debe ser un número entero de c.c. entre {{min}} y {{max}}.',
  'vehicle.passengersRequired': 'Escribe cuántos pasajeros lleva el vehículo.',
  'vehicle.passengers': 'El número de pasajeros debe ser un entero entre {{min}} y {{max}}.',
  'vehicle.tonsRequired': 'Escribe la capacidad de carga del vehículo en toneladas.',
  'vehicle.tons': 'La capacidad de carga debe estar entre {{min}} y {{max}} toneladas.',
} as const;

export type TariffRuleCode = keyof typeof TARIFF_MESSAGES;

/** One refused field of the vehicle data. */
export interface VehicleFieldError {
  field: VehicleField;
  code: TariffRuleCode;
  message: string;
  params?: Record<string, string | number>;
}

export type VehicleCheck =
  { ok: true; code: string; vehicle: VehicleData } | { ok: false; errors: VehicleFieldError[] };

const MOTORCYCLE_LIKE: readonly VehicleClass[] = ['ciclomotor', 'motocicleta', 'motocarro'];
const URBAN_PUBLIC_CARS: readonly VehicleClass[] = ['automovil', 'campero', 'camioneta', 'microbus'];

export function isVehicleClass(value: unknown): value is VehicleClass {
  return VEHICLE_CLASSES.includes(value as VehicleClass);
}

export function isVehicleService(value: unknown): value is VehicleService {
  return VEHICLE_SERVICES.includes(value as VehicleService);
}

/** Which of cilindraje, pasajeros and toneladas the tariff of this class and service depends on. */
export function vehicleFieldsFor(
  vehicleClass: VehicleClass,
  service: VehicleService,
): Record<OptionalVehicleField, boolean> {
  const needs = (...fields: OptionalVehicleField[]) => ({
    cilindraje: fields.includes('cilindraje'),
    pasajeros: fields.includes('pasajeros'),
    toneladas: fields.includes('toneladas'),
  });
  // the classification's order (docs/soat-rules.md)
  if (vehicleClass === 'ciclomotor') return needs();
  if (vehicleClass === 'motocicleta') return needs('cilindraje');
  if (vehicleClass === 'motocarro') return needs('pasajeros');
  if (service === 'publico' && (vehicleClass === 'bus' || vehicleClass === 'buseta')) return needs();
  if (service === 'publico' && URBAN_PUBLIC_CARS.includes(vehicleClass)) return needs('cilindraje');
  if (service === 'intermunicipal' && vehicleClass !== 'carga') return needs('pasajeros');
  if (service === 'oficial') return needs('cilindraje');
  if (vehicleClass === 'carga') return needs('toneladas');
  if (vehicleClass === 'campero' || vehicleClass === 'camioneta') return needs('cilindraje');
  return needs('cilindraje', 'pasajeros');
}

/** The plate formats a vehicle of this class may carry: a motorcycle's, a car's, or a diplomatic one for `oficial`. */
export function plateKindsFor(vehicleClass: VehicleClass, service: VehicleService): PlateKind[] {
  if (MOTORCYCLE_LIKE.includes(vehicleClass)) return ['motorcycle'];
  return service === 'oficial' ? ['car', 'diplomatic'] : ['car'];
}

/** Checks a plate against the formats of the class; answers the normalized plate. */
export function checkVehiclePlate(plate: string, vehicleClass: VehicleClass, service: VehicleService): RuleCheck {
  const kinds = plateKindsFor(vehicleClass, service);
  const checks = kinds.map((kind) => checkPlate(plate, kind));
  return checks.find((check) => check.ok) ?? checks[0]!;
}

/** Age groups of the tables: x1 = 0 to 9 years, x2 = 10 years or more. */
const ageDigit = (age: number) => (age <= 9 ? 1 : 2);

/** 1 = less than 1,500 c.c., 2 = 1,500 to 2,500 c.c., 3 = more than 2,500 c.c. (inclusive limits, §1.2). */
const engineDigit = (cc: number) => (cc <= 1499 ? 1 : cc <= 2500 ? 2 : 3);

/** The tariff code of vehicle data already checked (every field its class needs is present). */
function classify(vehicle: VehicleData, start: CalendarDate): string {
  const { clase, servicio } = vehicle;
  const cc = vehicle.cilindraje ?? 0;
  const passengers = vehicle.pasajeros ?? 0;
  const age = ageDigit(vehicleAge(start, vehicle.modelo));
  if (clase === 'ciclomotor') return '100';
  if (clase === 'motocicleta') return cc <= 99 ? '110' : cc <= 200 ? '120' : '130';
  if (clase === 'motocarro') return passengers === 5 ? '150' : '140';
  if (servicio === 'publico' && (clase === 'bus' || clase === 'buseta')) return '810';
  if (servicio === 'publico' && URBAN_PUBLIC_CARS.includes(clase)) return `7${engineDigit(cc)}${age}`;
  if (servicio === 'intermunicipal' && clase !== 'carga') return passengers <= 9 ? '910' : '920';
  if (servicio === 'oficial') return `4${engineDigit(cc)}0`;
  if (clase === 'carga') {
    const tons = vehicle.toneladas ?? 0;
    return tons < 5 ? '310' : tons <= 15 ? '320' : '330';
  }
  if (clase === 'campero' || clase === 'camioneta') return `2${engineDigit(cc)}${age}`;
  if (passengers <= 5) return `5${engineDigit(cc)}${age}`;
  return `6${cc <= 2499 ? 1 : 2}${age}`;
}

function refuse(field: VehicleField, code: TariffRuleCode, params?: Record<string, number>): VehicleFieldError {
  let message: string = TARIFF_MESSAGES[code];
  for (const [name, value] of Object.entries(params ?? {})) {
    message = message.replace(`{{${name}}}`, String(value));
  }
  return { field, code, message, ...(params ? { params } : {}) };
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A whole number within limits, or the field's error (a number typed as text counts). */
function checkCount(
  value: unknown,
  field: VehicleField,
  codes: [TariffRuleCode, TariffRuleCode],
  limits: { min: number; max: number },
  integer = true,
): { value: number } | { error: VehicleFieldError } {
  if (isBlank(value)) return { error: refuse(field, codes[0]) };
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const valid =
    typeof number === 'number' &&
    Number.isFinite(number) &&
    (!integer || Number.isInteger(number)) &&
    number >= limits.min &&
    number <= limits.max;
  return valid ? { value: number } : { error: refuse(field, codes[1], { min: limits.min, max: limits.max }) };
}

/**
 * Checks the vehicle data for a policy that starts on `startDate` and answers
 * its tariff code with the data as stored (only the fields its class needs),
 * or one error per refused field. Takes form values as they come (numbers or
 * numeric text, possibly missing).
 */
export function checkVehicle(data: Partial<Record<VehicleField, unknown>>, startDate: CalendarDate): VehicleCheck {
  const errors: VehicleFieldError[] = [];
  const { clase, servicio } = data;
  if (!isVehicleClass(clase)) errors.push(refuse('clase', 'vehicle.class'));
  if (!isVehicleService(servicio)) errors.push(refuse('servicio', 'vehicle.service'));

  const startYear = Number(startDate.slice(0, 4));
  const model = checkCount(data.modelo, 'modelo', ['vehicle.modelRequired', 'vehicle.model'], {
    min: VEHICLE_LIMITS.oldestModel,
    max: startYear + VEHICLE_LIMITS.modelYearsAhead,
  });
  if ('error' in model) errors.push(model.error);
  if (!isVehicleClass(clase) || !isVehicleService(servicio)) return { ok: false, errors };

  const needed = vehicleFieldsFor(clase, servicio);
  const vehicle: VehicleData = { clase, servicio, modelo: 'value' in model ? model.value : 0 };
  if (needed.cilindraje) {
    const cc = checkCount(
      data.cilindraje,
      'cilindraje',
      ['vehicle.engineRequired', 'vehicle.engine'],
      VEHICLE_LIMITS.cilindraje,
    );
    if ('error' in cc) errors.push(cc.error);
    else vehicle.cilindraje = cc.value;
  }
  if (needed.pasajeros) {
    const limits = clase === 'motocarro' ? VEHICLE_LIMITS.motocarroPasajeros : VEHICLE_LIMITS.pasajeros;
    const passengers = checkCount(
      data.pasajeros,
      'pasajeros',
      ['vehicle.passengersRequired', 'vehicle.passengers'],
      limits,
    );
    if ('error' in passengers) errors.push(passengers.error);
    else vehicle.pasajeros = passengers.value;
  }
  if (needed.toneladas) {
    const tons = checkCount(
      data.toneladas,
      'toneladas',
      ['vehicle.tonsRequired', 'vehicle.tons'],
      VEHICLE_LIMITS.toneladas,
      false,
    );
    if ('error' in tons) errors.push(tons.error);
    else vehicle.toneladas = tons.value;
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, code: classify(vehicle, startDate), vehicle };
}
