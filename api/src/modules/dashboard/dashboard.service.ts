import type { Dashboard } from '@fireworks/core/contract';
import { balanceOutstandingCents, centsToDollars, DATE_YEARS, isCalendarDate, LOW_STOCK_THRESHOLD, shopDate } from '@fireworks/core/rules';
import { and, asc, count, eq, gt, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, orderItems, orders, pendingApprovals, pickupSlots } from '../../db/schema';
import { AppError } from '../../shared/errors';

const MS_PER_DAY = 86_400_000;
/** The widest range asked at once: three years of days. */
const MAX_DAYS = 3 * 366;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY;
const isoDay = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** The days asked (?from=&to=, 'YYYY-MM-DD' in the shop's zone); by default January 1 of this year to today. */
export function dashboardRange(query: { from?: string; to?: string }, now: Date, timeZone: string): { from: string; to: string } {
  const today = shopDate(now, timeZone);
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 4)}-01-01`;
  if (!isCalendarDate(from) || !isCalendarDate(to) || dayNumber(from) > dayNumber(to) || dayNumber(to) - dayNumber(from) > MAX_DAYS) {
    throw new AppError('INVALID_DATA', 'season:errors.dashboardDateInvalid', DATE_YEARS);
  }
  return { from, to };
}

/**
 * The admin dashboard's figures (issue 17): what needs doing now (approvals, deposits, balances, the pickup
 * orders of today's slots not yet handed over, the tracked items at or below LOW_STOCK_THRESHOLD) and the sales of the days asked.
 * Sales are orders by the day they were placed in the shop's time zone, amount = amount due after discount.
 */
export async function dashboard(
  db: Db,
  range: { from: string; to: string },
  timeZone: string,
  today: string = shopDate(new Date(), timeZone),
): Promise<Dashboard> {
  const localDay = sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inRange = and(
    gte(orders.createdAt, sql`(${range.from}::timestamp at time zone ${timeZone})`),
    lt(orders.createdAt, sql`((${range.to}::date + 1)::timestamp at time zone ${timeZone})`),
  );
  const [[approvals], [open], owing, byDay, byCategory, [pickups], lowStock] = await Promise.all([
    db.select({ n: count() }).from(pendingApprovals),
    db
      .select({
        awaitingDeposit: sql<number>`count(*) filter (where ${orders.amountPayedCents} < ${orders.minimumDepositCents})::int`,
      })
      .from(orders)
      .where(eq(orders.status, 'UNCOMPLETE')),
    // Every order that still owes, COMPLETE ones included (issue 40); core sums the balances.
    db
      .select({
        amountPayedCents: orders.amountPayedCents,
        amountNeededCents: orders.amountNeededCents,
        minimumDepositCents: orders.minimumDepositCents,
      })
      .from(orders)
      .where(gt(orders.amountNeededCents, 0)),
    db
      .select({ date: localDay, orders: sql<number>`count(*)::int`, cents: sql<number>`sum(${orders.amountDueCents})::bigint` })
      .from(orders)
      .where(inRange)
      // By position: the day expression carries the time zone as a parameter, so it cannot be repeated.
      .groupBy(sql`1`),
    db
      .select({
        category: orderItems.category,
        units: sql<number>`sum(${orderItems.quantity} + ${orderItems.freeQuantity})::bigint`,
        cents: sql<number>`sum(${orderItems.lineTotalCents})::bigint`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inRange)
      .groupBy(orderItems.category)
      .orderBy(sql`sum(${orderItems.lineTotalCents}) desc`, orderItems.category),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(pickupSlots, eq(pickupSlots.id, orders.pickupSlotId))
      .where(and(eq(pickupSlots.date, today), isNull(orders.pickedUpAt))),
    lowStockItems(db),
  ]);
  const days = new Map(byDay.map((row) => [row.date, row]));
  const salesByDay: Dashboard['salesByDay'] = [];
  for (let day = dayNumber(range.from); day <= dayNumber(range.to); day++) {
    const found = days.get(isoDay(day));
    salesByDay.push({ date: isoDay(day), orders: found?.orders ?? 0, amount: centsToDollars(Number(found?.cents ?? 0)) });
  }
  return {
    from: range.from,
    to: range.to,
    pendingApprovals: approvals?.n ?? 0,
    ordersAwaitingDeposit: open?.awaitingDeposit ?? 0,
    balanceOutstanding: centsToDollars(balanceOutstandingCents(owing)),
    pickupsToday: pickups?.n ?? 0,
    lowStock,
    salesByDay,
    salesByCategory: byCategory.map((row) => ({
      category: row.category,
      units: Number(row.units),
      amount: centsToDollars(Number(row.cents)),
    })),
  };
}

/** Tracked items with LOW_STOCK_THRESHOLD units or fewer, fewest first (the dashboard and the admin's low-stock list). */
async function lowStockItems(db: Db): Promise<Dashboard['lowStock']> {
  const rows = await db
    .select({ _id: items.id, category: items.category, title: items.title, stock: items.stock })
    .from(items)
    .where(and(isNotNull(items.stock), lte(items.stock, LOW_STOCK_THRESHOLD)))
    .orderBy(asc(items.stock), asc(items.category), asc(items.title));
  return rows.map((row) => ({ ...row, stock: row.stock ?? 0 }));
}
