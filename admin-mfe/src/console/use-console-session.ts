import { api, roleOf, signOutIfRefused, useSession, useSessionKeeper } from 'shared-ui';

/** A stored session is checked at start: the staff member may have been removed, or lost every permission. */
async function refreshAdmin(): Promise<void> {
  try {
    const user = await api('POST /api/getuser');
    if (roleOf(user) === 'admin') useSession.getState().setUser(user);
    else useSession.getState().signOut();
  } catch (error) {
    signOutIfRefused(error);
  }
}

/** The console keeps its session with the shell's keeper (shared-ui): checked at start, renewed every 50 minutes, 401 signs out. */
export function useConsoleSession(): void {
  useSessionKeeper(refreshAdmin);
}
