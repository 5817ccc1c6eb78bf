/** The sales calendar (issue 17): GET /api/season (shared-ui's useSeason) and PUT /api/season; the dashboard's figures. */
import type { PutSeasonInput } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient, seasonKeys } from 'shared-ui';

export const useSaveSeason = () =>
  useMutation({
    mutationFn: (calendar: PutSeasonInput) => api('PUT /api/season', { body: calendar }),
    onSuccess: (season) => queryClient.setQueryData(seasonKeys.season, season),
  });

/** GET /api/dashboard (default range: January 1 to today). */
export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => api('GET /api/dashboard', { signal }) });
}
