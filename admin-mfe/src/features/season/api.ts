/** The sales calendar (issue 17): GET /api/season (shared-ui's useSeason) and PUT /api/season; the dashboard's figures. */
import type { Dashboard, PutSeasonInput, Season } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient, seasonKeys } from 'shared-ui';

export const useSaveSeason = () =>
  useMutation({
    mutationFn: (calendar: PutSeasonInput) => api.put<Season>('/api/season', calendar),
    onSuccess: (season) => queryClient.setQueryData(seasonKeys.season, season),
  });

/** GET /api/dashboard (default range: January 1 to today). */
export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => api.get<Dashboard>('/api/dashboard', { signal }) });
}
