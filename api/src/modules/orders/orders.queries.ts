import type { CreateOrderAnswer } from '@fireworks/core/contract';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, orderItems, orders, pickupSlots } from '../../db/schema';

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

async function withLines(db: Db, rows: OrderRow[]): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(orderItems.orderId, orderItems.position);
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
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

export async function findIdempotentAnswer(db: Db, userId: string, key: string): Promise<SavedAnswer | null> {
  const [row] = await db
    .select({ body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ? { statusCode: 201, body: row.body as CreateOrderAnswer } : null;
}

/** How long an Idempotency-Key is remembered: far longer than any retry of one checkout. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Remembers the answer under the key, and forgets the user's keys older than the TTL. */
export async function saveIdempotentAnswer(tx: Db, userId: string, key: string, answer: SavedAnswer): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS))));
  await tx.insert(idempotencyKeys).values({ userId, key, statusCode: answer.statusCode, body: answer.body });
}
