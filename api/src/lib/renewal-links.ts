import { addDays, type CalendarDate } from '@soat/shared/rules/validity';
import type { FastifyInstance } from 'fastify';
import { openLinkToken, sealLinkToken } from './link-tokens.js';
import { verifyTyped } from './signed-tokens.js';

// The two links of a renewal reminder (issue 26, point 4): one opens the purchase prefilled for the
// policy's renewal, the other unsubscribes its address without signing in. Whoever reads the holder's
// email may use them, as with the rating link (ADR 012); neither is a session. Their tokens are
// encrypted (link-tokens.ts, issue 41): the link names neither the address nor the policy readably.

const RENEWAL = 'renovacion';
const UNSUBSCRIBE = 'baja-recordatorios';
/** An unsubscribe link works for about a year and a month: a year of reminders and then some. */
const UNSUBSCRIBE_TTL_SECONDS = 400 * 24 * 60 * 60;
/** A renewal link works until a month after the policy's end: a late renewal still finds its data. */
const RENEWAL_GRACE_DAYS = 30;

/**
 * The subject of a link's token: encrypted as every link is now, or signed as the links emailed before
 * issue 41 were (readable, but checked by the API's key and type like any token it signed). Those keep
 * working until they expire (an unsubscribe link 400 days after its email, a renewal link 30 days after
 * the policy's end); none is made any more, and this fallback can go once the last one has expired.
 */
const subjectOf = async (app: FastifyInstance, type: string, token: unknown) =>
  (await openLinkToken(app, type, token)) ?? verifyTyped(app, type, token)?.sub ?? null;

/** The end of a day in Colombia (UTC−5) as Unix seconds. */
const endOfDay = (day: CalendarDate) => Math.floor(Date.parse(`${day}T23:59:59-05:00`) / 1000);

export const signRenewal = (app: FastifyInstance, policyId: string, endsOn: CalendarDate) =>
  sealLinkToken(app, RENEWAL, policyId, endOfDay(addDays(endsOn, RENEWAL_GRACE_DAYS)));

/** The policy id a renewal link names, when the link is good. */
export const renewalPolicyId = (app: FastifyInstance, token: unknown) => subjectOf(app, RENEWAL, token);

export const signUnsubscribe = (app: FastifyInstance, email: string) =>
  sealLinkToken(app, UNSUBSCRIBE, email.toLowerCase(), Math.floor(Date.now() / 1000) + UNSUBSCRIBE_TTL_SECONDS);

/** The address an unsubscribe link names (lower case), when the link is good. */
export const unsubscribeEmail = (app: FastifyInstance, token: unknown) => subjectOf(app, UNSUBSCRIBE, token);
