import type { StoreLocation } from '@fireworks/core/rules';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The store's location (issue 40 item 3): one row (id 'shop') once an admin saves it; without a
 * row every part is empty and the screens leave it out.
 */
export const storeLocation = pgTable('store_location', {
  id: text().primaryKey(),
  location: jsonb().$type<StoreLocation>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: text(),
});
