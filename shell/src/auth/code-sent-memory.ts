/**
 * Remembers, per browser, that a phone code was just sent, so /sms-verify opened again within the
 * 45 s resend wait (a reload, a second login) neither sends another code (the server would refuse
 * it) nor forgets the one on its way: it shows the wait and accepts that code.
 */
import { RESEND_SECONDS } from 'shared-ui/forms';

const KEY = 'phoneCodeSent';

type CodeSent = { phone: string; sentAt: number; verificationId: string | null };

export function rememberCodeSent(phone: string, verificationId: string | null, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ phone, sentAt: now, verificationId } satisfies CodeSent));
  } catch {
    // storage unavailable: a reload sends a new code, as before
  }
}

export function forgetCodeSent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing remembered
  }
}

/** The code sent to this number less than 45 s ago, with the seconds left of the wait. */
export function recentCodeSent(phone: string, now = Date.now()): { secondsLeft: number; verificationId: string | null } | null {
  let sent: CodeSent;
  try {
    sent = JSON.parse(localStorage.getItem(KEY) ?? 'null') as CodeSent;
  } catch {
    return null;
  }
  if (sent?.phone !== phone) return null;
  const secondsLeft = RESEND_SECONDS - Math.floor((now - sent.sentAt) / 1000);
  return secondsLeft > 0 && secondsLeft <= RESEND_SECONDS ? { secondsLeft, verificationId: sent.verificationId } : null;
}
