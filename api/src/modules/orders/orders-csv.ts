import { centsToDollars, formatDeliveryAddress, orderBalance } from '@fireworks/core/rules';
import { stringify } from 'csv-stringify/sync';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { allOrders, currentCustomers, type OrderFilter } from './orders.queries';

/**
 * The accountant's exports (issue 15), written by csv-stringify (quoting, formula-safe cells):
 * one row per order, one row per payment. Amounts are plain dollars with two decimals.
 */
const money = (cents: number) => centsToDollars(cents).toFixed(2);
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
];

export async function ordersCsv(db: Db, filter: OrderFilter): Promise<string> {
  const parts = [stringify([ORDER_COLUMNS])];
  for await (const batch of allOrders(db, filter)) {
    const customers = await currentCustomers(db, batch);
    parts.push(
      stringify(
        batch.map((order) => {
          const current = order.userId ? customers.get(order.userId) : undefined;
          const balance = orderBalance(order);
          return [
            order.orderNumber,
            order.id,
            order.createdAt.toISOString(),
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

export async function paymentsCsv(db: Db): Promise<string> {
  // Every payment ever recorded, those of deleted orders too: each row keeps its order's number and customer.
  const rows = await db.select().from(payments).orderBy(asc(payments.receivedAt), asc(payments.id));
  return stringify([
    PAYMENT_COLUMNS,
    ...rows.map((payment) => [
      payment.orderNumber,
      payment.id,
      payment.receivedAt.toISOString(),
      money(payment.amountCents),
      payment.method,
      cell(payment.reference),
      cell(payment.note),
      cell(payment.recordedBy),
      payment.createdAt.toISOString(),
      payment.voidedAt?.toISOString() ?? '',
      cell(payment.voidReason ?? ''),
      cell(payment.customerUsername),
    ]),
  ]);
}
