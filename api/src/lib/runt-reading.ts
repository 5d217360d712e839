import type { CalendarDate } from '@soat/shared/rules/validity';
import { checkVehicle, type VehicleData } from '@soat/shared/rules/vehicle';
import type { FastifyInstance } from 'fastify';
import { signTyped, verifyTyped } from './signed-tokens.js';

// What the RUNT answered for a plate and its owner (ADR 031), signed by the API and handed to the browser,
// which sends it back with the quote and the purchase: the API then knows the vehicle's data came from the
// RUNT, and until when another insurer's SOAT covers it, without asking the RUNT again or trusting the page.

/** A RUNT reading is good for an hour: long enough to buy, short enough that the RUNT's data is current. */
export const RUNT_READING_TTL_SECONDS = 60 * 60;
const READING_TYPE = 'lectura-runt';

export interface RuntReading {
  placa: string;
  vehiculo: VehicleData;
  /** The brand and line the RUNT registers (the certificate prints them); null in a reading signed before they were kept. */
  marca: string | null;
  linea: string | null;
  /** The end of the SOAT in force the RUNT listed, of any insurer; null when none. */
  polizaVigenteHasta: CalendarDate | null;
}

export function signRuntReading(app: FastifyInstance, reading: RuntReading): string {
  const expiresAt = Math.floor(Date.now() / 1000) + RUNT_READING_TTL_SECONDS;
  return signTyped(app, READING_TYPE, reading.placa, expiresAt, {
    vehiculo: reading.vehiculo,
    marca: reading.marca,
    linea: reading.linea,
    fin: reading.polizaVigenteHasta,
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reading a token carries, when it is one this API signed, still good, for this plate; else null. */
export function readRuntReading(app: FastifyInstance, token: unknown, plate: string): RuntReading | null {
  const claims = verifyTyped(app, READING_TYPE, token);
  if (!claims || claims.sub !== plate || !isObject(claims.vehiculo)) return null;
  return {
    placa: plate,
    vehiculo: claims.vehiculo as unknown as VehicleData,
    marca: typeof claims.marca === 'string' ? claims.marca : null,
    linea: typeof claims.linea === 'string' ? claims.linea : null,
    polizaVigenteHasta: typeof claims.fin === 'string' ? claims.fin : null,
  };
}

/** The later of two ends of cover (ISO days compare as text); null when neither. */
export const laterEnd = (a: CalendarDate | null | undefined, b: CalendarDate | null | undefined) =>
  a && b ? (a > b ? a : b) : (a ?? b ?? null);

/**
 * Whether a priced purchase's vehicle is the RUNT's, unchanged: the reading's data checked by the same
 * rule (so only the fields its class needs count) equals what the purchase stores.
 */
export function sameVehicle(
  reading: RuntReading,
  price: { placa: string; vehiculo: VehicleData; inicioVigencia: CalendarDate },
): boolean {
  if (reading.placa !== price.placa) return false;
  const check = checkVehicle({ ...reading.vehiculo }, price.inicioVigencia);
  if (!check.ok) return false;
  const fields = new Set([...Object.keys(check.vehicle), ...Object.keys(price.vehiculo)]);
  return [...fields].every(
    (field) => check.vehicle[field as keyof VehicleData] === price.vehiculo[field as keyof VehicleData],
  );
}
