// When a SOAT policy is in force (docs/soat-rules.md): one year from its start, and a
// vehicle holds at most one policy for a period. Dates are calendar days in
// Colombia, written `YYYY-MM-DD`, so no time zone can move them. Pure and free
// of dependencies: the API and the front ends compute validity with this one module.
import type { RuleCheck } from './rule-check.js';
import { SPANISH_MONTHS } from './spanish-months.js';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDate = string;

/** A policy may start from today up to this many days ahead. */
export const MAX_START_DAYS_AHEAD = 30;

/** Colombia keeps UTC−5 all year (no daylight saving time). */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const VALIDITY_MESSAGES = {
  'validity.required': 'Elige la fecha de inicio de la vigencia.',
  'validity.format': 'Escribe la fecha como año-mes-día, por ejemplo 2026-01-31.',
  'validity.past': 'La vigencia no puede empezar antes de hoy.',
  'validity.tooLate': `La vigencia debe empezar en los próximos ${MAX_START_DAYS_AHEAD} días.`,
  'validity.afterCurrentPolicy':
    'El vehículo tiene un SOAT vigente hasta el {{end}}: la nueva póliza empieza el día siguiente, el {{start}}.',
  'validity.renewalNotYet':
    'El vehículo tiene un SOAT vigente hasta el {{end}}. Podrás renovarlo desde el {{from}}, {{count}} días antes de que termine.',
} as const;

export type ValidityCode = keyof typeof VALIDITY_MESSAGES;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as milliseconds at UTC midnight, or NaN when it is not a real calendar day. */
function toUtcMs(date: CalendarDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // 2026-02-30 would roll over to March: not a real day
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? ms
    : Number.NaN;
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  return !Number.isNaN(toUtcMs(value));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/**
 * A policy is renewed from this many days before its end: the first renewal reminder goes then, and
 * "mis pólizas" offers "Renovar" from then on (issue 26, point 4).
 */
export const RENEWAL_WINDOW_DAYS = 30;

/**
 * The day todayInColombia answered last and the instants it spans in Colombia, [from, to): the API asks
 * for today on every quote, and formatting a date each time is most of that call's cost. An instant
 * outside the span (the next day, or any other date passed in) computes its day afresh; only today's
 * replaces the span, so a consult that asks the day of each policy's issue between two asks for today
 * does not make both compute theirs afresh.
 */
let lastDay: { day: CalendarDate; from: number; to: number } | undefined;

/** Today in Colombia, whatever the time zone of the machine. */
export function todayInColombia(now?: Date): CalendarDate {
  const ms = now === undefined ? Date.now() : now.getTime();
  if (lastDay !== undefined && ms >= lastDay.from && ms < lastDay.to) return lastDay.day;
  const day = fromUtcMs(ms + COLOMBIA_OFFSET_MS);
  if (now === undefined) {
    const from = toUtcMs(day) - COLOMBIA_OFFSET_MS;
    lastDay = { day, from, to: from + DAY_MS };
  }
  return day;
}

/**
 * The last day of a policy that starts on `start`: one year later, less a day
 * (2026-03-15 → 2027-03-14). A start on 29 February ends on 28 February.
 */
export function policyEndDate(start: CalendarDate): CalendarDate {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  // the same day a year later; 29 February becomes 1 March when that year has none
  const sameDayNextYear = Date.UTC(year + 1, month - 1, day);
  return fromUtcMs(sameDayNextYear - DAY_MS);
}

/** A time of day in Colombia, `HH:mm` (24 hours). */
export type TimeOfDay = string;

/** The time of an instant in Colombia, whatever the time zone of the machine: `14:05`. */
export function timeInColombia(instant: Date): TimeOfDay {
  return new Date(instant.getTime() + COLOMBIA_OFFSET_MS).toISOString().slice(11, 16);
}

/** A policy covers its last day to its end (docs/soat-certificate.md). */
export const COVER_END_TIME: TimeOfDay = '23:59';

/**
 * When on its first day a policy starts to cover (docs/soat-certificate.md): from 00:00 when it was issued
 * before that day; from the moment of issue when it was bought on the day it starts, since no insurance
 * covers what happened before it was bought.
 */
export function coverStartTime(start: CalendarDate, issuedAt: Date): TimeOfDay {
  return todayInColombia(issuedAt) === start ? timeInColombia(issuedAt) : '00:00';
}

/** Whether a policy covers the day (its start and end days included). */
export function isInForce(policy: { start: CalendarDate; end: CalendarDate }, day: CalendarDate): boolean {
  return policy.start <= day && day <= policy.end;
}

/**
 * The first day a policy ending on `end` can be renewed: the renewal window's start, when «Renovar» shows
 * and the first reminder goes. Before it, no next cover is sold: it would be next year's cover at this
 * year's price (issue 41).
 */
export function renewableFrom(end: CalendarDate): CalendarDate {
  return addDays(end, -RENEWAL_WINDOW_DAYS);
}

/**
 * The days a new policy may start on. Without a policy in force: from today to
 * 30 days ahead. With one in force (ending on `currentPolicyEnd`, today or
 * later), only the day after it ends: a vehicle holds one policy at a time; and
 * only from `renewableFrom(end)` on (checkStartDate refuses it before).
 */
export function allowedStartDates(options: { today: CalendarDate; currentPolicyEnd?: CalendarDate | null }): {
  from: CalendarDate;
  to: CalendarDate;
} {
  const { today, currentPolicyEnd } = options;
  if (currentPolicyEnd && currentPolicyEnd >= today) {
    const next = addDays(currentPolicyEnd, 1);
    return { from: next, to: next };
  }
  return { from: today, to: addDays(today, MAX_START_DAYS_AHEAD) };
}

/** A day as Spanish text says it: 2027-03-14 → "14 de marzo de 2027". */
export function formatSpanishDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} de ${SPANISH_MONTHS[month - 1] ?? ''} de ${year}`;
}

function refuse(code: ValidityCode, params?: Record<string, string | number>): RuleCheck {
  let message: string = VALIDITY_MESSAGES[code];
  // the Spanish message says dates in words; the front ends format `params` in their own language
  for (const [name, value] of Object.entries(params ?? {})) {
    const text = typeof value === 'string' && isCalendarDate(value) ? formatSpanishDate(value) : String(value);
    message = message.replace(`{{${name}}}`, text);
  }
  return { ok: false, code, message, ...(params ? { params } : {}) };
}

/** Checks the start a customer chose against the days allowed (see allowedStartDates). */
export function checkStartDate(
  start: string,
  options: { today: CalendarDate; currentPolicyEnd?: CalendarDate | null },
): RuleCheck<CalendarDate> {
  if (start.trim() === '') return refuse('validity.required');
  if (!isCalendarDate(start)) return refuse('validity.format');
  const { from, to } = allowedStartDates(options);
  const end = options.currentPolicyEnd;
  if (end && end >= options.today) {
    // the renewal window: the cover in force must end within RENEWAL_WINDOW_DAYS of today
    if (options.today < renewableFrom(end)) {
      return refuse('validity.renewalNotYet', { end, from: renewableFrom(end), count: RENEWAL_WINDOW_DAYS });
    }
    return start === from ? { ok: true, value: start } : refuse('validity.afterCurrentPolicy', { end, start: from });
  }
  if (start < from) return refuse('validity.past');
  if (start > to) return refuse('validity.tooLate', { count: MAX_START_DAYS_AHEAD });
  return { ok: true, value: start };
}

/** A vehicle's age for the tariff: the year the policy starts less the model year (never negative). */
export function vehicleAge(start: CalendarDate, modelYear: number): number {
  return Math.max(0, Number(start.slice(0, 4)) - modelYear);
}
