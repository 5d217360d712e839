import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/open-database.js';
import { passwordResets, users, type User } from '../db/schema.js';
import type { EmailJobWriter } from './email-jobs-repository.js';

/** How many reset links one account may hold or receive: enough for a lost email, not a flood. */
export interface ResetCaps {
  /** unused, unexpired tokens at once */
  live: number;
  /** tokens (and emails) created in the last hour */
  perHour: number;
}

export interface PasswordResetsRepository {
  /**
   * Creates a token unless the account already holds `caps.live` usable ones or received
   * `caps.perHour` in the last hour; answers whether it did. The account's row is locked
   * meanwhile, so concurrent requests (even on several API instances) cannot pass the caps.
   */
  createWithinCaps(
    reset: { userId: string; tokenHash: string; expiresAt: Date },
    caps: ResetCaps,
    now: Date,
  ): Promise<boolean>;
  /** The account behind an unused, unexpired token, without consuming it. */
  findActiveUser(tokenHash: string, now: Date): Promise<User | undefined>;
  /**
   * In one transaction: marks the token used (only if still unused and unexpired), sets the
   * new password hash, raises the session version (ending every session issued before) and
   * retires the user's other tokens.
   * Undefined when the token was not usable, so nothing changed. `andThen` writes more in the same
   * transaction (the password-changed email's job).
   */
  consume(
    tokenHash: string,
    passwordHash: string,
    now: Date,
    andThen?: (tx: EmailJobWriter, user: User) => Promise<void>,
  ): Promise<User | undefined>;
  deleteExpiredBefore(instant: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: PasswordResetsRepository;
  }
}

const usable = (tokenHash: string, now: Date) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

export function createPasswordResetsRepository(db: Database): PasswordResetsRepository {
  return {
    createWithinCaps(reset, caps, now) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, reset.userId)).for('update');
        const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
        const [counts] = await tx
          .select({
            live: sql<number>`count(*) filter (where ${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > ${now})`,
            lastHour: sql<number>`count(*) filter (where ${passwordResets.createdAt} > ${hourAgo})`,
          })
          .from(passwordResets)
          .where(eq(passwordResets.userId, reset.userId));
        if (Number(counts?.live ?? 0) >= caps.live || Number(counts?.lastHour ?? 0) >= caps.perHour) return false;
        await tx.insert(passwordResets).values({ ...reset, createdAt: now });
        return true;
      });
    },
    async findActiveUser(tokenHash, now) {
      const [row] = await db
        .select({ user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(usable(tokenHash, now))
        .limit(1);
      return row?.user;
    },
    consume(tokenHash, passwordHash, now, andThen) {
      return db.transaction(async (tx) => {
        // The conditional update is the single-use guard: of two concurrent uses only one matches.
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(usable(tokenHash, now))
          .returning({ id: passwordResets.id, userId: passwordResets.userId });
        if (!used) return undefined;
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt), ne(passwordResets.id, used.id)),
          );
        const [user] = await tx
          .update(users)
          .set({
            passwordHash,
            sessionsValidFrom: now,
            sessionVersion: sql`${users.sessionVersion} + 1`,
            updatedAt: now,
          })
          .where(eq(users.id, used.userId))
          .returning();
        if (user) await andThen?.(tx, user);
        return user;
      });
    },
    async deleteExpiredBefore(instant) {
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, instant));
    },
  };
}

async function passwordResetsRepositoryPlugin(app: FastifyInstance) {
  app.decorate('passwordResetsRepository', createPasswordResetsRepository(app.db));
}

export default fp(passwordResetsRepositoryPlugin, { name: 'password-resets-repository', dependencies: ['database'] });
