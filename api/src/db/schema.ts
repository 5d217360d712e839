import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Portal accounts. `email` is stored trimmed and lowercased, so the unique index is case-insensitive. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('users_email_unique'),
  fullName: text('full_name').notNull(),
  documentType: text('document_type').notNull(),
  documentNumber: text('document_number').notNull(),
  mobile: text('mobile').notNull(),
  passwordHash: text('password_hash').notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  /** When the password last changed (set on password reset); kept for the account's history. */
  sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Carried by every access token (claim `sv`) and raised by a password reset in the same transaction:
   * a token with an older version no longer renews, even one issued in the same second as the reset.
   */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password-reset tokens; only the SHA-256 of the emailed token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/** Emails stored instead of sent when no SMTP server is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_emails_recipient_created_at_idx').on(table.recipient, table.createdAt)],
);

/**
 * Failed sign-ins per account, keyed by a hash of the normalized email so that an email without an
 * account is counted (and answered) exactly like one with an account. Shared by every API instance.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Addresses a person signed in from (a keyed hash, never the address): their account's block spares them. */
export const trustedSignInAddresses = pgTable(
  'trusted_sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressHash] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OutboxEmail = typeof outboxEmails.$inferSelect;
