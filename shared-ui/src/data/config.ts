import { useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from '../api/runtime-config';

/** The runtime configuration (/api/config) for a screen: read once per page, `refetch` tries again after a failure. */
export function useRuntimeConfig() {
  return useQuery({ queryKey: ['config'], queryFn: loadRuntimeConfig, staleTime: Number.POSITIVE_INFINITY });
}
