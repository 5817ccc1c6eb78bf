/**
 * The cart screen's server state. The cart itself and its changes come from shared-ui (the shell's
 * badge shows the same cart); a change marks every totals quote stale, so they refresh by themselves.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, cartKeys, discountRulesQuery, useSession } from 'shared-ui';
import { readTotalsSnapshot, writeTotalsSnapshot } from './totals-snapshot';

interface FundsOptions {
  /** Dollars as typed ('' for none). */
  fundsToAdd?: string;
  useFunds?: boolean;
}

/** The cart's totals from GET /api/getCartTotal, quoted for the funds options: every amount is computed by the server. */
export function useCartTotals({ fundsToAdd = '', useFunds = false }: FundsOptions = {}) {
  const quote = {
    ...(fundsToAdd.trim() ? { FundstoAdd: fundsToAdd.trim() } : {}),
    ...(useFunds ? { useFunds: 'true' as const } : {}),
  };
  const query = new URLSearchParams(quote).toString();
  const userId = useSession((s) => s.user?._id ?? null);
  const plain = query === '';
  const totals = useQuery({
    queryKey: [...cartKeys.totals, query],
    queryFn: ({ signal }) => api('GET /api/getCartTotal', { query: quote, signal }),
    // The quote shown while a new one is asked for: no flash of "Loading…" while typing funds, nor on
    // a return to the cart (the last plain quote is kept for the session, and remembered across reloads).
    placeholderData: (previous) => previous ?? (plain && userId ? readTotalsSnapshot(userId) : undefined),
    staleTime: 0,
    gcTime: 60 * 60_000,
  });
  const answered = !totals.isPlaceholderData ? totals.data : undefined;
  useEffect(() => {
    if (plain && userId && answered) writeTotalsSnapshot(userId, answered);
  }, [plain, userId, answered]);
  return totals;
}

/** The discount tiers listed under the cart (GET /api/discounts). */
export function useDiscountRules() {
  return useQuery(discountRulesQuery);
}
