/**
 * The cart screen's server state. The cart itself and its changes come from shared-ui (the shell's
 * badge shows the same cart); a change marks every totals quote stale, so they refresh by themselves.
 */
import type { CartTotalsResponse, DiscountRule } from '@fireworks/core/contract';
import { useQuery } from '@tanstack/react-query';
import { api, cartKeys } from 'shared-ui';

export interface FundsOptions {
  /** Dollars as typed ('' for none). */
  fundsToAdd?: string;
  useFunds?: boolean;
}

/** The cart's totals from GET /api/getCartTotal, quoted for the funds options: every amount is computed by the server. */
export function useCartTotals({ fundsToAdd = '', useFunds = false }: FundsOptions = {}) {
  const query = new URLSearchParams({
    ...(fundsToAdd.trim() ? { FundstoAdd: fundsToAdd.trim() } : {}),
    ...(useFunds ? { useFunds: 'true' } : {}),
  }).toString();
  return useQuery({
    queryKey: [...cartKeys.totals, query],
    queryFn: ({ signal }) => api.get<CartTotalsResponse>(`/api/getCartTotal${query ? `?${query}` : ''}`, { signal }),
    // The quote shown while a new one is asked for: no flash of "Loading…" while typing funds.
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

/** The discount tiers listed under the cart (GET /api/discounts). */
export function useDiscountRules() {
  return useQuery({ queryKey: ['discounts'], queryFn: ({ signal }) => api.get<DiscountRule[]>('/api/discounts', { signal }) });
}
