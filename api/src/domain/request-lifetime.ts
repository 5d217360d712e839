import { tariffYearFor } from '@soat/shared/rules/tariff';
import {
  addDays,
  formatSpanishDate,
  policyEndDate,
  todayInColombia,
  type CalendarDate,
} from '@soat/shared/rules/validity';
import { checkVehicle } from '@soat/shared/rules/vehicle';
import type { PurchaseRequest } from '../db/schema.js';
import { priceOn } from './tariffs.js';

// A purchase request's lifetime and the price it can still be paid at (ADR 010, issue 41): a request is
// payable until the end of the `lifetimeDays`-th day after the day it was made; it is charged only at the
// price in force on the day it is paid, and its cover never starts before that day.

/** The first instant of a day in Colombia (UTC−5 all year). */
export const startOfDayInColombia = (day: CalendarDate) => new Date(`${day}T00:00:00-05:00`);

/** When a request made at `createdAt` stops being payable: the end of the `lifetimeDays`-th day after it. */
export function requestExpiresAt(createdAt: Date, lifetimeDays: number): Date {
  return startOfDayInColombia(addDays(todayInColombia(createdAt), lifetimeDays + 1));
}

/**
 * When the gateway's checkout for the request stops taking payment: the request's own end, or the end of
 * its tariff year if that comes first and the next year's table is another (from then on the request is
 * quoted again, so money taken after it would only be given back).
 */
export function checkoutExpiresAt(request: Pick<PurchaseRequest, 'expiresAt' | 'tariffYear'>): Date {
  const nextYear = request.tariffYear + 1;
  if (tariffYearFor(`${nextYear}-01-01`) === request.tariffYear) return request.expiresAt;
  const yearEnd = startOfDayInColombia(`${nextYear}-01-01`);
  return yearEnd < request.expiresAt ? yearEnd : request.expiresAt;
}

export type RequestPrice =
  { ok: true; start: CalendarDate; end: CalendarDate; moved: boolean } | { ok: false; reason: 'precio-cambio' };

/**
 * The cover a request buys if it is paid `today`: from its start day, or from today when that day has
 * passed (a year less a day from it). Only at the request's own price: the vehicle's tariff code on that
 * start and today's table must give the same code, tariff year and total, otherwise it is quoted again
 * (before a payment) or refunded (after one).
 */
export function priceOnPaymentDay(
  request: Pick<PurchaseRequest, 'startsOn' | 'endsOn' | 'vehicle' | 'tariffCode' | 'tariffYear' | 'total'>,
  today: CalendarDate,
): RequestPrice {
  const moved = request.startsOn < today;
  const start = moved ? today : request.startsOn;
  const vehicle = checkVehicle(request.vehicle as unknown as Record<string, unknown>, start);
  const price = vehicle.ok ? priceOn(vehicle.code, today) : undefined;
  const same =
    price !== undefined &&
    price.code === request.tariffCode &&
    price.year === request.tariffYear &&
    price.total === request.total;
  if (!same) return { ok: false, reason: 'precio-cambio' };
  return { ok: true, start, end: moved ? policyEndDate(start) : request.endsOn, moved };
}

/** The last day a request could be paid: the day of the instant before its lifetime ended, in Colombia. */
export const lastPayableDay = (expiresAt: Date): CalendarDate => todayInColombia(new Date(expiresAt.getTime() - 1));

/** The request's lifetime ran out: 409 on payment, and what its page says (GET, `cotizarDeNuevo`). */
export const requestExpiredMessage = (expiresAt: Date) =>
  `Esta solicitud venció el ${formatSpanishDate(lastPayableDay(expiresAt))} sin pagarse, así que ya no se puede pagar y no te cobramos nada. Cotiza de nuevo para comprar tu SOAT con el precio y las fechas de hoy.`;

/** Its price is not the one in force today (a new tariff year, or the vehicle's age on the moved start). */
export const requoteMessage =
  'El valor del SOAT cambió desde que hiciste esta solicitud (hay una nueva tarifa vigente), así que ya no se puede pagar con ese valor y no te cobramos nada. Cotiza de nuevo para ver el valor de hoy.';
