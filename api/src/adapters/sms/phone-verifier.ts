/** What every phone verification provider offers (index.ts names the providers). */
import type { Language } from '@fireworks/core/i18n';

export type SmsProviderName = 'outbox' | 'firebase';

/** What the customer sends back as proof of holding the phone. */
export type PhoneProof = { code: string } | { idToken: string };

export interface PhoneVerifier {
  readonly provider: SmsProviderName;
  /**
   * Sends a code to a 10-digit phone number, for the account `asker` (the firebase provider
   * refuses: the browser sends).
   */
  sendCode(phone: string, language: Language, asker?: string | null): Promise<void>;
  /** Resolves when the proof shows the caller holds the phone; throws an AppError otherwise. */
  confirm(phone: string, proof: PhoneProof): Promise<void>;
  close(): Promise<void>;
}

/** Numbers are stored as 10 digits and sent as +1 and the number (ARCHITECTURE §5). */
export function toE164(phone: string): string {
  return `+1${phone}`;
}
