/**
 * Phone verification (spec §7, ARCHITECTURE §3): two providers behind one interface.
 * - outbox: the server makes a 6-digit code, sends it as an SMS to the dev outbox and the log,
 *   and checks what the customer types.
 * - firebase: the browser asks Firebase to send and check the code (+1 prefix, invisible
 *   reCAPTCHA); the server checks the Firebase ID token it ends with and its phone number.
 */
export { FirebasePhoneVerifier } from './firebase';
export { type CodeStore, OutboxPhoneVerifier } from './outbox';
export { type PhoneProof, type PhoneVerifier, type SmsProviderName, toE164 } from './phone-verifier';
