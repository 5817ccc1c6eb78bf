import { useRef } from 'react';

/** A random key for the Idempotency-Key header: a retried Create Order or payment is never made twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues works everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per submit: sending the same request again (a retry after a failure or a lost
 * answer) keeps its key, so the server answers it once; another request, or any request after
 * `done()` (the last one succeeded: the next identical one is a new payment), gets a new key.
 */
export function useRequestKey(): { keyFor: (request: unknown) => string; done: () => void } {
  const last = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (last.current?.request !== text) last.current = { request: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    done() {
      last.current = null;
    },
  };
}
