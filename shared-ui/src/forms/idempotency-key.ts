import { useRef } from 'react';
import { REQUEST_KEY_STORAGE_PREFIX } from 'shared-ui';

/** A random key for the Idempotency-Key header: a retried Create Order or payment is never made twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues works everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A request's fingerprint for the tab's storage: what tells one request from another without
 * writing the request (a delivery address, say) to the browser's storage. Two 32-bit FNV-1a hashes
 * (64 bits): two different requests alike by chance are beyond any checkout's retries, and even
 * then the server refuses a key sent again with another request (409) rather than mixing them up.
 */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

interface Pending {
  /** The request itself in memory; its fingerprint when kept in the tab's storage. */
  request: string;
  key: string;
}

function readKept(slot: string): Pending | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(slot) ?? 'null') as Partial<Pending> | null;
    return typeof kept?.request === 'string' && typeof kept.key === 'string' ? { request: kept.request, key: kept.key } : null;
  } catch {
    return null; // storage unavailable or unreadable: nothing was kept
  }
}

function keep(slot: string, pending: Pending | null): void {
  try {
    if (pending) sessionStorage.setItem(slot, JSON.stringify(pending));
    else sessionStorage.removeItem(slot);
  } catch {
    // storage unavailable (private mode): the key lives while the screen does, as without `keep`
  }
}

/**
 * One Idempotency-Key per submit: sending the same request again (a retry after a failure or a lost
 * answer) keeps its key, so the server answers it once; another request, or any request after
 * `done()` (the last one succeeded: the next identical one is a new payment), gets a new key.
 *
 * `keep` names the request for the browser tab: its key until `done()` is then kept in the tab's
 * sessionStorage (the key and a fingerprint of the request, never the request), so a customer who
 * leaves the screen after a lost answer and comes back (or reloads) sends the same request under
 * the same key. Forgotten at every sign-out with the person's other tab storage (user-storage).
 * Without `keep`, the key lives while the screen does.
 */
export function useRequestKey(options: { keep?: string } = {}): { keyFor: (request: unknown) => string; done: () => void } {
  const slot = options.keep ? REQUEST_KEY_STORAGE_PREFIX + options.keep : null;
  const last = useRef<Pending | null | undefined>(undefined);
  const pending = (): Pending | null => {
    if (last.current === undefined) last.current = slot ? readKept(slot) : null;
    return last.current;
  };
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      const id = slot ? fingerprint(text) : text;
      const known = pending();
      if (known?.request === id) return known.key;
      last.current = { request: id, key: newIdempotencyKey() };
      if (slot) keep(slot, last.current);
      return last.current.key;
    },
    done() {
      last.current = null;
      if (slot) keep(slot, null);
    },
  };
}
