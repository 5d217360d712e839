import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/open-database.js';
import { operators, type Operator, type OperatorAuditEntry, type OperatorRole } from '../db/schema.js';
import { isUniqueViolation, isUuid } from '../lib/database-errors.js';
import { readAudit, writeAudit, type AuditFilters, type OperatorActor } from './operator-audit.js';
import { queueCounts, type QueueCounts } from './operator-queues-repository.js';
import { operatorSignIns } from './operator-sign-ins.js';

// The back office's operators (ADR 044): their accounts, their sign-in state (operator-sign-ins.ts), the
// queues they work (operator-queues-repository.ts) and the audit trail of what they did (operator-audit.ts).

export interface NewOperator {
  name: string;
  email: string;
  role: OperatorRole;
  passwordHash: string;
}

/** What the audit trail keeps of an operator (never a hash nor a secret). */
export const operatorSnapshot = (operator: Operator) => ({
  nombre: operator.name,
  correoElectronico: operator.email,
  rol: operator.role,
  activo: operator.active,
});

export function createOperatorsRepository(db: Database) {
  return {
    ...operatorSignIns(db),

    /** `email` must already be normalized (trimmed, lowercased). */
    async findByEmail(email: string): Promise<Operator | undefined> {
      const [operator] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
      return operator;
    },

    async findById(id: string): Promise<Operator | undefined> {
      if (!isUuid(id)) return undefined;
      const [operator] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
      return operator;
    },

    async list(): Promise<Operator[]> {
      return db.select().from(operators).orderBy(operators.createdAt).limit(1000);
    },

    /** Undefined when the email is taken; the creation is audited in its transaction when an actor is given. */
    async create(values: NewOperator, actor?: OperatorActor): Promise<Operator | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [created] = await tx.insert(operators).values(values).returning();
          if (actor) {
            await writeAudit(tx, actor, {
              action: 'operador.creado',
              target: created!.id,
              after: operatorSnapshot(created!),
            });
          }
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** Turns an operator on or off, audited; undefined when there is no such operator. */
    async setActive(id: string, active: boolean, actor: OperatorActor): Promise<Operator | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
        if (!current) return undefined;
        const [changed] = await tx
          .update(operators)
          .set({ active, ...(active ? { failedAttempts: 0, lockedUntil: null } : {}) })
          .where(eq(operators.id, id))
          .returning();
        await writeAudit(tx, actor, {
          action: active ? 'operador.activado' : 'operador.desactivado',
          target: id,
          before: operatorSnapshot(current),
          after: operatorSnapshot(changed!),
        });
        return changed;
      });
    },

    /** The back office's queues, counted. */
    queueCounts: (now: Date): Promise<QueueCounts> => queueCounts(db, now),

    /** The audit trail, newest first, filtered. */
    audit: (filters: AuditFilters): Promise<OperatorAuditEntry[]> => readAudit(db, filters),
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    operatorsRepository: OperatorsRepository;
  }
}

async function operatorsRepositoryPlugin(app: FastifyInstance) {
  app.decorate('operatorsRepository', createOperatorsRepository(app.db));
}

export default fp(operatorsRepositoryPlugin, { name: 'operators-repository', dependencies: ['database'] });
