/**
 * The session keeper of spec §4, one for the shell and the standalone console: the stored
 * session is refreshed at start (the app says how), the token is re-verified and renewed every
 * 50 minutes, and any 401 signs out. A refusal ends the session; a network blip keeps it.
 */
import { useEffect, useRef } from 'react';
import { ApiError, api, setForbiddenHandler, setUnauthorizedHandler } from '../api/client';
import { selectIsStaff, useSession } from '../stores/session';

/** Token re-verification period: 3,000,000 ms (spec §9). */
export const TOKEN_CHECK_INTERVAL_MS = 3_000_000;

/** Statuses by which the server refuses a token or its user: only these end a session. */
const REFUSALS = new Set([401, 403]);

/**
 * Ends the session only when the server refused it (401/403). Anything else keeps it: a request
 * aborted by a page navigation right after sign-in, the network failing, a 5xx.
 */
export function signOutIfRefused(error: unknown): void {
  if (error instanceof ApiError && REFUSALS.has(error.status)) useSession.getState().signOut();
}

/**
 * Logout: the session ends on the server (POST /api/logout, so the token stops working everywhere)
 * and here at once; the call is sent before the token is forgotten, and its failure changes nothing.
 */
export function logout(): Promise<void> {
  const ending = useSession.getState().token
    ? api('POST /api/logout').then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  useSession.getState().signOut({ loggedOut: true });
  return ending;
}

/** Re-verifies the token and keeps the renewed one; a refusal ends the session. */
export async function verifyToken(): Promise<void> {
  try {
    const { token } = await api('POST /api/verify-token');
    useSession.getState().setToken(token);
  } catch (error) {
    signOutIfRefused(error);
  }
}

/**
 * A 401 from any call signs out with the server's reason (shown on the login screen). The keeper
 * installs this on mount; a start-up that calls the API before the first render installs it first.
 */
export function signOutOnUnauthorized(): void {
  setUnauthorizedHandler((reason) => useSession.getState().signOut({ reason }));
}

let userRead: Promise<void> | null = null;

/**
 * Reads the signed-in user again (POST /api/getuser) and keeps the answer, one read at a time: the
 * menus and buttons drawn from the staff permissions follow a change the owner made meanwhile in
 * another tab, device or process (issue 41), instead of offering what the server now refuses.
 */
function refreshSignedInUser(): Promise<void> {
  userRead ??= api('POST /api/getuser')
    .then((user) => {
      if (useSession.getState().token) useSession.getState().setUser(user);
    })
    .catch(signOutIfRefused)
    .finally(() => {
      userRead = null;
    });
  return userRead;
}

/**
 * The user is read again when the server refuses a call (403: a permission this screen thought it
 * had), and when a staff member comes back to the tab (the owner may have changed their permissions
 * while it was in the background).
 */
function followPermissionChanges(): () => void {
  setForbiddenHandler(() => void refreshSignedInUser());
  const onVisible = () => {
    if (document.visibilityState === 'visible' && selectIsStaff(useSession.getState())) void refreshSignedInUser();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    setForbiddenHandler(null);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** @param refresh what a stored session reloads at start (the shell: user and cart; the console: the admin). */
export function useSessionKeeper(refresh: () => Promise<unknown>): void {
  const hasToken = useSession((s) => s.token !== null);
  const startRefresh = useRef(refresh);

  useEffect(() => {
    signOutOnUnauthorized();
    const stopFollowing = followPermissionChanges();
    if (useSession.getState().token) void startRefresh.current();
    return () => {
      setUnauthorizedHandler(null);
      stopFollowing();
    };
  }, []);

  useEffect(() => {
    if (!hasToken) return;
    const timer = window.setInterval(() => void verifyToken(), TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hasToken]);
}
