/**
 * The one TanStack Query client of a page. shared-ui is a Module Federation singleton, so the
 * shell (or the standalone console) provides this client and every remote's hooks use it: server
 * state (cart, lists, totals) lives in its cache; zustand keeps only client state.
 */
import { QueryClient } from '@tanstack/react-query';
import { useSession } from '../stores/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    // A refusal is shown at once (spec §8); a second try would only repeat it. Cached answers show
    // at once on a revisit and are refreshed in the background after 30 s.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// One person's data never shows to the next: a new sign-in starts from an empty cache, and a
// sign-out empties it once the screens that asked have settled (they are leaving anyway). Another
// tab may hand this one someone else's session in two steps (its token, then its user).
useSession.subscribe((state, previous) => {
  const otherPerson = state.user !== null && previous.user !== null && state.user._id !== previous.user._id;
  if (state.token === previous.token && !otherPerson) return;
  if (previous.token === null || state.user?._id !== previous.user?._id) {
    if (state.token === null) setTimeout(() => queryClient.clear(), 0);
    else queryClient.clear();
  }
});
