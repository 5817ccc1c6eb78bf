/** The customer's recorded PayPal subscriptions (GET /api/subscriptions) and recording a new one. */
import type { SubscriptionList } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient } from 'shared-ui';

const subscriptionsKey = ['subscriptions'] as const;

export function useSubscriptions() {
  return useQuery({
    queryKey: subscriptionsKey,
    queryFn: ({ signal }) => api('GET /api/subscriptions', { signal }),
  });
}

/** POST /api/subscribe with PayPal's subscription id; the recorded one is shown at once. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (subscriptionID: string) => api('POST /api/subscribe', { body: { subscriptionID } }),
    onSuccess: (answer) =>
      queryClient.setQueryData<SubscriptionList>(subscriptionsKey, (current) => ({
        ...current,
        subscriptions: [answer, ...(current?.subscriptions ?? [])],
      })),
  });
}
