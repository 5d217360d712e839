import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/open-database.js';
import { users, type NewUser, type User } from '../db/schema.js';
import { isUniqueViolation, isUuid } from '../lib/database-errors.js';

export interface UsersRepository {
  /** `email` must already be normalized (trimmed, lowercased). */
  findByEmail(email: string): Promise<User | undefined>;
  findById(id: string): Promise<User | undefined>;
  /** Undefined when the email is already taken (also under a concurrent sign-up). */
  create(user: NewUser): Promise<User | undefined>;
  /**
   * Removes the account and what is only its own (sessions' guards, reset links); its purchases and
   * policies stay, no longer tied to it. False when no account has the (normalized) email.
   */
  deleteByEmail(email: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export function createUsersRepository(db: Database): UsersRepository {
  return {
    async findByEmail(email) {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },
    async findById(id) {
      // Token subjects come from outside: a non-UUID would make PostgreSQL raise an error.
      if (!isUuid(id)) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },
    async create(user) {
      try {
        const [created] = await db.insert(users).values(user).returning();
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    async deleteByEmail(email) {
      const deleted = await db.delete(users).where(eq(users.email, email)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

async function usersRepositoryPlugin(app: FastifyInstance) {
  app.decorate('usersRepository', createUsersRepository(app.db));
}

export default fp(usersRepositoryPlugin, { name: 'users-repository', dependencies: ['database'] });
