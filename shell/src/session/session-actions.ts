/**
 * Session transitions of spec §4: sign-in stores the token, then loads the user and the cart (into
 * the query cache); a refused token check or user load signs out. A network failure keeps the
 * session: a page left while its user load is in flight aborts that load, and must not sign out
 * the page the browser goes to. Cart load failures are only logged.
 */
import type { User } from '@fireworks/core/contract';
import { api, loadCart, roleOf, signOutIfRefused, useSession } from 'shared-ui';
import { loadBackOfficeFrame } from '../layout/app-layout';

// The token check lives with the session keeper in shared-ui (the console uses it too).
export { TOKEN_CHECK_INTERVAL_MS, verifyToken } from 'shared-ui';

/** Loads the signed-in user and cart; signs out when the server refuses the user. */
async function loadUserAndCart(): Promise<boolean> {
  try {
    const user = await api('POST /api/getuser');
    // Staff work in the back office: its code first, so their frame is drawn once (a failure to
    // load it is the frame's to show).
    if (roleOf(user) === 'admin') await loadBackOfficeFrame().catch(() => {});
    useSession.getState().setUser(user);
  } catch (error) {
    signOutIfRefused(error);
    return false;
  }
  await loadCart();
  return true;
}

let storedSessionRefresh: Promise<boolean> | null = null;

/**
 * The stored session's refresh at start, run once: the start-up begins it before the code of the
 * first screen arrives (the user and cart load alongside it, not after its first render), and the
 * session keeper's start shares the same requests.
 */
export function refreshStoredSession(): Promise<boolean> {
  storedSessionRefresh ??= loadUserAndCart();
  return storedSessionRefresh;
}

export async function completeSignIn(token: string, user: User): Promise<void> {
  // The owner is staff from the login answer on (other staff once getuser names their permissions).
  if (roleOf(user) === 'admin') await loadBackOfficeFrame().catch(() => {});
  useSession.getState().signIn(token, user);
  await loadUserAndCart();
}
