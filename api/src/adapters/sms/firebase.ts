import type { FastifyBaseLogger } from 'fastify';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { type PhoneProof, type PhoneVerifier, toE164 } from './phone-verifier';

/**
 * Firebase phone auth: the browser signs in to Firebase with the SMS code; the server accepts the
 * resulting ID token only when firebase-admin verifies it for this project, it comes from phone
 * sign-in, and its phone number is the user's. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
 * talks to the Auth emulator and accepts its (unsigned) tokens.
 */
export class FirebasePhoneVerifier implements PhoneVerifier {
  readonly provider = 'firebase' as const;
  private readonly app: App;
  private readonly auth: Auth;
  private readonly log: FastifyBaseLogger;

  constructor(options: { projectId: string; authEmulatorHost: string | null; log: FastifyBaseLogger }) {
    // firebase-admin reads the emulator address from the environment only.
    if (options.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
    this.app = initializeApp({ projectId: options.projectId }, `fireworks-sms-${newId()}`);
    this.auth = getAuth(this.app);
    this.log = options.log;
  }

  async sendCode(): Promise<void> {
    throw new AppError('INVALID_DATA', 'auth:errors.firebaseOnly');
  }

  async confirm(phone: string, proof: PhoneProof): Promise<void> {
    if (!('idToken' in proof)) throw new AppError('INVALID_DATA', 'auth:errors.firebaseOnly');
    let decoded: Awaited<ReturnType<Auth['verifyIdToken']>>;
    try {
      decoded = await this.auth.verifyIdToken(proof.idToken);
    } catch (error) {
      this.log.warn({ err: error }, 'Firebase ID token refused');
      throw new AppError('INVALID_DATA', 'auth:errors.firebaseTokenInvalid');
    }
    if (decoded.firebase?.sign_in_provider !== 'phone') throw new AppError('INVALID_DATA', 'auth:errors.firebaseTokenInvalid');
    if (decoded.phone_number !== toE164(phone)) throw new AppError('INVALID_DATA', 'auth:errors.firebasePhoneMismatch');
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}
