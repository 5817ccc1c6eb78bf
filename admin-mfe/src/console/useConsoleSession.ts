import type { User } from '@fireworks/core/contract';
import { useEffect } from 'react';
import { ApiError, api, setUnauthorizedHandler, useSession } from 'shared-ui';

/** Token re-verification period of spec §9 (50 minutes), as in the shell. */
export const TOKEN_CHECK_INTERVAL_MS = 3_000_000;

/** A refusal from the server ends the session; a network blip keeps it. */
function signOutUnlessOffline(error: unknown) {
  if (error instanceof ApiError && error.isNetworkError) return;
  useSession.getState().signOut();
}

/**
 * The console keeps its session honest like the shell does: a stored token is checked at start
 * (the admin may have been removed meanwhile), renewed every 50 minutes, and any 401 signs out.
 */
export function useConsoleSession(): void {
  const hasToken = useSession((s) => s.token !== null);

  useEffect(() => {
    setUnauthorizedHandler(() => useSession.getState().signOut());
    if (useSession.getState().token) {
      api
        .post<User>('/api/getuser')
        .then((user) => (user.admin ? useSession.getState().setUser(user) : useSession.getState().signOut()))
        .catch(signOutUnlessOffline);
    }
    return () => setUnauthorizedHandler(null);
  }, []);

  useEffect(() => {
    if (!hasToken) return;
    const timer = window.setInterval(() => {
      api
        .post<{ token: string }>('/api/verify-token')
        .then(({ token }) => useSession.getState().setToken(token))
        .catch(signOutUnlessOffline);
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hasToken]);
}
