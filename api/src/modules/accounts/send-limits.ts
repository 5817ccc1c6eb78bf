/**
 * Per-address limits on what the shop sends on request (ARCHITECTURE §5): one-time codes and
 * recovery e-mails alike, a new send at most every 45 s and at most 5 an hour. Security timers use
 * the real time, never the business clock (SHOP_NOW).
 */
const RESEND_AFTER_MS = 45 * 1000;
export const MAX_SENDS_PER_HOUR = 5;
export const HOUR_MS = 60 * 60 * 1000;

/** Whole seconds still to wait after the latest send to an address, or null when it may be sent now. */
export function secondsUntilResend(latest: Date | undefined, now: Date): number | null {
  if (!latest) return null;
  const since = now.getTime() - latest.getTime();
  return since < RESEND_AFTER_MS ? Math.ceil((RESEND_AFTER_MS - since) / 1000) : null;
}
