/**
 * Phone verification (spec §7, ARCHITECTURE §3): two providers behind one interface.
 * - outbox: the server makes a 6-digit code, sends it as an SMS to the dev outbox and the log,
 *   and checks what the customer types.
 * - firebase: the browser asks Firebase to send and check the code (+1 prefix, invisible
 *   reCAPTCHA); the server checks the Firebase ID token it ends with and its phone number.
 */
import type { Language } from '@fireworks/core/i18n';

export type SmsProviderName = 'outbox' | 'firebase';

/** What the customer sends back as proof of holding the phone. */
export type PhoneProof = { code: string } | { idToken: string };

export interface PhoneVerifier {
  readonly provider: SmsProviderName;
  /** Sends a code to a 10-digit phone number (the firebase provider refuses: the browser sends). */
  sendCode(phone: string, language: Language): Promise<void>;
  /** Resolves when the proof shows the caller holds the phone; throws an AppError otherwise. */
  confirm(phone: string, proof: PhoneProof): Promise<void>;
  close(): Promise<void>;
}

/** Numbers are stored as 10 digits and sent as +1 and the number (ARCHITECTURE §5). */
export function toE164(phone: string): string {
  return `+1${phone}`;
}

export { FirebasePhoneVerifier } from './firebase';
export { type CodeStore, OutboxPhoneVerifier } from './outbox';
