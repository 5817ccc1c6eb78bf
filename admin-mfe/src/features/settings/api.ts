/** The store's location (issue 40 item 3): GET and PUT /api/store-location. */
import type { StoreLocationBody } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient } from 'shared-ui';

/** The same key as the storefront's query: a save shows at once on every screen of this tab. */
const storeLocationKeys = { location: ['store-location'] as const };

export function useStoreLocation() {
  return useQuery({ queryKey: storeLocationKeys.location, queryFn: ({ signal }) => api('GET /api/store-location', { signal }) });
}

export const useSaveStoreLocation = () =>
  useMutation({
    mutationFn: (location: StoreLocationBody) => api('PUT /api/store-location', { body: location }),
    onSuccess: (saved) => queryClient.setQueryData(storeLocationKeys.location, saved),
  });
