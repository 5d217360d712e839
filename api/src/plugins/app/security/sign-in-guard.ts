import { createHash, createHmac } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountSignInRule } from '../../../config/rate-limits.js';
import type { Database } from '../../../db/open-database.js';
import { signInThrottles, trustedSignInAddresses, users } from '../../../db/schema.js';

export interface SignInGuard {
  /** Seconds the account's sign-in stays blocked for this address, or 0 when it may try. */
  blockedSeconds(email: string, address: string, now: Date): Promise<number>;
  /** Counts a failed sign-in; the one that reaches the limit starts the block. */
  recordFailure(email: string, now: Date): Promise<void>;
  /** Remembers the address the account's owner signed in from. */
  recordSuccess(userId: string, address: string, now: Date): Promise<void>;
  /** Forgets the account's failures and block (a completed password reset). */
  clear(email: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInGuard: SignInGuard;
  }
}

// Keyed by the email, not the account: an email without an account is counted and answered the
// same way, so the limit never tells an attacker which emails have accounts.
const accountKey = (email: string) => createHash('sha256').update(email, 'utf8').digest('hex');

export function createSignInGuard(db: Database, rule: AccountSignInRule, secret: string): SignInGuard {
  // A keyed hash: the table never holds an address, and the 2^32 IPv4 addresses cannot be tried offline.
  const addressHash = (address: string) => createHmac('sha256', secret).update(address, 'utf8').digest('hex');

  return {
    async blockedSeconds(email, address, now) {
      const [throttle] = await db
        .select({ blockedUntil: signInThrottles.blockedUntil })
        .from(signInThrottles)
        .where(eq(signInThrottles.accountKey, accountKey(email)))
        .limit(1);
      const blockedUntil = throttle?.blockedUntil;
      if (!blockedUntil || blockedUntil <= now) return 0;
      const [trusted] = await db
        .select({ userId: trustedSignInAddresses.userId })
        .from(trustedSignInAddresses)
        .innerJoin(users, eq(users.id, trustedSignInAddresses.userId))
        .where(
          and(
            eq(users.email, email),
            eq(trustedSignInAddresses.addressHash, addressHash(address)),
            gt(trustedSignInAddresses.lastSuccessAt, new Date(now.getTime() - rule.trustedForMs)),
          ),
        )
        .limit(1);
      return trusted ? 0 : Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000);
    },

    async recordFailure(email, now) {
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const blockEnd = new Date(now.getTime() + rule.blockMs);
      // One statement, so failures counted by several API instances at once are never lost.
      const expired = sql`${signInThrottles.windowStartedAt} <= ${windowStart}`;
      const failures = sql`case when ${expired} then 1 else ${signInThrottles.failures} + 1 end`;
      const reachesLimit = sql`${failures} >= ${rule.maxFailures}`;
      await db
        .insert(signInThrottles)
        .values({ accountKey: accountKey(email), failures: 1, windowStartedAt: now, blockedUntil: null })
        .onConflictDoUpdate({
          target: signInThrottles.accountKey,
          set: {
            failures: sql`case when ${reachesLimit} then 0 else ${failures} end`,
            windowStartedAt: sql`case when ${expired} or ${reachesLimit} then ${now} else ${signInThrottles.windowStartedAt} end`,
            blockedUntil: sql`case when ${reachesLimit} then ${blockEnd} else ${signInThrottles.blockedUntil} end`,
          },
        });
    },

    async recordSuccess(userId, address, now) {
      await db
        .insert(trustedSignInAddresses)
        .values({ userId, addressHash: addressHash(address), lastSuccessAt: now })
        .onConflictDoUpdate({
          target: [trustedSignInAddresses.userId, trustedSignInAddresses.addressHash],
          set: { lastSuccessAt: now },
        });
    },

    async clear(email) {
      await db.delete(signInThrottles).where(eq(signInThrottles.accountKey, accountKey(email)));
    },
  };
}

async function signInGuardPlugin(app: FastifyInstance) {
  app.decorate('signInGuard', createSignInGuard(app.db, app.config.accountSignIn, app.config.jwtSecret));
}

export default fp(signInGuardPlugin, { name: 'sign-in-guard', dependencies: ['database'] });
