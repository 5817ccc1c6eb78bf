import type { DeliveryAddress } from '@fireworks/core/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { pickupSlots } from './pickups';
import { users } from './users';

/**
 * An order is a snapshot: items, prices, totals and the customer's details are copied in,
 * so later catalogue edits or the customer's deletion do not change it.
 */
export const orders = pgTable(
  'orders',
  {
    id: text().primaryKey(),
    /** 'FW-26-00042': the year's sequence (fireworks_next_order_number, migration 0009), taken in the create-order transaction. */
    orderNumber: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ['UNCOMPLETE', 'COMPLETE'] })
      .notNull()
      .default('UNCOMPLETE'),
    isPickup: boolean().notNull().default(false),
    /** The slot a pickup order holds; a slot cannot be deleted while an order holds it. */
    pickupSlotId: text().references(() => pickupSlots.id, { onDelete: 'restrict' }),
    /** The code of a pickup order's pass (QR), unique; null for delivery orders. */
    pickupCode: text(),
    pickedUpAt: timestamp({ withTimezone: true }),
    /** Where a delivery order goes (street, city, ZIP; checked by core's deliveryAddressProblems); null for pickup or the spec's call without one. */
    deliveryAddress: jsonb().$type<DeliveryAddress>(),
    /** When the last payment reminder went out (at most one an hour: POST /api/orders/:id/remind). */
    remindedAt: timestamp({ withTimezone: true }),
    subtotalCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalAfterTaxCents: integer().notNull(),
    discountPercentage: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    /** Cart amount due after discount (before funds). */
    amountDueCents: integer().notNull(),
    /** Store credit bought with this order (FundstoAdd); credited when the order is COMPLETE. */
    fundsToAddCents: integer().notNull().default(0),
    fundsCredited: boolean().notNull().default(false),
    /** Store credit applied to this order at creation. */
    fundsUsedCents: integer().notNull().default(0),
    minimumDepositCents: integer().notNull(),
    amountPayedCents: integer().notNull().default(0),
    amountNeededCents: integer().notNull(),
    customerUsername: text().notNull(),
    customerFirstname: text().notNull(),
    customerLastname: text().notNull(),
    customerEmail: text().notNull(),
    customerPhonenumber: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    // The order desk pages newest first by (createdAt, id), with or without a status filter.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('orders_pickup_code_idx').on(t.pickupCode),
    index('orders_pickup_slot_idx').on(t.pickupSlotId),
    check('orders_amount_payed_non_negative', sql`${t.amountPayedCents} >= 0`),
    check('orders_amount_needed_non_negative', sql`${t.amountNeededCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: text().references(() => items.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    category: text().notNull(),
    title: text().notNull(),
    priceCents: integer().notNull(),
    quantity: integer().notNull(),
    freeQuantity: integer().notNull().default(0),
    /** Units this line took from the item's stock (0 when stock was not tracked); deleting the order returns them. */
    stockUnits: integer().notNull().default(0),
    lineTotalCents: integer().notNull(),
    imageUrl: text().notNull().default(''),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Answers remembered per (user, Idempotency-Key) so a retried request gets the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    statusCode: integer().notNull(),
    body: jsonb().notNull(),
    /** The checkout the key was first sent with: the same key with another is refused (409). Null on rows older than 0015. */
    request: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * The last order number given out per year (FW-<yy>-<sequence>) before the years' sequences
 * (migration 0009): a year's sequence starts after its row; nothing bumps these rows now.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer().primaryKey(),
  lastNumber: integer().notNull(),
});

/**
 * The payment ledger (issue 15): one row per payment an admin records. A wrong entry is voided
 * with a reason, never deleted; the order's amountPayedCents is always the sum of the rows not voided.
 * A row outlives its order (issue 39): an order with money paid cannot be deleted, and when an order
 * whose payments were voided is, its rows keep the order's number and customer (orderId becomes null).
 */
export const payments = pgTable(
  'payments',
  {
    id: text().primaryKey(),
    orderId: text().references(() => orders.id, { onDelete: 'set null' }),
    /** The order's number and customer when the payment was recorded: the ledger reads them without the order. */
    orderNumber: text().notNull(),
    customerUsername: text().notNull(),
    amountCents: integer().notNull(),
    method: text({ enum: ['zelle', 'venmo', 'cash', 'other'] }).notNull(),
    reference: text().notNull().default(''),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    note: text().notNull().default(''),
    recordedById: text().references(() => users.id, { onDelete: 'set null' }),
    recordedBy: text().notNull(),
    voidedAt: timestamp({ withTimezone: true }),
    voidReason: text(),
    voidedBy: text(),
    /** The recording admin's Idempotency-Key, and the request it came with (a retry gets this payment back). */
    idempotencyKey: text(),
    idempotencyRequest: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payments_idempotency_idx').on(t.recordedById, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('payments_received_idx').on(t.receivedAt),
    // Recorded payments are positive; an adjusting entry from update-order may take money back (negative).
    check('payments_amount_not_zero', sql`${t.amountCents} <> 0`),
  ],
);
