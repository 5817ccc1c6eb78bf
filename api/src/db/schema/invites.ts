import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: text().primaryKey(),
    code: text().notNull().unique(),
    /** Remaining uses; a sign-up takes one atomically. */
    uses: integer().notNull(),
    createdBy: text().notNull(),
    /** A staff preset (core's PRESETS, not the owner) that users signing up with this code get once approved (issue 41). */
    preset: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invite_codes_uses_non_negative', sql`${t.uses} >= 0`)],
);
