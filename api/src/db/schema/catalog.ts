import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Catalogue items. `category` holds the display name ('Roman Candles'); price is integer cents. */
export const items = pgTable(
  'items',
  {
    id: text().primaryKey(),
    category: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    visible: boolean().notNull().default(true),
    bogo: boolean().notNull().default(false),
    imageUrl: text().notNull().default(''),
    gifUrl: text().notNull().default(''),
    /** Units in stock; null when stock is not tracked (the default). */
    stock: integer(),
    /** The product page's optional details (issue 40 item 4); null when not given. */
    effects: text(),
    /** Whole seconds it burns; null when not known. */
    durationSeconds: integer(),
    /** Shots it fires; null when not known. */
    shotCount: integer(),
    safetyNotes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Carts name items by category and title, so the pair must be unique.
    uniqueIndex('items_category_title_idx').on(t.category, t.title),
    check('items_price_positive', sql`${t.priceCents} > 0`),
    check('items_stock_non_negative', sql`${t.stock} >= 0`),
    check('items_duration_non_negative', sql`${t.durationSeconds} >= 0`),
    check('items_shot_count_non_negative', sql`${t.shotCount} >= 0`),
  ],
);

/** Every stored upload, so files no item refers to can be found and deleted. */
export const uploads = pgTable('uploads', {
  id: text().primaryKey(),
  /** Storage key of the original, e.g. 'uploads/3f2a….webp'. */
  storageKey: text().notNull().unique(),
  url: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  /** Keys of the resized variants generated for this upload. */
  variantKeys: text().array().notNull().default(sql`'{}'::text[]`),
  createdBy: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
