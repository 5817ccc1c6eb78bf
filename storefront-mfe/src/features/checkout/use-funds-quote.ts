import { useRef } from 'react';
import { errorText } from 'shared-ui';
import { useDebouncedValue } from 'shared-ui/forms';
import { useCartTotals } from '../cart';

/**
 * The server's totals for the funds typed and the choice to use funds, and whether the funds field
 * has settled (the quote answers what it now holds) with the error that belongs under it or on the page.
 */
export function useFundsQuote(fundsText: string, useFunds: boolean) {
  // The quote follows the funds typed, once typing pauses (not a request per key).
  const fundsToAdd = useDebouncedValue(fundsText, 300);
  const totalsQuery = useCartTotals({ fundsToAdd, useFunds });
  // One totals box whatever the funds field holds: a refused quote keeps the last one answered.
  const lastTotals = useRef(totalsQuery.data);
  if (totalsQuery.data) lastTotals.current = totalsQuery.data;
  const totals = totalsQuery.data ?? lastTotals.current;
  const totalsError = totalsQuery.isError ? errorText(totalsQuery.error) : null;
  // The quote answers the funds once typing has settled: until then no error is shown for them (an
  // error about text already changed would not clear with the field), and no order can be sent.
  const fundsSettled = fundsText === fundsToAdd && !totalsQuery.isFetching;
  const fundsTyped = fundsText.trim() !== '';
  const fundsError = fundsTyped && fundsSettled ? totalsError : null;
  const pageError = !fundsTyped && fundsSettled ? totalsError : null;
  return { totals, totalsError, fundsTyped, fundsSettled, fundsError, pageError };
}
