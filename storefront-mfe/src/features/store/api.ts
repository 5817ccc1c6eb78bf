/** The store's location (GET /api/store-location, issue 40 item 3): public, kept a minute. */
import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-ui';

const storeLocationKeys = { location: ['store-location'] as const };

export function useStoreLocation() {
  return useQuery({
    queryKey: storeLocationKeys.location,
    queryFn: ({ signal }) => api('GET /api/store-location', { signal }),
    staleTime: 60_000,
  });
}
