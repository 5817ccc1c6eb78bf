/**
 * The money of an order after it is made (issue 15): order numbers, the payment ledger's sum,
 * the balance, the 20% deposit and what is due now. Integer cents throughout.
 */

import type { OrderStatus } from './funds';
import { listFormat } from './intl-formats';
import { intlLocale } from './money';

export const PAYMENT_METHODS = ['zelle', 'venmo', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The apps a customer pays with (cash is arranged by phone). */
export const PAYMENT_APPS = ['Zelle', 'Venmo'] as const;

/**
 * The apps to pay with as every text says them, in the reader's language: 'Zelle or Venmo',
 * 'Zelle o Venmo' (the checkout, the order page and the e-mails alike).
 */
export function paymentAppsText(language: string): string {
  return listFormat(intlLocale(language), { type: 'disjunction' }).format(PAYMENT_APPS);
}

/** What the customer writes in the payment message (spec: "fireworks purchase"). */
export const PAYMENT_MEMO = 'fireworks purchase';

/**
 * The exact text to write in the payment message of an order: 'fireworks purchase FW-26-00012'. The
 * same in every language (the shop matches it as written); the sentences around it say so.
 */
export function paymentMemoText(orderNumber: string): string {
  return `${PAYMENT_MEMO} ${orderNumber}`;
}

/**
 * The sentence that asks for the memo (on the order page and in the e-mails): its message key and
 * parameters, the memo quoted as the exact text to write (a delivery order adds its address).
 */
export function paymentMemoMessage(order: { isPickup: boolean; orderNumber: string }) {
  const key = order.isPickup ? 'orders:instructions.memo' : 'orders:instructions.memoDelivery';
  return { key, params: { memo: paymentMemoText(order.orderNumber) } };
}

/**
 * The stored note of the ledger entry that update-order's new amount paid becomes (kept as stored
 * for the CSV export); the order pages say it in the reader's language (orders:payments.adjustingEntry).
 */
export const ADJUSTING_ENTRY_NOTE = 'Adjusting entry: amount paid set with update-order';

/** 'FW-26-00042': the year's last two digits and the order's place in that year. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `FW-${String(year % 100).padStart(2, '0')}-${String(sequence).padStart(5, '0')}`;
}

/** True for text shaped like an order number (searching by number). */
export function looksLikeOrderNumber(text: string): boolean {
  return /^FW-\d{2}-\d{5,}$/i.test(text.trim());
}

/** Amount paid: the sum of the payments that are not voided. */
export function sumPayments(payments: readonly { amountCents: number; voidedAt: Date | string | null }[]): number {
  return payments.reduce((sum, payment) => (payment.voidedAt ? sum : sum + payment.amountCents), 0);
}

export interface OrderBalanceInput {
  amountPayedCents: number;
  /** What is still owed (spec's amountNeeded). */
  amountNeededCents: number;
  minimumDepositCents: number;
}

export interface OrderBalance {
  balanceDueCents: number;
  /** Paid at least the minimum deposit (20%). */
  depositPaid: boolean;
  /** The rest of the deposit until it is paid, then the whole balance. */
  amountDueNowCents: number;
}

export function orderBalance(input: OrderBalanceInput): OrderBalance {
  const balanceDueCents = Math.max(0, input.amountNeededCents);
  const depositPaid = input.amountPayedCents >= input.minimumDepositCents;
  const amountDueNowCents = depositPaid ? balanceDueCents : Math.min(balanceDueCents, input.minimumDepositCents - input.amountPayedCents);
  return { balanceDueCents, depositPaid, amountDueNowCents };
}

export type PaymentRefusal = 'NOT_POSITIVE' | 'OVER_BALANCE';

/** A new payment must be more than zero and at most the balance due. */
export function checkPayment(amountCents: number, balanceDueCents: number): PaymentRefusal | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'NOT_POSITIVE';
  if (amountCents > balanceDueCents) return 'OVER_BALANCE';
  return null;
}

/** How far ahead of the server's clock a received time may be: a device clock running a little fast. */
export const RECEIVED_AT_LEEWAY_MS = 10 * 60_000;

/**
 * Whether money said to be received at `receivedAt` (a shop day 'YYYY-MM-DD', or an instant) is
 * later than today on the shop's calendar (`today`) or than `now`: a mistyped year, never a payment.
 */
export function receivedAfterToday(receivedAt: string | Date, today: string, now: Date): boolean {
  if (typeof receivedAt === 'string') return receivedAt > today;
  return receivedAt.getTime() > now.getTime() + RECEIVED_AT_LEEWAY_MS;
}

/** The order's money after a payment is recorded (+) or voided (−). */
export function shiftPaid(order: { amountPayedCents: number; amountNeededCents: number }, deltaCents: number) {
  return { amountPayedCents: order.amountPayedCents + deltaCents, amountNeededCents: order.amountNeededCents - deltaCents };
}

/**
 * The counter never hands over an order that still owes without saying why (issue 40): a balance
 * due needs a reason (collect it first, or hand over anyway with one); a paid order needs none.
 */
export function handoverNeedsReason(balanceDueCents: number, reason: string | undefined): boolean {
  return balanceDueCents > 0 && (reason ?? '').trim() === '';
}

/** What says whether an order is done: its status, whether the customer took it, what it still owes. */
export interface OrderProgress {
  status: OrderStatus;
  handedOver: boolean;
  amountNeededCents: number;
}

const handedOverAndPaid = (order: OrderProgress) => order.handedOver && order.amountNeededCents <= 0;

/**
 * An order the customer took and owes nothing on is done: the handover or payment that makes it so
 * completes an UNCOMPLETE order. Only that change does, not the state itself, so an admin may still
 * set such an order back to UNCOMPLETE (the spec lets admins toggle the status either way).
 */
export function completesOrder(before: OrderProgress, after: OrderProgress): boolean {
  return after.status === 'UNCOMPLETE' && handedOverAndPaid(after) && !handedOverAndPaid(before);
}

/**
 * The shop's outstanding balance: what every order still owes, whatever its status (a COMPLETE
 * order handed over unpaid still owes its balance).
 */
export function balanceOutstandingCents(orders: readonly OrderBalanceInput[]): number {
  return orders.reduce((sum, order) => sum + orderBalance(order).balanceDueCents, 0);
}
