import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Customers and admins. Money (funds) is integer cents and never negative. */
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    username: text().notNull(),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    email: text().notNull(),
    phonenumber: text().notNull(),
    passwordHash: text().notNull(),
    verified: boolean().notNull().default(false),
    approved: boolean().notNull().default(false),
    admin: boolean().notNull().default(false),
    fundsCents: integer().notNull().default(0),
    notes: text().notNull().default(''),
    /** One more on every notes save: notes saved from an older version are refused (docs/decisions/edit-conflicts.md). */
    notesVersion: integer().notNull().default(0),
    /** Preferred language for e-mails and SMS ('en' | 'es'). */
    language: text().notNull().default('en'),
    /** Bumped to end every token issued before (password change, un-approval). */
    tokenVersion: integer().notNull().default(0),
    /** Staff permissions (core's PERMISSIONS) of a user who is not the owner; the owner (admin) has all. */
    permissions: text().array().notNull().default(sql`'{}'::text[]`),
    /** The staff preset of the invite code used at sign-up; its permissions are given at approval, then this is cleared. */
    invitedPreset: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phonenumber_idx').on(t.phonenumber),
    check('users_funds_non_negative', sql`${t.fundsCents} >= 0`),
  ],
);

/** One row per verified user waiting for an admin's decision. */
export const pendingApprovals = pgTable('pending_approvals', {
  id: text().primaryKey(),
  userId: text()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Short numeric codes sent by SMS (phone verification) or e-mail (e-mail change). Only a hash is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text().primaryKey(),
    purpose: text({ enum: ['phone', 'email_change'] }).notNull(),
    /** The phone number or e-mail address the code was sent to. */
    target: text().notNull(),
    /**
     * The account that asked (e-mail changes; null for phone codes). A deleted account leaves its
     * codes behind, unusable: the send limits count them for the address, whoever asked.
     */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_target_idx').on(t.purpose, t.target, t.createdAt)],
);

/** Single-use password reset tokens; only a hash of the token is stored. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed logins per account name (lower-cased, whether or not such an account exists, so the
 * answer tells nothing): the per-account back-off, independent of the client's address.
 */
export const loginFailures = pgTable('login_failures', {
  usernameKey: text().primaryKey(),
  /** Consecutive failures since the last successful login or password reset. */
  failures: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Reset-link and username e-mails sent, per address: at most one per 45 s and 5 an hour. */
export const recoveryMails = pgTable(
  'recovery_mails',
  {
    id: text().primaryKey(),
    purpose: text({ enum: ['password_reset', 'username'] }).notNull(),
    target: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_mails_target_idx').on(t.target, t.createdAt)],
);
