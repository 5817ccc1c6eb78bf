/**
 * Session transitions of spec §4: sign-in stores the token, then loads the user and the cart;
 * a failed token check or user load signs out. Cart load failures are only logged.
 */
import type { CartItem, User } from '@fireworks/core/contract';
import { api, useSession } from 'shared-ui';

/** Token re-verification period: 3,000,000 ms (spec §9). */
export const TOKEN_CHECK_INTERVAL_MS = 3_000_000;

export async function loadCart(): Promise<void> {
  try {
    const { cart } = await api.get<{ cart: CartItem[] }>('/api/get-cart');
    useSession.getState().setCart(cart);
  } catch (error) {
    console.error('Failed to fetch cart from database', error);
  }
}

/** Loads the signed-in user and cart; signs out when the user cannot be loaded. */
export async function loadUserAndCart(): Promise<boolean> {
  try {
    const user = await api.post<User>('/api/getuser');
    useSession.getState().setUser(user);
  } catch {
    useSession.getState().signOut();
    return false;
  }
  await loadCart();
  return true;
}

export async function completeSignIn(token: string, user: User): Promise<void> {
  useSession.getState().signIn(token, user);
  await loadUserAndCart();
}

/** Re-verifies the token and keeps the renewed one; a refusal ends the session. */
export async function verifyToken(): Promise<void> {
  try {
    const { token } = await api.post<{ valid: boolean; token: string }>('/api/verify-token');
    useSession.getState().setToken(token);
  } catch (error) {
    // A network blip keeps the session; a refusal from the server ends it.
    if ((error as { isNetworkError?: boolean }).isNetworkError) return;
    useSession.getState().signOut();
  }
}
