import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tiered discounts on the after-tax total. maxCents null = no maximum (9999999 in the API). */
export const discountRules = pgTable(
  'discount_rules',
  {
    id: text().primaryKey(),
    minCents: integer().notNull().default(0),
    maxCents: integer(),
    percentage: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_rules_percentage_range', sql`${t.percentage} between 1 and 100`),
    check('discount_rules_min_le_max', sql`${t.maxCents} is null or ${t.minCents} <= ${t.maxCents}`),
    check('discount_rules_min_non_negative', sql`${t.minCents} >= 0`),
  ],
);
