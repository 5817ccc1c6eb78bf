import { useQuery } from '@tanstack/react-query';
import { featuredQuery } from 'shared-ui';

/** The home page's BOGO deals and top sellers (GET /api/featured); a failure only leaves the section out. */
export function useFeatured() {
  return useQuery(featuredQuery);
}
