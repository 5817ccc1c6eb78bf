/**
 * Store credit (funds) on an order (ARCHITECTURE §5):
 * - FundstoAdd: credit bought with the order; it is added to what the customer pays and credited
 *   to the balance when the order becomes COMPLETE (taken back if it returns to UNCOMPLETE).
 * - useFunds: the balance pays part of the order, taken when the order is created.
 * Deposit decision: the 20% minimum is computed on what is left to pay (amountNeeded), which
 * equals the cart's amount due when no funds are involved.
 */
import { minimumDepositOf } from './cart-totals';

export type OrderStatus = 'UNCOMPLETE' | 'COMPLETE';

/** The most store credit one order may buy ($100,000.00). */
export const MAXIMUM_FUNDS_TO_ADD_CENTS = 10_000_000;

export interface OrderAmounts {
  fundsUsedCents: number;
  fundsToAddCents: number;
  amountNeededCents: number;
  minimumDepositCents: number;
  /** What is left to pay after the minimum deposit. */
  dueLaterCents: number;
}

export function orderAmounts(input: {
  amountDueCents: number;
  fundsToAddCents: number;
  availableFundsCents: number;
  useFunds: boolean;
}): OrderAmounts {
  const fundsUsedCents = input.useFunds ? Math.max(0, Math.min(input.availableFundsCents, input.amountDueCents)) : 0;
  const amountNeededCents = input.amountDueCents - fundsUsedCents + input.fundsToAddCents;
  const minimumDepositCents = minimumDepositOf(amountNeededCents);
  return {
    fundsUsedCents,
    fundsToAddCents: input.fundsToAddCents,
    amountNeededCents,
    minimumDepositCents,
    dueLaterCents: amountNeededCents - minimumDepositCents,
  };
}

/** Recording a payment: the amount needed moves by the difference; neither amount may go below 0. */
export function applyPayment(input: {
  amountPayedCents: number;
  amountNeededCents: number;
  newAmountPayedCents: number;
}): { ok: true; amountPayedCents: number; amountNeededCents: number } | { ok: false; reason: 'NEGATIVE_PAYMENT' | 'OVERPAYMENT' } {
  if (input.newAmountPayedCents < 0) return { ok: false, reason: 'NEGATIVE_PAYMENT' };
  const amountNeededCents = input.amountNeededCents - (input.newAmountPayedCents - input.amountPayedCents);
  if (amountNeededCents < 0) return { ok: false, reason: 'OVERPAYMENT' };
  return { ok: true, amountPayedCents: input.newAmountPayedCents, amountNeededCents };
}

/**
 * What a status change does to the customer's balance: becoming COMPLETE credits FundstoAdd once;
 * going back to UNCOMPLETE takes the credit back. Any other change leaves the balance alone.
 */
export function fundsOnStatusChange(input: { fundsToAddCents: number; fundsCredited: boolean; newStatus: OrderStatus }): {
  balanceChangeCents: number;
  fundsCredited: boolean;
} {
  if (input.newStatus === 'COMPLETE' && !input.fundsCredited) return { balanceChangeCents: input.fundsToAddCents, fundsCredited: true };
  if (input.newStatus === 'UNCOMPLETE' && input.fundsCredited) return { balanceChangeCents: -input.fundsToAddCents, fundsCredited: false };
  return { balanceChangeCents: 0, fundsCredited: input.fundsCredited };
}

/**
 * Deleting an order that never completed gives back the funds it used (the purchase did not
 * happen); deleting a COMPLETE order, or one handed over to the customer (its status may still
 * be UNCOMPLETE), is housekeeping and changes no balance: the credit bought goods that are gone.
 */
export function fundsReturnedOnDelete(input: { status: OrderStatus; fundsUsedCents: number; handedOver: boolean }): number {
  return input.status === 'UNCOMPLETE' && !input.handedOver ? input.fundsUsedCents : 0;
}
