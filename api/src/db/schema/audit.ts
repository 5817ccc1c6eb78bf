import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what, when: one row per admin write. Actor names are copied so rows outlive users. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text().primaryKey(),
    actorId: text(),
    actorUsername: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    details: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One person's entries (?actor=, issue 41), by the copied name in any case.
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(sql`lower(${t.actorUsername})`, t.createdAt)],
);
