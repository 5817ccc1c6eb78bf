import type { CreateOrderAnswer } from '@fireworks/core/contract';
import { looksLikeOrderNumber, parseInstant } from '@fireworks/core/rules';
import { and, desc, eq, getTableColumns, ilike, inArray, like as like_, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, orderItems, orders, pickupSlots, users } from '../../db/schema';
import type { UserRow } from '../../shared/users';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type SlotRow = typeof pickupSlots.$inferSelect;
export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
  /** The pickup slot the order holds, if any. */
  slot: SlotRow | null;
}

/** Orders newest first, each with its lines; only one user's when userId is given, only one slot's when slotIds is. */
export async function listOrders(db: Db, filter: { userId?: string; slotIds?: string[] } = {}): Promise<OrderWithItems[]> {
  if (filter.slotIds && filter.slotIds.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        filter.userId ? eq(orders.userId, filter.userId) : undefined,
        filter.slotIds ? inArray(orders.pickupSlotId, filter.slotIds) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withLines(db, rows);
}

/** The lines of the given orders, by order id, each order's in its cart's order. */
export async function linesByOrder(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.orderId, orderItems.position);
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return byOrder;
}

async function withLines(db: Db, rows: OrderRow[]): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const byOrder = await linesByOrder(
    db,
    rows.map((r) => r.id),
  );
  const slotIds = [...new Set(rows.map((r) => r.pickupSlotId).filter((id): id is string => id !== null))];
  const slots = slotIds.length > 0 ? await db.select().from(pickupSlots).where(inArray(pickupSlots.id, slotIds)) : [];
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  return rows.map((order) => ({
    order,
    items: byOrder.get(order.id) ?? [],
    slot: order.pickupSlotId ? (slotById.get(order.pickupSlotId) ?? null) : null,
  }));
}

export async function findOrder(db: Db, id: string): Promise<OrderWithItems | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [found] = await withLines(db, [order]);
  return found ?? null;
}

/** The order a pickup pass names (the code as stored: upper case, no separators). */
export async function findOrderByPickupCode(db: Db, code: string): Promise<OrderWithItems | null> {
  const [order] = await db.select().from(orders).where(eq(orders.pickupCode, code));
  if (!order) return null;
  const [found] = await withLines(db, [order]);
  return found ?? null;
}

/** The order row locked until the transaction ends (payments and status changes of one order run one at a time). */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order ?? null;
}

/** The answer to an order creation (always 201), remembered under its Idempotency-Key. */
export interface SavedAnswer {
  statusCode: 201;
  body: CreateOrderAnswer;
  /** True when this call made the order (not a replay of an Idempotency-Key): its e-mails go out. */
  created?: boolean;
}

export async function findIdempotentAnswer(
  db: Db,
  userId: string,
  key: string,
): Promise<(SavedAnswer & { request: string | null }) | null> {
  const [row] = await db
    .select({ body: idempotencyKeys.body, request: idempotencyKeys.request })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .prepare('fw_find_idempotency_key')
    .execute();
  return row ? { statusCode: 201, body: row.body as CreateOrderAnswer, request: row.request } : null;
}

/** How long an Idempotency-Key is remembered: far longer than any retry of one checkout. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Forgets the user's keys older than the TTL. */
export async function forgetOldIdempotencyKeys(tx: Db, userId: string): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS))))
    .prepare('fw_forget_idempotency_keys')
    .execute();
}

/**
 * Remembers the answer under the key (forgetOldIdempotencyKeys keeps the table small). The order
 * path's statements of one shape are named: PostgreSQL parses and plans each once per connection.
 */
export async function saveIdempotentAnswer(tx: Db, userId: string, key: string, request: string, answer: SavedAnswer): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({ userId, key, request, statusCode: answer.statusCode, body: answer.body })
    .prepare('fw_save_idempotency_key')
    .execute();
}

/** The order desk's filters (GET /api/orders, the CSV): all optional. */
export interface OrderFilter {
  userId?: string;
  status?: 'UNCOMPLETE' | 'COMPLETE';
  balance?: 'due' | 'paid';
  deposit?: 'missing' | 'paid';
  pickup?: boolean;
  /** Days (YYYY-MM-DD) in timeZone. */
  from?: string;
  to?: string;
  q?: string;
  timeZone: string;
}

/**
 * Where a page starts: after (createdAt, id) of the last order of the previous page. createdAt is
 * the database's own text of the instant, to the microsecond: a JavaScript Date keeps milliseconds,
 * and a page ending inside a millisecond that held more orders skipped the rest of them.
 */
interface OrderCursor {
  createdAt: string;
  id: string;
}

/** The row's creation instant to the microsecond, in UTC ('2026-11-18T18:00:00.123456Z'). */
const createdAtText = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The columns of a page's or batch's rows: the order and the exact instant its cursor needs. */
const pageColumns = { ...getTableColumns(orders), cursorAt: createdAtText };

function encodeCursor(row: { cursorAt: string; id: string }): string {
  return Buffer.from(`${row.cursorAt}|${row.id}`).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one (a real instant within core's years, an id without NUL). */
export function decodeCursor(text: string): OrderCursor | null {
  const [createdAt = '', id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  // NUL: no id has one, and the database refuses it in text (a 500 otherwise).
  if (!id || rest.length > 0 || id.length > 100 || id.includes('\u0000')) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z$/.test(createdAt) || !parseInstant(createdAt)) return null;
  return { createdAt, id };
}

function filterConditions(filter: OrderFilter, cursor?: OrderCursor | null): SQL[] {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.balance === 'due') conditions.push(sql`${orders.amountNeededCents} > 0`);
  if (filter.balance === 'paid') conditions.push(sql`${orders.amountNeededCents} = 0`);
  if (filter.deposit === 'missing') conditions.push(sql`${orders.amountPayedCents} < ${orders.minimumDepositCents}`);
  if (filter.deposit === 'paid') conditions.push(sql`${orders.amountPayedCents} >= ${orders.minimumDepositCents}`);
  if (filter.pickup !== undefined) conditions.push(eq(orders.isPickup, filter.pickup));
  // Days are the shop's: midnight in SHOP_TIMEZONE, as an instant.
  if (filter.from) conditions.push(sql`${orders.createdAt} >= (${filter.from}::date)::timestamp at time zone ${filter.timeZone}`);
  if (filter.to) conditions.push(sql`${orders.createdAt} < ((${filter.to}::date) + 1)::timestamp at time zone ${filter.timeZone}`);
  const q = filter.q?.trim();
  // A whole order number names one order: the unique index finds it (no scan of every order).
  if (q && looksLikeOrderNumber(q)) conditions.push(eq(orders.orderNumber, q.toUpperCase()));
  else if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Phones are kept as 10 digits: a number said with the US country code ('+1 312 555 0199') drops it.
    const typedDigits = q.replace(/\D/g, '');
    const digits = typedDigits.length === 11 && typedDigits.startsWith('1') ? typedDigits.slice(1) : typedDigits;
    const matches = [
      ilike(orders.orderNumber, like),
      ilike(orders.customerUsername, like),
      ilike(orders.customerEmail, like),
      sql`(${orders.customerFirstname} || ' ' || ${orders.customerLastname}) ilike ${like}`,
      ...(digits.length >= 3 ? [like_(orders.customerPhonenumber, `%${digits}%`)] : []),
      // The customer's current contact too (the order keeps its snapshot).
      // (one pass over the customers, hashed, rather than one lookup per order)
      digits.length >= 3
        ? sql`${orders.userId} in (select u.id from ${users} u where u.email ilike ${like} or u.username ilike ${like} or u.phonenumber like ${`%${digits}%`})`
        : sql`${orders.userId} in (select u.id from ${users} u where u.email ilike ${like} or u.username ilike ${like})`,
    ];
    conditions.push(or(...matches) as SQL);
  }
  if (cursor) conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`);
  return conditions;
}

/**
 * The ids of the orders a filter matches, as a subquery (payments.csv follows the desk's filters);
 * null when the filter names nothing, so the caller can take every row, deleted orders' payments too.
 */
export function matchingOrderIds(db: Db, filter: OrderFilter) {
  const conditions = filterConditions(filter);
  return conditions.length === 0
    ? null
    : db
        .select({ id: orders.id })
        .from(orders)
        .where(and(...conditions));
}

/** One page of orders, newest first ((createdAt, id) keyset on orders_created_idx), with lines and current contacts. */
export async function listOrderPage(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; cursor: OrderCursor | null },
): Promise<{ rows: OrderWithItems[]; customers: Map<string, UserRow>; nextCursor: string | null }> {
  const found = await db
    .select(pageColumns)
    .from(orders)
    .where(and(...filterConditions(filter, page.cursor)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit + 1);
  const pageRows = found.slice(0, page.limit);
  const last = pageRows.at(-1);
  const nextCursor = found.length > page.limit && last ? encodeCursor(last) : null;
  const rows = await withLines(db, pageRows);
  return { rows, customers: await currentCustomers(db, pageRows), nextCursor };
}

/** Every order the filter matches, newest first, in batches (the CSV export). */
export async function* allOrders(db: Db, filter: OrderFilter, batch = 1000): AsyncGenerator<OrderRow[]> {
  let cursor: OrderCursor | null = null;
  for (;;) {
    const rows = await db
      .select(pageColumns)
      .from(orders)
      .where(and(...filterConditions(filter, cursor)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1) as (typeof rows)[number];
    cursor = { createdAt: last.cursorAt, id: last.id };
    if (rows.length < batch) return;
  }
}

/** The current accounts of the orders' customers, by user id. */
export async function currentCustomers(db: Db, rows: Pick<OrderRow, 'userId'>[]): Promise<Map<string, UserRow>> {
  const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u]));
}
