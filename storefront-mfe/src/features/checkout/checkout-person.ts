/**
 * Checkout state belongs to one person. It starts over on a Logout or when someone else signs in
 * (the next person at the device never sees it), and it outlives a session that ended by itself:
 * the customer signs in again, is returned to /checkout and finds what they had chosen and typed.
 * Only memory keeps it across that sign-in; the tab's storage is cleared at every sign-out.
 */

import { useSession } from 'shared-ui';

export function startOverForNextPerson(reset: () => void): void {
  let owner = useSession.getState().user?._id ?? null;
  useSession.subscribe((state) => {
    const loggedOut = state.token === null && state.loggedOut;
    const someoneElse = state.user !== null && state.user._id !== owner;
    if (!loggedOut && !someoneElse) return;
    owner = state.user?._id ?? null;
    reset();
  });
}
