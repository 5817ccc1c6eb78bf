import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-ui';

const featuredKeys = { featured: ['featured'] as const };

/** The home page's BOGO deals and top sellers (GET /api/featured); a failure only leaves the section out. */
export function useFeatured() {
  return useQuery({
    queryKey: featuredKeys.featured,
    queryFn: ({ signal }) => api('GET /api/featured', { signal }),
    staleTime: 60_000,
  });
}
