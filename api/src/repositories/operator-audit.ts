import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { operatorAudit, type OperatorAuditEntry } from '../db/schema.js';

// The back office's audit trail (ADR 044): every change an operator makes is written with its audit entry in
// one transaction, so the trail never misses an action that happened, nor records one that did not.

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

/** The audit trail, newest first, filtered. */
export async function readAudit(db: Database, filters: AuditFilters): Promise<OperatorAuditEntry[]> {
  const conditions: SQL[] = [];
  if (filters.operatorId !== undefined) conditions.push(eq(operatorAudit.operatorId, filters.operatorId));
  if (filters.operatorEmail !== undefined) conditions.push(eq(operatorAudit.operatorEmail, filters.operatorEmail));
  if (filters.action !== undefined) {
    conditions.push(
      or(eq(operatorAudit.action, filters.action), sql`starts_with(${operatorAudit.action}, ${`${filters.action}.`})`)!,
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
}
