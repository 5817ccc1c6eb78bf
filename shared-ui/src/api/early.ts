/**
 * Answers the page started before its code ran: on a first visit the server's inline script
 * (api/src/plugins/first-screen.ts) fetches the first screen's remote manifest and API reads with
 * the session's token, so they travel with the code instead of after it. Each is adopted once, by
 * the same method and URL, only with the same token and only in the page's first seconds; the
 * first request that may change data (not adopted) drops what is left, so no stale answer follows a change.
 */
interface EarlyAnswers {
  at: number;
  token: string | null;
  responses: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __fwEarly?: EarlyAnswers;
  }
}

/** Later than this after the page started, an answer is no longer "the first screen's". */
const FRESH_MS = 15_000;

/**
 * The early answer for this request, taken (the next one fetches). `token` undefined: a request
 * without a session (the manifest), adopted whatever the session.
 */
export function takeEarly(method: string, url: string, token?: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__fwEarly;
  if (!early) return null;
  const key = `${method} ${new URL(url, window.location.href).href}`;
  const pending = early.responses[key];
  if (!pending) return null;
  delete early.responses[key];
  if ((token !== undefined && token !== early.token) || Date.now() - early.at > FRESH_MS) return null;
  return pending;
}

/** Forgets every early answer not yet adopted. */
export function dropEarly(): void {
  if (typeof window !== 'undefined') window.__fwEarly = undefined;
}
