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
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
