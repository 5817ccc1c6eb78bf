/**
 * The customer's last cart totals, remembered per customer in localStorage so a return to the cart
 * (even after a reload) shows numbers at once while the server's fresh quote is asked for. Only a
 * placeholder: checkout waits for the fresh answer.
 */
import type { CartTotalsResponse } from '@fireworks/core/contract';
import { useSession } from 'shared-ui';

const key = (userId: string) => `fw-cart-totals:${userId}`;

export function readTotalsSnapshot(userId: string): CartTotalsResponse | undefined {
  try {
    const raw = localStorage.getItem(key(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' && typeof (parsed as CartTotalsResponse).subtotal === 'number'
      ? (parsed as CartTotalsResponse)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeTotalsSnapshot(userId: string, totals: CartTotalsResponse): void {
  // An answer landing after the sign-out (shared-ui forgot the snapshot) is not written back.
  if (useSession.getState().user?._id !== userId) return;
  try {
    localStorage.setItem(key(userId), JSON.stringify(totals));
  } catch {
    // storage unavailable or full: the next visit asks the server first, as before
  }
}
