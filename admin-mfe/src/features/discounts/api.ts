/** Discount rules (spec §2, admin): the tiers (the cart lists the same query), adding and deleting. */
import type { DiscountRule } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, discountRulesQuery, queryClient } from 'shared-ui';

const rulesKey = discountRulesQuery.queryKey;

/** As the form sends it: a field left empty goes as null, and the server says what is missing. */
export interface DiscountRuleInput {
  priceRange: { min: number | null; max: number | null };
  discountPercentage: number | null;
}

export function useDiscountRules() {
  return useQuery(discountRulesQuery);
}

export const useAddDiscountRule = () =>
  useMutation({
    mutationFn: (rule: DiscountRuleInput) => api('POST /api/discounts', { body: rule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });

export const useDeleteDiscountRule = () =>
  useMutation({
    mutationFn: (id: string) => api('DELETE /api/discounts/:id', { params: { id } }),
    onSuccess: (_answer, id) => queryClient.setQueryData<DiscountRule[]>(rulesKey, (list) => list?.filter((r) => r._id !== id)),
    // A refusal (the rule another admin deleted meanwhile answers 404) reads the list again, so it shows what is left.
    onError: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
