import { formatMoney, MAXIMUM_FUNDS_TO_ADD_CENTS, parseMoneyAmount } from '@fireworks/core/rules';
import { AppError } from '../../shared/errors';

/**
 * FundstoAdd as a client sends it (12.5, '12.50', '$12.50', or nothing) -> cents.
 * Anything else (12.345 included), a negative amount or more than the ceiling is refused with a clear message.
 */
export function parseFundsToAdd(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 0;
  // Whole cents only (12.345 is refused, not taken as $12.35), as a payment's amount.
  const parsed = parseMoneyAmount(raw);
  const cents = 'cents' in parsed ? parsed.cents : null;
  if (cents === null || cents > MAXIMUM_FUNDS_TO_ADD_CENTS) {
    throw new AppError('INVALID_DATA', 'checkout:errors.fundsToAddInvalid', { max: formatMoney(MAXIMUM_FUNDS_TO_ADD_CENTS) });
  }
  return cents;
}
