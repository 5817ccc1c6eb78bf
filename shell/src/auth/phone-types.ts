/** What a phone channel (outbox codes or Firebase phone auth, see phone-channel.ts) offers the phone screen. */
export type PhoneProof = { code: string } | { idToken: string };

export interface PhoneChannel {
  /** Sends a code to the 10-digit number; answers what `resume` needs later (Firebase: the verification id). */
  send(phone: string): Promise<string | null>;
  /** Takes up a code sent earlier (before a reload or a second login), so it can still be typed in. */
  resume(verificationId: string | null): void;
  /** True once a code was sent (Firebase: a verification id exists). */
  readonly hasVerification: boolean;
  /** Turns the typed code into what /api/verify-phone accepts (Firebase checks the code here). */
  proofFor(code: string): Promise<PhoneProof>;
  dispose(): void;
}

/** Raised when the Firebase SDK or its settings are missing ('Firebase Authentication is not initialized.'). */
export class PhoneChannelUnavailable extends Error {}

/** Firebase rejected the typed code. */
export class WrongCode extends Error {}
