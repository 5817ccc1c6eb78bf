import type { CartTotalsResponse } from '@fireworks/core/contract';
import { useEffect, useState } from 'react';
import { api } from 'shared-ui';

export interface FundsOptions {
  /** Dollars as typed ('' for none). */
  fundsToAdd?: string;
  useFunds?: boolean;
}

/**
 * The cart's totals from GET /api/getCartTotal: every amount is computed by the server. Reloads
 * when `refreshKey` changes (the cart after a save) or when the funds options change.
 */
export function useCartTotals(refreshKey: unknown, { fundsToAdd = '', useFunds = false }: FundsOptions = {}) {
  const [totals, setTotals] = useState<CartTotalsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = new URLSearchParams({
    ...(fundsToAdd.trim() ? { FundstoAdd: fundsToAdd.trim() } : {}),
    ...(useFunds ? { useFunds: 'true' } : {}),
  }).toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only triggers a reload
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<CartTotalsResponse>(`/api/getCartTotal${query ? `?${query}` : ''}`, { signal: controller.signal })
      .then((answer) => {
        setTotals(answer);
        setError(null);
      })
      .catch((caught: Error) => {
        if (caught.name !== 'AbortError') setError(caught.message);
      });
    return () => controller.abort();
  }, [query, refreshKey]);

  return { totals, error };
}
