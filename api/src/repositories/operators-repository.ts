import { and, count, desc, eq, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/open-database.js';
import {
  electronicDocuments,
  emailJobs,
  operatorAudit,
  operatorTasks,
  operators,
  payments,
  runtReports,
  type Operator,
  type OperatorAuditEntry,
  type OperatorRole,
} from '../db/schema.js';
import { isUniqueViolation, isUuid } from '../lib/database-errors.js';

// The back office's operators and their audit trail (ADR 044). Every change an operator makes is written
// with its audit entry in one transaction: the trail never misses an action that happened, nor records one
// that did not.

/** Who did an action: an operator, or the automation's machine key (no operator). */
export interface OperatorActor {
  operatorId: string | null;
  email: string;
}

/** What the audit trail records of one action. */
export interface AuditRecord {
  action: string;
  target?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit entry with `db`, which should be the action's own transaction. */
export async function writeAudit(db: Database, actor: OperatorActor, record: AuditRecord): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorId: actor.operatorId,
    operatorEmail: actor.email,
    action: record.action,
    target: record.target ?? null,
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Writes an action's audit entry in the action's own transaction, knowing its outcome (the repositories call it). */
export type RecordAudit<Outcome> = (tx: Database, outcome: Outcome) => Promise<void>;

export interface AuditFilters {
  operatorId?: string;
  /** The email recorded (lowercased): an operator's, or one tried at a failed sign-in. */
  operatorEmail?: string;
  /** An action, or a family (`sesion` matches `sesion.iniciada`). */
  action?: string;
  from?: Date;
  to?: Date;
  limit: number;
}

export interface QueueCounts {
  reembolsosPorMarcar: number;
  reportesRuntFallidos: number;
  correosFallidos: number;
  pagosPendientesMasDeUnaHora: number;
  facturasRechazadas: number;
}

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
  const countOf = async (query: Promise<{ value: number }[]>) => Number((await query)[0]?.value ?? 0);

  return {
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

    /**
     * Counts a failed sign-in (password or second factor) and audits it; the one that reaches `maxFailures`
     * within `windowMs` locks the operator for `blockMs`. The count is one statement, so concurrent failures
     * are never lost.
     */
    async recordFailure(
      operator: Operator,
      rule: { maxFailures: number; blockMs: number },
      now: Date,
      reason: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const reaches = sql`${operators.failedAttempts} + 1 >= ${rule.maxFailures}`;
        const [after] = await tx
          .update(operators)
          .set({
            failedAttempts: sql`case when ${reaches} then 0 else ${operators.failedAttempts} + 1 end`,
            lockedUntil: sql`case when ${reaches} then ${new Date(now.getTime() + rule.blockMs)} else ${operators.lockedUntil} end`,
          })
          .where(eq(operators.id, operator.id))
          .returning({ lockedUntil: operators.lockedUntil });
        const locked = after?.lockedUntil !== null && after?.lockedUntil !== undefined && after.lockedUntil > now;
        await writeAudit(
          tx,
          { operatorId: operator.id, email: operator.email },
          {
            action: 'sesion.fallida',
            target: operator.id,
            reason,
            after: locked ? { bloqueadoHasta: after.lockedUntil } : null,
          },
        );
      });
    },

    /** Audits a failed sign-in for an email no operator has. */
    async recordUnknownFailure(email: string): Promise<void> {
      await writeAudit(db, { operatorId: null, email }, { action: 'sesion.fallida', reason: 'correo desconocido' });
    },

    /** A good password: the failures are forgotten. */
    async clearFailures(id: string): Promise<void> {
      await db.update(operators).set({ failedAttempts: 0 }).where(eq(operators.id, id));
    },

    /** Gives an operator without a confirmed second factor a new secret (each enrolment starts afresh). */
    async setTotpSecret(id: string, secret: string): Promise<void> {
      await db
        .update(operators)
        .set({ totpSecret: secret })
        .where(and(eq(operators.id, id), eq(operators.totpConfirmed, false)));
    },

    /**
     * Takes a TOTP time step for a completed sign-in, once: false when that step (or a later one) was taken
     * before, so a code seen over a shoulder cannot be used again. On the first code, confirms the enrolment
     * and keeps the recovery codes' hashes. Audited with the session's start.
     */
    async acceptTotp(operator: Operator, step: number, recoveryCodeHashes?: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .update(operators)
          .set({
            lastTotpStep: step,
            failedAttempts: 0,
            lockedUntil: null,
            ...(recoveryCodeHashes ? { totpConfirmed: true, recoveryCodeHashes } : {}),
          })
          .where(
            and(
              eq(operators.id, operator.id),
              or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step)),
              recoveryCodeHashes ? eq(operators.totpConfirmed, false) : eq(operators.totpConfirmed, true),
            ),
          )
          .returning({ id: operators.id });
        if (!taken) return false;
        await writeAudit(
          tx,
          { operatorId: operator.id, email: operator.email },
          {
            action: recoveryCodeHashes ? 'sesion.segundo-factor-enrolado' : 'sesion.iniciada',
            target: operator.id,
            reason: 'código TOTP',
          },
        );
        return true;
      });
    },

    /** Uses one recovery code (its hash), once: false when the operator has no such unused code. */
    async useRecoveryCode(operator: Operator, codeHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(operators)
          .set({
            recoveryCodeHashes: sql`${operators.recoveryCodeHashes} - ${codeHash}::text`,
            failedAttempts: 0,
            lockedUntil: null,
          })
          .where(
            and(
              eq(operators.id, operator.id),
              eq(operators.totpConfirmed, true),
              sql`${operators.recoveryCodeHashes} @> jsonb_build_array(${codeHash}::text)`,
            ),
          )
          .returning({ left: sql<number>`jsonb_array_length(${operators.recoveryCodeHashes})` });
        if (!used) return false;
        await writeAudit(
          tx,
          { operatorId: operator.id, email: operator.email },
          {
            action: 'sesion.iniciada',
            target: operator.id,
            reason: 'código de recuperación',
            after: { codigosRestantes: Number(used.left) },
          },
        );
        return true;
      });
    },

    /** The back office's queues, counted. */
    async queueCounts(now: Date): Promise<QueueCounts> {
      const [tasks, runt, emails, pendingPayments, invoices] = await Promise.all([
        countOf(db.select({ value: count() }).from(operatorTasks).where(isNull(operatorTasks.resolvedAt))),
        countOf(db.select({ value: count() }).from(runtReports).where(eq(runtReports.status, 'fallida'))),
        countOf(db.select({ value: count() }).from(emailJobs).where(isNotNull(emailJobs.abandonedAt))),
        countOf(
          db
            .select({ value: count() })
            .from(payments)
            .where(
              and(eq(payments.status, 'PENDIENTE'), lte(payments.createdAt, new Date(now.getTime() - 60 * 60 * 1000))),
            ),
        ),
        countOf(
          db.select({ value: count() }).from(electronicDocuments).where(eq(electronicDocuments.status, 'rechazada')),
        ),
      ]);
      return {
        reembolsosPorMarcar: tasks,
        reportesRuntFallidos: runt,
        correosFallidos: emails,
        pagosPendientesMasDeUnaHora: pendingPayments,
        facturasRechazadas: invoices,
      };
    },

    /** The audit trail, newest first, filtered. */
    async audit(filters: AuditFilters): Promise<OperatorAuditEntry[]> {
      const conditions: SQL[] = [];
      if (filters.operatorId !== undefined) conditions.push(eq(operatorAudit.operatorId, filters.operatorId));
      if (filters.operatorEmail !== undefined) conditions.push(eq(operatorAudit.operatorEmail, filters.operatorEmail));
      if (filters.action !== undefined) {
        conditions.push(
          or(
            eq(operatorAudit.action, filters.action),
            sql`starts_with(${operatorAudit.action}, ${`${filters.action}.`})`,
          )!,
        );
      }
      if (filters.from) conditions.push(gte(operatorAudit.createdAt, filters.from));
      if (filters.to) conditions.push(lte(operatorAudit.createdAt, filters.to));
      return db
        .select()
        .from(operatorAudit)
        .where(and(...conditions))
        .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
        .limit(filters.limit);
    },
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
