/**
 * What a browser remembers for one person besides the session itself (cart totals and the cart's
 * last lines in localStorage; the checkout choices and a pending request's Idempotency-Key in the
 * tab's sessionStorage). All of it is forgotten when the session ends, so the next person at the
 * same device never sees it.
 */

/** localStorage keys `<prefix><userId>` written by the remotes (storefront-mfe's cart screen). */
const USER_STORAGE_PREFIXES = ['fw-cart-totals:', 'fw-cart-seen:'] as const;
/** sessionStorage keys holding one person's choices (storefront-mfe's checkout options). */
const USER_TAB_STORAGE_KEYS = ['fireworks-checkout'] as const;
/**
 * sessionStorage keys `<prefix><name>` holding a request's Idempotency-Key while its answer is
 * awaited (shared-ui/forms' useRequestKey with `keep`, e.g. storefront-mfe's Create Order).
 */
export const REQUEST_KEY_STORAGE_PREFIX = 'fw-request-key:';

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
}

/** Removes every person's entries (not only the last user's: a crashed tab may have left others). */
export function forgetUserStorage(): void {
  try {
    for (const key of keysOf(localStorage)) {
      if (USER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
    }
    for (const key of USER_TAB_STORAGE_KEYS) sessionStorage.removeItem(key);
    for (const key of keysOf(sessionStorage)) {
      if (key.startsWith(REQUEST_KEY_STORAGE_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing was kept
  }
}
