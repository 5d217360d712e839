import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.js';
import { operators, type Operator } from '../db/schema.js';
import { writeAudit } from './operator-audit.js';

/**
 * An operator's sign-in state (ADR 044): the failures that lock the account, the second factor's secret,
 * its time steps taken once and its recovery codes used once, each audited in its own transaction.
 */
export function operatorSignIns(db: Database) {
  return {
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
  };
}
