import type { FastifyBaseLogger } from 'fastify';
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
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
  /**
   * firebase-admin (~10 MB resident with its Google auth libraries) is imported here, when this
   * provider is chosen, not by every server that sends codes to the outbox (issue 13 item 6).
   */
  private readonly client: Promise<{ app: App; auth: Auth }>;
  private readonly log: FastifyBaseLogger;

  constructor(options: { projectId: string; authEmulatorHost: string | null; log: FastifyBaseLogger }) {
    // firebase-admin reads the emulator address from the environment only.
    if (options.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
    this.client = Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]).then(([{ initializeApp }, { getAuth }]) => {
      const app = initializeApp({ projectId: options.projectId }, `fireworks-sms-${newId()}`);
      return { app, auth: getAuth(app) };
    });
    // A failure surfaces on each use (confirm), not as an unhandled rejection.
    this.client.catch(() => {});
    this.log = options.log;
  }

  async sendCode(): Promise<void> {
    throw new AppError('INVALID_DATA', 'auth:errors.firebaseOnly');
  }

  async confirm(phone: string, proof: PhoneProof): Promise<void> {
    if (!('idToken' in proof)) throw new AppError('INVALID_DATA', 'auth:errors.firebaseOnly');
    const { auth } = await this.client;
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

  async close(): Promise<void> {
    const { app } = await this.client;
    const { deleteApp } = await import('firebase-admin/app');
    await deleteApp(app);
  }
}
