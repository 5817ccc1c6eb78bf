import type { Language } from '@fireworks/core/i18n';
import { centsToDollars, formatDeliveryAddress, orderBalance, shopDateTime } from '@fireworks/core/rules';
import { stringify } from 'csv-stringify/sync';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { lineList } from './line-list';
import { allOrders, currentCustomers, linesByOrder, matchingOrderIds, type OrderFilter } from './orders.queries';

/**
 * The accountant's exports (issue 15), written by csv-stringify (quoting, formula-safe cells):
 * one row per order, one row per payment. Amounts are plain dollars with two decimals. For a shop
 * owner opening them in Excel (issue 40): a UTF-8 byte-order mark first (without it Excel reads
 * 'María González' as Windows-1252 and garbles it), times in the shop's time zone as
 * '2026-07-01 16:05' (Excel reads that as a date and time; an ISO UTC instant it keeps as text, hours off).
 */
const BOM = '\uFEFF';
const money = (cents: number) => centsToDollars(cents).toFixed(2);
/** An instant as the shop's clock showed it: '2026-07-01 16:05' in SHOP_TIMEZONE. */
const localTime = (at: Date, timeZone: string) => {
  const { date, time } = shopDateTime(at, timeZone);
  return `${date} ${time}`;
};
/** Spreadsheets run cells that start with =, +, - or @: such text is prefixed with a quote. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const ORDER_COLUMNS = [
  'orderNumber',
  'orderId',
  'createdAt',
  'status',
  'pickup',
  'deliveryAddress',
  'customerUsername',
  'customerName',
  'customerEmail',
  'customerPhone',
  'subtotal',
  'tax',
  'discount',
  'amountDue',
  'fundsUsed',
  'fundsToAdd',
  'total',
  'amountPaid',
  'balanceDue',
  'minimumDeposit',
  'depositPaid',
  // Added after the spec's and issue 15's columns (issue 40), so existing sheets keep their places.
  'items',
];

/**
 * The orders, one row per order, newest first. Its line items go in one 'items' cell
 * ('2 × Big Bang (+ 2 free); 1 × Sparklers', in the admin's language) rather than one row per line:
 * a shop owner sorts, filters and sums orders in Excel, and a row per line would repeat every
 * amount of the order on each of its lines, so a column sum would count an order's total again for
 * each line it has.
 */
export async function ordersCsv(db: Db, filter: OrderFilter, timeZone: string, language: Language): Promise<string> {
  const parts = [BOM, stringify([ORDER_COLUMNS])];
  for await (const batch of allOrders(db, filter)) {
    const customers = await currentCustomers(db, batch);
    const lines = await linesByOrder(
      db,
      batch.map((order) => order.id),
    );
    parts.push(
      stringify(
        batch.map((order) => {
          const current = order.userId ? customers.get(order.userId) : undefined;
          const balance = orderBalance(order);
          return [
            order.orderNumber,
            order.id,
            localTime(order.createdAt, timeZone),
            order.status,
            order.isPickup ? 'pickup' : 'delivery',
            order.deliveryAddress ? cell(formatDeliveryAddress(order.deliveryAddress)) : '',
            cell(current?.username ?? order.customerUsername),
            cell(`${current?.firstname ?? order.customerFirstname} ${current?.lastname ?? order.customerLastname}`.trim()),
            cell(current?.email ?? order.customerEmail),
            current?.phonenumber ?? order.customerPhonenumber,
            money(order.subtotalCents),
            money(order.taxCents),
            money(order.discountCents),
            money(order.amountDueCents),
            money(order.fundsUsedCents),
            money(order.fundsToAddCents),
            money(order.amountPayedCents + order.amountNeededCents),
            money(order.amountPayedCents),
            money(balance.balanceDueCents),
            money(order.minimumDepositCents),
            balance.depositPaid ? 'yes' : 'no',
            cell(lineList(lines.get(order.id) ?? [], language, '; ')),
          ];
        }),
      ),
    );
  }
  return parts.join('');
}

const PAYMENT_COLUMNS = [
  'orderNumber',
  'paymentId',
  'receivedAt',
  'amount',
  'method',
  'reference',
  'note',
  'recordedBy',
  'recordedAt',
  'voidedAt',
  'voidReason',
  'customerUsername',
];

/**
 * One row per payment, oldest received first, voided ones included. With the desk's filters, the
 * payments of the orders they match (the same orders as orders.csv); without any, every payment
 * ever recorded, those of deleted orders too: each row keeps its order's number and customer.
 */
export async function paymentsCsv(db: Db, filter: OrderFilter, timeZone: string): Promise<string> {
  const orderIds = matchingOrderIds(db, filter);
  const rows = await db
    .select()
    .from(payments)
    .where(orderIds ? inArray(payments.orderId, orderIds) : undefined)
    .orderBy(asc(payments.receivedAt), asc(payments.id));
  return `${BOM}${stringify([
    PAYMENT_COLUMNS,
    ...rows.map((payment) => [
      payment.orderNumber,
      payment.id,
      // The day the money arrived (the admin gives a day, not an hour): the time it was recorded is recordedAt.
      shopDateTime(payment.receivedAt, timeZone).date,
      money(payment.amountCents),
      payment.method,
      cell(payment.reference),
      cell(payment.note),
      cell(payment.recordedBy),
      localTime(payment.createdAt, timeZone),
      payment.voidedAt ? localTime(payment.voidedAt, timeZone) : '',
      cell(payment.voidReason ?? ''),
      cell(payment.customerUsername),
    ]),
  ])}`;
}
