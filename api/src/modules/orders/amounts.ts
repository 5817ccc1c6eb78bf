import { parseMoneyAmount } from '@fireworks/core/rules';
import { AppError } from '../../shared/errors';

/**
 * An amount an admin records, in cents, by core's one money rule (parseMoneyAmount: whole cents,
 * never rounded), shared by the ledger and update-order; each refusal with the caller's sentence.
 */
export function recordedAmountCents(raw: number | string, messages: { negative: string; invalid: string }): number {
  const amount = parseMoneyAmount(raw);
  if ('cents' in amount) return amount.cents;
  throw new AppError('INVALID_DATA', amount.refusal === 'NEGATIVE' ? messages.negative : messages.invalid);
}
