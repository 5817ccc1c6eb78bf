/** The audit log, newest first, 100 entries a page, older pages on demand (GET /api/audit-log?limit=&offset=&actor=). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from 'shared-ui';

const PAGE_SIZE = 100;

/** `actor`: one person's entries only (?actor=, issue 41); '' for everyone's. */
export function useAuditLog(actor = '') {
  return useInfiniteQuery({
    queryKey: ['audit-log', actor],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/audit-log', {
        query: { limit: String(PAGE_SIZE), ...(pageParam ? { offset: String(pageParam) } : {}), ...(actor ? { actor } : {}) },
        signal,
      }),
    // The next page starts after every entry loaded so far; a short page is the last one.
    getNextPageParam: (last, pages) => (last.length < PAGE_SIZE ? undefined : pages.reduce((n, page) => n + page.length, 0)),
    // Entries written meanwhile shift the offsets: an entry already shown is dropped.
    select: (data) => {
      const seen = new Set<string>();
      return data.pages.flat().filter((entry) => !seen.has(entry._id) && seen.add(entry._id));
    },
  });
}
