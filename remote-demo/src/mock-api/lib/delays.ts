// The reply delays of the template's API; every other endpoint answers at once.
import { delay } from 'msw';

export const DELAYS = {
  /** api/auth/forgot-password, reset-password */
  authShort: 1000,
  /** api/auth/sign-in, sign-up, unlock-session */
  authLong: 1500,
  /** api/apps/ecommerce/inventory/products */
  products: 300,
  /** api/apps/mailbox/mails */
  mailbox: 625,
} as const;

/** Waits `ms` when delays are on; tests turn them off, or keep them and use fake timers. */
export type Wait = (ms: number) => Promise<void>;

export function createWait(enabled: boolean): Wait {
  return enabled ? (ms) => delay(ms) : () => Promise.resolve();
}
