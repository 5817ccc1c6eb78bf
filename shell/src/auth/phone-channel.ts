/**
 * How the phone screen gets a code to the customer and a proof back to the server, per the
 * configured SMS provider (ARCHITECTURE §3): the server's outbox codes, or Firebase phone auth in
 * the browser. The Firebase SDK is downloaded only here, and only when Firebase is the provider.
 */
import type { RuntimeConfig } from '@fireworks/core/contract';
import { ApiError } from 'shared-ui';
import { authApi } from './api';
import { type PhoneChannel, PhoneChannelUnavailable } from './phone-types';

// The channel's types live apart, so the Firebase channel (loaded on demand) and this module do not import each other.
export { type PhoneChannel, PhoneChannelUnavailable, type PhoneProof, WrongCode } from './phone-types';

function outboxChannel(): PhoneChannel {
  let sent = false;
  return {
    async send(phone) {
      try {
        await authApi.sendPhoneCode(phone);
      } catch (error) {
        // 429: a code went to this number moments ago (e.g. from another browser, which this one
        // cannot remember). The server holds it and checks phone + code, so that code is accepted.
        if (error instanceof ApiError && error.status === 429) sent = true;
        throw error;
      }
      sent = true;
      return null;
    },
    resume() {
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
