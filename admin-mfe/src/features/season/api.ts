/** The sales calendar (issue 17): GET /api/season (shared-ui's useSeason) and PUT /api/season; the dashboard's figures. */
import type { PutSeasonInput } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient, seasonKeys, seasonQuery } from 'shared-ui';

export const useSaveSeason = () =>
  useMutation({
    mutationFn: (calendar: PutSeasonInput) => api('PUT /api/season', { body: calendar }),
    onSuccess: (season) => queryClient.setQueryData(seasonKeys.season, season),
  });

/** The calendar as saved now (read again, whatever the cache holds): after a refused save, to show another admin's. */
export const readLatestSeason = () => queryClient.fetchQuery({ ...seasonQuery, staleTime: 0 });

/** GET /api/dashboard (default range: January 1 to today). */
export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => api('GET /api/dashboard', { signal }) });
}
