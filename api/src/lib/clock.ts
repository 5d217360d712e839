import { todayInColombia, type CalendarDate } from '@soat/shared/rules/validity';

/**
 * The time the purchase rules read (a request's lifetime, the day a policy starts, the tariff year in
 * force): the system's, or a test's that stands on another day (ADR 010). Only what decides those rules
 * reads it; timestamps the database writes itself stay the database's.
 */
export interface Clock {
  now(): Date;
  /** Today in Colombia at `now()`. */
  today(): CalendarDate;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => todayInColombia(),
};

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}
