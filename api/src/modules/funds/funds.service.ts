import { formatMoney, MAXIMUM_FUNDS_TO_ADD_CENTS, parsePriceToCents } from '@fireworks/core/rules';
import { AppError } from '../../shared/errors';

/**
 * FundstoAdd as a client sends it (12.5, '12.50', '$12.50', or nothing) -> cents.
 * Anything else, a negative amount or more than the ceiling is refused with a clear message.
 */
export function parseFundsToAdd(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 0;
  const cents = parsePriceToCents(raw);
  if (cents === null || cents < 0 || cents > MAXIMUM_FUNDS_TO_ADD_CENTS) {
    throw new AppError('INVALID_DATA', 'checkout:errors.fundsToAddInvalid', { max: formatMoney(MAXIMUM_FUNDS_TO_ADD_CENTS) });
  }
  return cents;
}
