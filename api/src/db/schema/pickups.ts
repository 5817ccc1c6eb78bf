import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Pickup slots: a date and start–end ('YYYY-MM-DD', 'HH:MM' in SHOP_TIMEZONE) with a capacity.
 * `booked` counts the orders holding the slot; order creation raises it with a conditional UPDATE
 * (booked < capacity), so concurrent orders never exceed the capacity.
 */
export const pickupSlots = pgTable(
  'pickup_slots',
  {
    id: text().primaryKey(),
    date: text().notNull(),
    start: text().notNull(),
    end: text().notNull(),
    capacity: integer().notNull(),
    booked: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pickup_slots_date_idx').on(t.date, t.start),
    check('pickup_slots_capacity_positive', sql`${t.capacity} > 0`),
    check('pickup_slots_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);
