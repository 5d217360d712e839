import { checkPlate } from '@soat/shared/rules/plate';
import { tariffFor, tariffTable, tariffYearFor, tariffYears, type TariffPrice } from '@soat/shared/rules/tariff';
import { allowedStartDates, checkStartDate, policyEndDate, type CalendarDate } from '@soat/shared/rules/validity';
import {
  checkVehicle,
  checkVehiclePlate,
  isVehicleClass,
  isVehicleService,
  type VehicleData,
} from '@soat/shared/rules/vehicle';
import type { FieldError } from '../lib/http-error.js';
import type { QuoteResponse } from '../schemas/soat.js';
import { coveragesFor } from './coverages.js';

// The price of a SOAT as the server computes it (ADR 010): the shared rules classify the
// vehicle, the official table of the purchase day's year prices it. The browser's numbers
// are never read.

/** What a quote or a purchase request says about the vehicle and the start; anything may be wrong. */
export interface QuoteRequest {
  placa?: unknown;
  vehiculo?: unknown;
  inicioVigencia?: unknown;
}

export interface QuoteContext {
  /** The purchase day (today in Colombia). */
  today: CalendarDate;
  /** The end of the plate's policy in force or ahead (the latest), if the portal issued one. */
  currentPolicyEnd: CalendarDate | null;
}

export type QuoteResult = { ok: true; quote: QuoteResponse } | { ok: false; errores: FieldError[] };

export const noTariffMessage = 'No hay una tarifa publicada para este vehículo. Revisa sus datos.';

/**
 * What the quote asks the shared rules about a day — a code's price, the days a policy may start, a
 * policy's end — remembered for the current purchase day: the rules are pure, their answers few
 * (codes and dates), and the quote is the API's busiest endpoint. A new day starts a new memory.
 */
let memo = dayMemo('');

function dayMemo(day: CalendarDate) {
  return {
    day,
    prices: new Map<string, TariffPrice | undefined>(),
    allowedStarts: new Map<CalendarDate, Readonly<{ from: CalendarDate; to: CalendarDate }>>(),
    ends: new Map<CalendarDate, CalendarDate>(),
  };
}

function memoFor(day: CalendarDate) {
  if (memo.day !== day) memo = dayMemo(day);
  return memo;
}

function remembered<K, V>(map: Map<K, V>, key: K, compute: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = compute();
  map.set(key, value);
  return value;
}

/** The table's price of a code on the purchase day (that day's year, or the latest year of the data). */
export function priceOn(code: string, purchaseDay: CalendarDate): TariffPrice | undefined {
  return remembered(memoFor(purchaseDay).prices, code, () => {
    const price = tariffFor(code, tariffYearFor(purchaseDay), purchaseDay);
    return price && Object.freeze(price);
  });
}

const allowedStartsOn = ({ today, currentPolicyEnd }: QuoteContext) =>
  remembered(memoFor(today).allowedStarts, currentPolicyEnd ?? '', () =>
    Object.freeze(allowedStartDates({ today, currentPolicyEnd })),
  );

const policyEndOn = (today: CalendarDate, start: CalendarDate) =>
  remembered(memoFor(today).ends, start, () => policyEndDate(start));

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Checks the plate, the vehicle and the start day with the shared rules and prices the policy.
 * Field errors are named as the body names them (`placa`, `vehiculo.cilindraje`, `inicioVigencia`).
 */
export function computeQuote(request: QuoteRequest, context: QuoteContext): QuoteResult {
  const errors: FieldError[] = [];
  const allowed = allowedStartsOn(context);

  const requestedStart = request.inicioVigencia;
  let start: CalendarDate = allowed.from;
  if (requestedStart !== undefined && requestedStart !== null) {
    const check = checkStartDate(typeof requestedStart === 'string' ? requestedStart : '', context);
    if (check.ok) start = check.value;
    else errors.push({ campo: 'inicioVigencia', mensaje: check.message });
  }

  const vehicleData = asRecord(request.vehiculo);
  const vehicle = checkVehicle(vehicleData, start);
  if (!vehicle.ok) {
    for (const error of vehicle.errors) errors.push({ campo: `vehiculo.${error.field}`, mensaje: error.message });
  }

  // the plate against the class's formats once the class is known, against any format otherwise
  const plateText = typeof request.placa === 'string' ? request.placa : '';
  const { clase, servicio } = vehicleData;
  const plate =
    isVehicleClass(clase) && isVehicleService(servicio)
      ? checkVehiclePlate(plateText, clase, servicio)
      : checkPlate(plateText);
  if (!plate.ok) errors.unshift({ campo: 'placa', mensaje: plate.message });

  if (errors.length > 0 || !vehicle.ok || !plate.ok) return { ok: false, errores: errors };

  const price = priceOn(vehicle.code, context.today);
  if (!price) return { ok: false, errores: [{ campo: 'vehiculo', mensaje: noTariffMessage }] };
  return { ok: true, quote: toQuote(plate.value, vehicle.vehicle, price, start, allowed, context) };
}

function toQuote(
  plate: string,
  vehicle: VehicleData,
  price: TariffPrice,
  start: CalendarDate,
  allowed: { from: CalendarDate; to: CalendarDate },
  { today, currentPolicyEnd }: QuoteContext,
): QuoteResponse {
  return {
    placa: plate,
    vehiculo: vehicle,
    codigoTarifa: price.code,
    categoria: price.category,
    subcategoria: price.subcategory,
    rangoDiferencial: price.differentialRisk,
    anioTarifa: price.year,
    prima: price.prima,
    contribucionAdres: price.contribution,
    subtotal: price.subtotal,
    tasaRunt: price.runt,
    total: price.total,
    inicioVigencia: start,
    finVigencia: policyEndOn(today, start),
    inicioMinimo: allowed.from,
    inicioMaximo: allowed.to,
    polizaVigenteHasta: currentPolicyEnd && currentPolicyEnd >= today ? currentPolicyEnd : null,
  };
}

/** The tariffs page's data for a year, in the API's words; undefined for a year the data lacks. */
export function tariffsPage(year: number) {
  const table = tariffTable(year);
  if (!table) return undefined;
  return {
    anio: table.year,
    anios: tariffYears(),
    vigenciaDesde: table.validFrom,
    vigenciaHasta: table.validTo,
    fuentes: table.sources,
    categorias: table.categories.map(({ category, tariffs }) => ({
      categoria: category,
      tarifas: tariffs.map((price) => ({
        codigo: price.code,
        subcategoria: price.subcategory,
        condicion: price.condition,
        servicio: price.services,
        rangoDiferencial: price.differentialRisk,
        prima: price.prima,
        contribucionAdres: price.contribution,
        subtotal: price.subtotal,
        tasaRunt: price.runt,
        total: price.total,
      })),
    })),
    coberturas: coveragesFor(year),
  };
}
