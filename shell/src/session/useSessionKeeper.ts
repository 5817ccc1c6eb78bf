import { useEffect } from 'react';
import { setUnauthorizedHandler, useSession } from 'shared-ui';
import { loadUserAndCart, TOKEN_CHECK_INTERVAL_MS, verifyToken } from './session-actions';

/**
 * Keeps the session honest while the app is open: refreshes the user and cart of a stored token
 * at start (sign-in loads its own), re-verifies and renews the token every 50 minutes, and signs
 * out on any 401.
 */
export function useSessionKeeper(): void {
  const hasToken = useSession((s) => s.token !== null);

  useEffect(() => {
    setUnauthorizedHandler(() => useSession.getState().signOut());
    if (useSession.getState().token) void loadUserAndCart();
    return () => setUnauthorizedHandler(null);
  }, []);

  useEffect(() => {
    if (!hasToken) return;
    const timer = window.setInterval(() => void verifyToken(), TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hasToken]);
}
