import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/open-database.js';
import { passwordResets, users, type User } from '../../db/schema.js';

export interface PasswordResetsRepository {
  create(reset: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void>;
  /** The account behind an unused, unexpired token, without consuming it. */
  findActiveUser(tokenHash: string, now: Date): Promise<User | undefined>;
  /**
   * In one transaction: marks the token used (only if still unused and unexpired), sets the
   * new password hash, moves `sessions_valid_from` to now and retires the user's other tokens.
   * Undefined when the token was not usable, so nothing changed.
   */
  consume(tokenHash: string, passwordHash: string, now: Date): Promise<User | undefined>;
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
    async create(reset) {
      await db.insert(passwordResets).values(reset);
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
    consume(tokenHash, passwordHash, now) {
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
          .set({ passwordHash, sessionsValidFrom: now, updatedAt: now })
          .where(eq(users.id, used.userId))
          .returning();
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
