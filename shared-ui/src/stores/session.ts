/**
 * The session (spec §3/§4): token and user kept in local storage (keys `token` and `user`). Client
 * state only: the cart and every other server answer live in the query cache (src/data). One store
 * shared by the shell and every remote (shared-ui is a Module Federation singleton).
 */

import type { User } from '@fireworks/core/contract';
import { create } from 'zustand';
import { TOKEN_KEY } from '../api/client';
import { mayUse, roleOf, type ScreenPermission } from '../routes/route-list';
import { forgetUserStorage } from './user-storage';

/** The user as login answers it, with the staff permissions once getuser has answered (issue 41). */
export type SessionUser = User & { permissions?: string[] };

const USER_KEY = 'user';
/** Kept for the tab only, so a reload of /sms-verify stays on the code screen. */
const PENDING_PHONE_KEY = 'pendingPhone';

function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

function readStored(key: string, storage: () => Storage = () => localStorage): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null, storage: () => Storage = () => localStorage) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // storage unavailable (private mode): the session lives in memory only
  }
}

const tabStorage = () => sessionStorage;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** A phone number captured at sign-up or at a login refused for an unverified phone. */
  pendingPhone: string | null;
  /** True once the visitor logged out on purpose (not a refused token): the next sign-in starts at /homepage. */
  loggedOut: boolean;
  /** Why a session ended by itself, in the server's words (e.g. the approval was withdrawn); shown once by the login screen. */
  endedReason: string | null;
  signIn(token: string, user: SessionUser): void;
  /**
   * `loggedOut`: the visitor chose to leave (Logout), as opposed to a session that ended by itself;
   * `reason`: the server's sentence when it refused the session.
   */
  signOut(options?: { loggedOut?: boolean; reason?: string }): void;
  /** The login screen has shown `endedReason`. */
  forgetEndedReason(): void;
  setToken(token: string): void;
  setUser(user: SessionUser): void;
  setPendingPhone(phone: string | null): void;
}

export const useSession = create<SessionState>()((set, get) => ({
  token: readStored(TOKEN_KEY),
  user: readStoredUser(),
  pendingPhone: readStored(PENDING_PHONE_KEY, tabStorage),
  loggedOut: false,
  endedReason: null,
  signIn(token, user) {
    store(TOKEN_KEY, token);
    store(USER_KEY, JSON.stringify(user));
    set({ token, user, loggedOut: false, endedReason: null });
  },
  signOut(options) {
    store(TOKEN_KEY, null);
    store(USER_KEY, null);
    // Logout, a withdrawn approval or any 401: the person's cart totals and choices go with the session.
    forgetUserStorage();
    const loggedOut = options?.loggedOut === true;
    // A later sign-out without a reason (the token check after the 401) keeps the reason given first.
    set({ token: null, user: null, loggedOut, endedReason: loggedOut ? null : (options?.reason ?? get().endedReason) });
  },
  forgetEndedReason() {
    set({ endedReason: null });
  },
  setToken(token) {
    store(TOKEN_KEY, token);
    set({ token });
  },
  setUser(user) {
    const saved = JSON.stringify(user);
    // The same user answered again (every start's getuser): keep the object, so nothing that
    // reads it (the route table, the whole screen under it) draws again for no change.
    if (saved === JSON.stringify(get().user)) return;
    store(USER_KEY, saved);
    set({ user });
  },
  setPendingPhone(pendingPhone) {
    store(PENDING_PHONE_KEY, pendingPhone, tabStorage);
    set({ pendingPhone });
  },
}));

/**
 * Another tab of the same browser signed out, signed in (perhaps as someone else), renewed the token
 * or changed the user: this tab follows what it stored, so it never keeps showing a person who left
 * (its calls would carry no token, or the next person's, over the last person's cart and screens).
 */
function followStoredSession(): void {
  const token = readStored(TOKEN_KEY);
  const state = useSession.getState();
  if (token === null) {
    if (state.token !== null) state.signOut();
    return;
  }
  const user = readStoredUser();
  // The user is written just after the token: its own event brings it.
  if (!user) return;
  if (token === state.token && JSON.stringify(user) === JSON.stringify(state.user)) return;
  const samePerson = state.token !== null && user._id === state.user?._id;
  useSession.setState(samePerson ? { token, user } : { token, user, loggedOut: false, endedReason: null });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) followStoredSession();
  });
}

export const selectIsAdmin = (state: SessionState): boolean => state.user?.admin === true;

/** Staff: the owner, or anyone getuser answered permissions for; they work in the back office. */
export const selectIsStaff = (state: SessionState): boolean => roleOf(state.user) === 'admin';

/** Whether the signed-in person may use what needs `permission` (buttons needing another one are left out). */
export function useCan(permission: ScreenPermission | undefined): boolean {
  return useSession((state) => mayUse(state.user, permission));
}

/** The badge text: the count, capped at 99+. */
export function cartBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
