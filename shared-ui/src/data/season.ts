import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export const seasonKeys = { season: ['season'] as const };

/** The sales calendar and where today stands in it (GET /api/season, public). */
export const seasonQuery = queryOptions({
  queryKey: seasonKeys.season,
  queryFn: ({ signal }) => api('GET /api/season', { signal }),
  staleTime: 60_000,
});

export function useSeason() {
  return useQuery(seasonQuery);
}
