/**
 * How the phone screen gets a code to the customer and a proof back to the server, per the
 * configured SMS provider (ARCHITECTURE §3): the server's outbox codes, or Firebase phone auth in
 * the browser. The Firebase SDK is downloaded only here, and only when Firebase is the provider.
 */
import type { RuntimeConfig } from '@fireworks/core/contract';
import { authApi } from './auth-api';

export type PhoneProof = { code: string } | { idToken: string };

export interface PhoneChannel {
  /** Sends a code to the 10-digit number. */
  send(phone: string): Promise<void>;
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

function outboxChannel(): PhoneChannel {
  let sent = false;
  return {
    async send(phone) {
      await authApi.sendPhoneCode(phone);
      sent = true;
    },
    get hasVerification() {
      return sent;
    },
    proofFor: async (code) => ({ code }),
    dispose() {},
  };
}

export async function openPhoneChannel(
  config: Pick<RuntimeConfig, 'smsProvider' | 'firebase'>,
  recaptchaHost: HTMLElement,
): Promise<PhoneChannel> {
  if (config.smsProvider !== 'firebase') return outboxChannel();
  if (!config.firebase) throw new PhoneChannelUnavailable('no Firebase settings');
  try {
    const { firebasePhoneChannel } = await import(/* webpackChunkName: "firebase-phone" */ './firebase-phone');
    return firebasePhoneChannel(config.firebase, recaptchaHost);
  } catch (error) {
    throw new PhoneChannelUnavailable((error as Error).message);
  }
}
