import type { RateLimitRule } from '../lib/route-rate-limit.js';

export type { RateLimitRule };

/** The per-account limit on failed sign-ins (docs/decisions/006-account-protection.md). */
export interface AccountSignInRule {
  /** failures within `windowMs` that block the account */
  maxFailures: number;
  windowMs: number;
  /** how long a block lasts; attempts during it do not extend it */
  blockMs: number;
  /** how long a successful sign-in makes its address trusted by the account */
  trustedForMs: number;
}

export interface RateLimits {
  global: RateLimitRule;
  signIn: RateLimitRule;
  tokenSignIn: RateLimitRule;
  signUp: RateLimitRule;
  resetRequest: RateLimitRule;
  resetConfirm: RateLimitRule;
  outbox: RateLimitRule;
  /** Policy consults, per address and plate: guessing a holder's document takes many tries. */
  consult: RateLimitRule;
  /**
   * Consults of one plate from every address together (the policy consult and the vehicle lookup with a
   * document): many addresses guessing one holder's document stop here.
   */
  consultPlate: RateLimitRule;
  /** Rating tokens minted by integrators (POST /api/calificaciones/tokens), per address: keys are not guessed. */
  ratingTokens: RateLimitRule;
  /** The operators' API (/operador/api/v1), per address: its key is not guessed either. */
  operator: RateLimitRule;
  /**
   * The gateway's events (POST /soat/api/v1/pagos/eventos), per address, instead of the global limit: the
   * gateway sends every purchase's events from a few addresses of its own.
   */
  paymentEvents: RateLimitRule;
  /**
   * The browsers' Web Vitals (POST /soat/api/v1/metricas-web, ADR 046), per address, instead of the global
   * limit: a page view's beacons never take a customer's own requests' room behind a carrier's address.
   */
  webVitals: RateLimitRule;
}

const minute = 60_000;

/** 10 failures in 15 minutes block an account's sign-in for 15 minutes, except from its owner's addresses. */
export const defaultAccountSignIn: AccountSignInRule = {
  maxFailures: 10,
  windowMs: 15 * minute,
  blockMs: 15 * minute,
  trustedForMs: 30 * 24 * 60 * minute,
};

export const defaultRateLimits: RateLimits = {
  // Per address, on every route. Colombian mobile carriers put many customers behind one address
  // (carrier NAT), so this only stops floods; the sensitive routes below have strict limits of their own.
  global: { max: 3000, timeWindowMs: minute },
  signIn: { max: 10, timeWindowMs: minute },
  tokenSignIn: { max: 60, timeWindowMs: minute },
  signUp: { max: 20, timeWindowMs: minute },
  resetRequest: { max: 5, timeWindowMs: 15 * minute },
  resetConfirm: { max: 10, timeWindowMs: 15 * minute },
  outbox: { max: 120, timeWindowMs: minute },
  consult: { max: 10, timeWindowMs: 15 * minute },
  // A plate is consulted a few times a year by its holder; 20 tries an hour from anywhere let a family
  // share a car, and cap a guesser spread over many addresses at 480 documents a day (ADR 010).
  consultPlate: { max: 20, timeWindowMs: 60 * minute },
  ratingTokens: { max: 120, timeWindowMs: minute },
  operator: { max: 60, timeWindowMs: minute },
  // The global 3,000 a minute (50 a second) would refuse a gateway's events from 10× today's month-end
  // peak (~70 purchases a second, ADR 027); 2,000 a second covers 100×. An event that is not well signed
  // costs one SHA-256 before its 401, so a flood of forged ones stays cheap.
  paymentEvents: { max: 120_000, timeWindowMs: minute },
  // A page view sends one or two beacons, each a few histogram observations and no database: as many
  // as the global limit lets one address make requests, counted apart from them.
  webVitals: { max: 3000, timeWindowMs: minute },
};
