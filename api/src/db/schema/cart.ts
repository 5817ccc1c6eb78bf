import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { users } from './users';

/** The server-side cart: one row per (user, item). Prices always come from `items`. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** Keeps the customer's order of lines stable. */
    position: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);
