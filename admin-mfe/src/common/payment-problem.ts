import { checkPayment, parseMoneyAmount } from '@fireworks/core/rules';
import { formatDollars } from 'shared-ui';

/** The `orders` namespace's translate function (the order page's and the counter's forms). */
type OrdersT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The server's refusal of this amount, checked before sending (the same rules: core's
 * parseMoneyAmount and checkPayment), as the sentence the server would answer; null when it may be sent.
 */
export function paymentProblem(amount: string, balanceDue: number, t: OrdersT): string | null {
  const text = amount.trim();
  if (!text) return t('record.amountRequired');
  const parsed = parseMoneyAmount(text);
  if ('refusal' in parsed) return t(parsed.refusal === 'NEGATIVE' ? 'errors.paymentNotPositive' : 'errors.paymentAmountInvalid');
  const refusal = checkPayment(parsed.cents, Math.round(balanceDue * 100));
  if (refusal === 'NOT_POSITIVE') return t('errors.paymentNotPositive');
  if (refusal === 'OVER_BALANCE') return t('errors.paymentOverBalance', { max: formatDollars(balanceDue) });
  return null;
}

/** The amount a payment form would record, in dollars, or null while what is typed is no amount. */
export function typedAmount(amount: string): number | null {
  const parsed = parseMoneyAmount(amount.trim());
  return 'cents' in parsed && parsed.cents > 0 ? parsed.cents / 100 : null;
}
