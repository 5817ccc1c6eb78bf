import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { AppError } from '../../shared/errors';
import { type LazyFirebaseApp, lazyFirebaseApp } from '../firebase-app';
import { type PhoneProof, type PhoneVerifier, toE164 } from './phone-verifier';

/**
 * Firebase phone auth: the browser signs in to Firebase with the SMS code; the server accepts the
 * resulting ID token only when firebase-admin verifies it for this project, it comes from phone
 * sign-in, and its phone number is the user's. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
 * talks to the Auth emulator and accepts its (unsigned) tokens.
 */
export class FirebasePhoneVerifier implements PhoneVerifier {
  readonly provider = 'firebase' as const;
  /** firebase-admin is imported when this provider is chosen (see firebase-app.ts). */
  private readonly firebase: LazyFirebaseApp<{ auth: Auth }>;
  private readonly log: FastifyBaseLogger;

  constructor(options: { projectId: string; authEmulatorHost: string | null; log: FastifyBaseLogger }) {
    // firebase-admin reads the emulator address from the environment only.
    if (options.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
    this.firebase = lazyFirebaseApp({ projectId: options.projectId }, 'sms', async (app) => ({
      auth: (await import('firebase-admin/auth')).getAuth(app),
    }));
    this.log = options.log;
  }

  async sendCode(): Promise<void> {
    throw new AppError('INVALID_DATA', 'auth:errors.firebaseOnly');
  }

  async confirm(phone: string, proof: PhoneProof): Promise<void> {
    if (!('idToken' in proof)) throw new AppError('INVALID_DATA', 'auth:errors.firebaseOnly');
    const { auth } = await this.firebase.client;
    let decoded: Awaited<ReturnType<Auth['verifyIdToken']>>;
    try {
      decoded = await auth.verifyIdToken(proof.idToken);
    } catch (error) {
      this.log.warn({ err: error }, 'Firebase ID token refused');
      throw new AppError('INVALID_DATA', 'auth:errors.firebaseTokenInvalid');
    }
    if (decoded.firebase?.sign_in_provider !== 'phone') throw new AppError('INVALID_DATA', 'auth:errors.firebaseTokenInvalid');
    if (decoded.phone_number !== toE164(phone)) throw new AppError('INVALID_DATA', 'auth:errors.firebasePhoneMismatch');
  }

  close(): Promise<void> {
    return this.firebase.close();
  }
}
