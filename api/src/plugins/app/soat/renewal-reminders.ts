import {
  addDays,
  daysBetween,
  RENEWAL_WINDOW_DAYS,
  todayInColombia,
  type CalendarDate,
} from '@soat/shared/rules/validity';
import { and, between, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { policies, purchaseRequests, reminderOptOuts, renewalReminders } from '../../../db/schema.js';
import { renewalEmail } from '../../../emails/renewal-email.js';
import { createJobRunner } from '../../../lib/job-runner.js';
import { signRenewal, signUnsubscribe } from '../../../lib/renewal-links.js';

export interface RenewalReminders {
  /** One pass: writes the reminders due on `today` (of one plate only, if given) with their email jobs; answers how many. */
  runOnce(today?: CalendarDate, plate?: string): Promise<number>;
  /** Whether an address unsubscribed from the reminders. */
  unsubscribed(email: string): Promise<boolean>;
  unsubscribe(email: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    renewalReminders: RenewalReminders;
  }
}

/**
 * The reminders, latest first, and the days before the end each covers: a policy ending in 20 days gets
 * the 30-day one, in 5 days the 7-day one. A reminder a pass missed (the portal was down that day) goes
 * on the next pass, once; one of a bucket already passed is not sent late on top of a nearer one.
 */
const BUCKETS = [
  { days: 1, from: 0 },
  { days: 7, from: 2 },
  { days: RENEWAL_WINDOW_DAYS, from: 8 },
] as const;
const batchSize = 200;

/** The purchase page that opens prefilled for a renewal, and the page that unsubscribes. */
export const renewalUrl = (portalUrl: string, token: string) =>
  `${portalUrl}/cotizar-soat/comprar-soat?${new URLSearchParams({ renovar: token })}`;
export const unsubscribeUrl = (portalUrl: string, token: string) =>
  `${portalUrl}/soat/recordatorios?${new URLSearchParams({ baja: token })}`;

/**
 * Renewal reminders (issue 26, point 4): every pass (RENEWAL_JOBS_INTERVAL_SECONDS, hourly by default,
 * from any instance) finds the policies ending in 30, 7 and 1 days, not renewed (no later policy of the
 * plate) and whose holder did not unsubscribe, and writes a reminder row and its email job in one
 * transaction. The row is unique per policy and reminder, so however many instances pass, each
 * reminder is written, and emailed, once. The email is checked again when it is sent.
 */
async function renewalRemindersPlugin(app: FastifyInstance) {
  const { db } = app;
  const later = alias(policies, 'poliza_posterior');
  const notRenewed = notExists(
    db
      .select({ one: sql`1` })
      .from(later)
      .where(and(eq(later.plate, policies.plate), gt(later.startsOn, policies.startsOn))),
  );
  const optedOut = (email: unknown) =>
    db
      .select({ one: sql`1` })
      .from(reminderOptOuts)
      .where(eq(reminderOptOuts.email, sql`lower(${email})`));

  createJobRunner(app, {
    name: 'renewal-reminders',
    intervalSeconds: () => app.config.renewalJobsIntervalSeconds,
    runOnce: () => reminders.runOnce(),
  });

  const reminders: RenewalReminders = {
    async runOnce(today = todayInColombia(), plate?: string) {
      let written = 0;
      for (const bucket of BUCKETS) {
        // batch after batch, each its own transaction, until the bucket has none due: a day's ending
        // policies (thousands at a large insurer) are all reminded by this pass, not 200 an hour
        for (let found = batchSize; found === batchSize;) {
          const batch = await db.transaction(async (tx) => {
            const due = await tx
              .select({ id: policies.id, endsOn: policies.endsOn })
              .from(policies)
              .innerJoin(purchaseRequests, eq(purchaseRequests.id, policies.purchaseRequestId))
              .where(
                and(
                  between(policies.endsOn, addDays(today, bucket.from), addDays(today, bucket.days)),
                  plate === undefined ? undefined : eq(policies.plate, plate),
                  notExists(
                    tx
                      .select({ one: sql`1` })
                      .from(renewalReminders)
                      .where(
                        and(eq(renewalReminders.policyId, policies.id), lte(renewalReminders.daysBefore, bucket.days)),
                      ),
                  ),
                  notRenewed,
                  notExists(optedOut(purchaseRequests.holderEmail)),
                ),
              )
              .limit(batchSize);
            let count = 0;
            for (const policy of due) {
              const [reminder] = await tx
                .insert(renewalReminders)
                .values({ policyId: policy.id, daysBefore: bucket.days })
                .onConflictDoNothing()
                .returning({ id: renewalReminders.id });
              if (!reminder) continue;
              // the day of the pass: the email counts the days left from it
              await app.emailJobs.enqueue(tx, 'renovacion', { policyId: policy.id, day: today });
              count += 1;
            }
            return { found: due.length, count };
          });
          found = batch.found;
          written += batch.count;
        }
      }
      if (written > 0) {
        app.log.info({ event: 'renewal-reminders', written }, 'renewal reminders written');
        app.emailJobs.kick();
      }
      return written;
    },
    async unsubscribed(email) {
      const [row] = await optedOut(email);
      return row !== undefined;
    },
    async unsubscribe(email) {
      await db.insert(reminderOptOuts).values({ email: email.toLowerCase() }).onConflictDoNothing();
    },
  };

  app.emailJobs.handle('renovacion', async ({ policyId = '', day = todayInColombia() }) => {
    const [row] = await db
      .select({ policy: policies, request: purchaseRequests, renewedLater: sql<boolean>`not ${notRenewed}` })
      .from(policies)
      .innerJoin(purchaseRequests, eq(purchaseRequests.id, policies.purchaseRequestId))
      .where(eq(policies.id, policyId));
    if (!row) throw new Error(`no policy ${policyId} for its renewal reminder`);
    const { policy, request } = row;
    // unsubscribed or renewed since the reminder was written: nothing goes out
    if (row.renewedLater || (await reminders.unsubscribed(request.holderEmail))) {
      app.log.info({ event: 'renewal-reminder-skipped', policy: policy.number }, 'renewal reminder not sent');
      return;
    }
    const { portalUrl } = app.config;
    const daysLeft = daysBetween(day, policy.endsOn);
    await app.mailer.send(
      renewalEmail({
        to: request.holderEmail,
        name: request.holderFirstNames,
        plate: policy.plate,
        end: policy.endsOn,
        daysLeft,
        renewUrl: renewalUrl(portalUrl, await signRenewal(app, policy.id, policy.endsOn)),
        unsubscribeUrl: unsubscribeUrl(portalUrl, await signUnsubscribe(app, request.holderEmail)),
      }),
    );
    app.log.info({ event: 'renewal-reminder-emailed', policy: policy.number, daysLeft }, 'renewal reminder emailed');
  });

  app.decorate('renewalReminders', reminders);
}

export default fp(renewalRemindersPlugin, {
  name: 'renewal-reminders',
  dependencies: ['database', 'background-tasks', 'email-jobs', 'mailer', 'jwt'],
});
