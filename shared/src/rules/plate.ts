// Colombian vehicle plates (docs/soat-rules.md). Pure and free of
// dependencies: the API and the front ends check plates with this one module.
import type { RuleCheck } from './rule-check.js';

/** The plate formats in use, by the kind of vehicle that carries them. */
export const PLATE_KINDS = ['car', 'motorcycle', 'diplomatic', 'trailer', 'freeTransit'] as const;
export type PlateKind = (typeof PLATE_KINDS)[number];

const PATTERNS: Record<PlateKind, RegExp> = {
  // cars, pick-ups, trucks, buses and taxis (private and public service), classic cars: ABC123
  car: /^[A-Z]{3}\d{3}$/,
  // motorcycles: ABC12D
  motorcycle: /^[A-Z]{3}\d{2}[A-Z]$/,
  // diplomatic, consular and mission vehicles: CD1234 (the first letter names the kind of mission)
  diplomatic: /^[DCMOA][A-Z]\d{4}$/,
  // trailers and semi-trailers: R12345, S12345
  trailer: /^[RS]\d{5}$/,
  // special cargo in free transit: T1234
  freeTransit: /^T\d{4}$/,
};

export const PLATE_MESSAGES = {
  'plate.required': 'Escribe la placa del vehículo.',
  'plate.format':
    'Escribe una placa válida: 3 letras y 3 números para carros (ABC123), o 3 letras, 2 números y una letra para motos (ABC12D).',
  'plate.car': 'La placa de un carro tiene 3 letras y 3 números, por ejemplo ABC123.',
  'plate.motorcycle': 'La placa de una moto tiene 3 letras, 2 números y una letra, por ejemplo ABC12D.',
  'plate.diplomatic': 'Una placa diplomática tiene 2 letras y 4 números, por ejemplo CD1234.',
  'plate.trailer': 'La placa de un remolque tiene una R o una S y 5 números, por ejemplo R12345.',
  'plate.freeTransit': 'Una placa de tránsito libre tiene una T y 4 números, por ejemplo T1234.',
} as const;

export type PlateCode = keyof typeof PLATE_MESSAGES;

/** A plate as it is stored and compared: upper case, without spaces, hyphens or dots ("abc-123" → "ABC123"). */
export function normalizePlate(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The kind of vehicle a (normalized) plate's format belongs to, or null when it matches none. */
export function plateKindOf(plate: string): PlateKind | null {
  return PLATE_KINDS.find((kind) => PATTERNS[kind].test(plate)) ?? null;
}

function refuse(code: PlateCode): RuleCheck {
  return { ok: false, code, message: PLATE_MESSAGES[code] };
}

/**
 * Checks a plate, optionally against the format of one kind of vehicle (a
 * motorcycle's plate is refused for a car). Answers the normalized plate.
 */
export function checkPlate(value: string, kind?: PlateKind): RuleCheck {
  const plate = normalizePlate(value);
  if (plate === '') return refuse('plate.required');
  if (kind) return PATTERNS[kind].test(plate) ? { ok: true, value: plate } : refuse(`plate.${kind}`);
  return plateKindOf(plate) ? { ok: true, value: plate } : refuse('plate.format');
}
