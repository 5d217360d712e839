import type { Env } from './config-schema.js';

/** The payment gateway (ADR 010): Wompi-shaped; the sandbox or a real account, by configuration only. */
export interface PaymentsConfig {
  /** Base URL of the gateway's API, e.g. `https://sandbox.wompi.co/v1` (no trailing slash). */
  gatewayUrl: string;
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** Whether this API mounts the sandbox gateway at /sandbox-pasarela (never in production). */
  sandbox: boolean;
  /** Where the sandbox posts its `transaction.updated` events. */
  sandboxEventsUrl: string;
  /** How long a sandbox PSE payment at the "pending" bank stays PENDING before reading as APPROVED. */
  sandboxPendingSeconds: number;
  /** How long a Nequi push waits for the customer's answer (NEQUI_PAYMENT_SECONDS). */
  nequiPaymentSeconds: number;
  /** How long a cash reference may be paid at a correspondent (CASH_PAYMENT_HOURS). */
  cashPaymentHours: number;
  /** How often the reconciliation job asks the gateway about pending payments. */
  reconcileIntervalSeconds: number;
  /** How many days back the reconciliation job asks again about payments recorded as refused. */
  reconcileWindowDays: number;
  /** A purchase request is payable until the end of this many days after the day it was made. */
  requestLifetimeDays: number;
}

/** The sandbox merchant's fixed test credentials: the default outside production (never secret). */
export const sandboxPaymentKeys = {
  publicKey: 'pub_test_portal_soat_sandbox',
  privateKey: 'prv_test_portal_soat_sandbox',
  integritySecret: 'test_integrity_portal_soat_sandbox',
  eventsSecret: 'test_events_portal_soat_sandbox',
} as const;

/** The origin of the sandboxes outside production: SANDBOX_ORIGIN (the worker's), else this API's own. */
export const sandboxOrigin = (env: Env) =>
  (env.SANDBOX_ORIGIN ?? `http://127.0.0.1:${env.API_PORT}`).replace(/\/+$/, '');

/** Outside production the defaults point at this API's own sandbox gateway and events route. */
export function paymentsConfig(env: Env): PaymentsConfig {
  const ownOrigin = `http://127.0.0.1:${env.API_PORT}`;
  return {
    gatewayUrl: (env.PAYMENT_GATEWAY_URL ?? `${sandboxOrigin(env)}/sandbox-pasarela/v1`).replace(/\/+$/, ''),
    publicKey: env.PAYMENT_PUBLIC_KEY ?? sandboxPaymentKeys.publicKey,
    privateKey: env.PAYMENT_PRIVATE_KEY ?? sandboxPaymentKeys.privateKey,
    integritySecret: env.PAYMENT_INTEGRITY_SECRET ?? sandboxPaymentKeys.integritySecret,
    eventsSecret: env.PAYMENT_EVENTS_SECRET ?? sandboxPaymentKeys.eventsSecret,
    sandbox: (env.PAYMENT_SANDBOX ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    sandboxEventsUrl: env.SANDBOX_EVENTS_URL ?? `${ownOrigin}/soat/api/v1/pagos/eventos`,
    sandboxPendingSeconds: env.SANDBOX_PENDING_SECONDS,
    nequiPaymentSeconds: env.NEQUI_PAYMENT_SECONDS,
    cashPaymentHours: env.CASH_PAYMENT_HOURS,
    reconcileIntervalSeconds: env.RECONCILE_INTERVAL_SECONDS,
    reconcileWindowDays: env.RECONCILE_WINDOW_DAYS,
    requestLifetimeDays: env.PURCHASE_REQUEST_LIFETIME_DAYS,
  };
}
