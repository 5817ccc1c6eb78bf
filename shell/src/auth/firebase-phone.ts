/**
 * Firebase phone auth in the browser (spec §7): the number goes with a +1 prefix behind an
 * invisible reCAPTCHA, the auth language follows the device, and persistence is tried in the
 * order indexed database, local storage, session storage. The ID token that the code confirmation
 * yields is the proof the server checks; the Firebase session itself is not kept.
 */

import type { RuntimeConfig } from '@fireworks/core/contract';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  PhoneAuthProvider,
  RecaptchaVerifier,
  signInWithCredential,
  signInWithPhoneNumber,
  signOut,
} from 'firebase/auth';
import { type PhoneChannel, WrongCode } from './phone-types';

type FirebaseWebConfig = NonNullable<RuntimeConfig['firebase']>;

const WRONG_CODE_ERRORS = new Set(['auth/invalid-verification-code', 'auth/code-expired', 'auth/missing-verification-code']);

let appCount = 0;

export function firebasePhoneChannel(config: FirebaseWebConfig, recaptchaHost: HTMLElement): PhoneChannel {
  appCount += 1;
  const app = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain ?? undefined, projectId: config.projectId },
    `fireworks-phone-${appCount}`,
  );
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  // biome-ignore lint/correctness/useHookAtTopLevel: Firebase's method (auth language from the device), not a React hook
  auth.useDeviceLanguage();
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  let verifier: RecaptchaVerifier | null = null;
  /** The verification id of the last code sent (kept by the screen across a reload). */
  let verificationId: string | null = null;

  /** A fresh invisible reCAPTCHA for every send (a used one cannot be reset reliably). */
  function newVerifier(): RecaptchaVerifier {
    verifier?.clear();
    const container = document.createElement('div');
    recaptchaHost.replaceChildren(container);
    verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
    return verifier;
  }

  return {
    async send(phone) {
      ({ verificationId } = await signInWithPhoneNumber(auth, `+1${phone}`, newVerifier()));
      return verificationId;
    },
    resume(earlierId) {
      verificationId = earlierId;
    },
    get hasVerification() {
      return verificationId !== null;
    },
    async proofFor(code) {
      if (!verificationId) throw new WrongCode('no verification id');
      try {
        const credential = await signInWithCredential(auth, PhoneAuthProvider.credential(verificationId, code));
        const idToken = await credential.user.getIdToken();
        await signOut(auth);
        return { idToken };
      } catch (error) {
        if (WRONG_CODE_ERRORS.has((error as { code?: string }).code ?? '')) throw new WrongCode((error as Error).message);
        throw error;
      }
    },
    dispose() {
      verifier?.clear();
      void deleteApp(app);
    },
  };
}
