/**
 * The account life cycle (spec §2–§8): sign-up with an invite code, phone verification, recovery
 * by e-mail, and the profile's e-mail and password changes. Login, getuser and token renewal live
 * in the auth module. Every route that sends a code or a mail, and sign-up, is rate limited.
 */

import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import { FirebasePhoneVerifier, OutboxPhoneVerifier, type PhoneVerifier } from '../../adapters/sms';
import { signToken } from '../../plugins/auth';
import { AppError } from '../../shared/errors';
import { toPublicUser } from '../../shared/users';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  EmailBody,
  ResetPasswordBody,
  SendVerificationEmailBody,
  SignupBody,
  VerifyPhoneBody,
} from './accounts.schemas';
import { createBackground } from './background';
import { phoneCodeStore, sendPhoneCode, verifyPhone } from './phone.service';
import { changeEmail, changePassword, sendEmailChangeCode } from './profile.service';
import { requestPasswordReset, resetPassword, sendUsernameEmail } from './recovery.service';
import { type SignupInput, signUp } from './signup.service';

/** Per client address; codes also have their own per-phone and per-address limits. */
const LIMITS = {
  signup: { max: 10, timeWindow: '10 minutes' },
  codeOrMail: { max: 5, timeWindow: '1 minute' },
  check: { max: 10, timeWindow: '1 minute' },
};

function createPhoneVerifier(app: FastifyInstance): PhoneVerifier {
  const { config, db } = app.ctx;
  if (config.smsProvider === 'firebase') {
    return new FirebasePhoneVerifier({
      projectId: config.firebase.projectId as string,
      authEmulatorHost: config.firebase.authEmulatorHost,
      log: app.log,
    });
  }
  return new OutboxPhoneVerifier({ codes: phoneCodeStore(db), dataDir: config.dataDir, log: app.log });
}

export default async function accountRoutes(app: FastifyInstance) {
  const phoneVerifier = createPhoneVerifier(app);
  app.addHook('onClose', () => phoneVerifier.close());
  const background = createBackground(app);

  app.post('/signup', { schema: { body: SignupBody }, config: { public: true, rateLimit: LIMITS.signup } }, async (request, reply) => {
    const user = await signUp(app.ctx.db, (request.body ?? {}) as SignupInput, request.language);
    return reply.status(201).send({ message: translator(request.language)('auth:messages.signedUp'), phonenumber: user.phonenumber });
  });

  app.post('/verify-phone', { schema: { body: VerifyPhoneBody }, config: { public: true, rateLimit: LIMITS.check } }, async (request) => {
    const body = (request.body ?? {}) as { phoneNumber?: string; code?: string; idToken?: string };
    const t = translator(request.language);
    if (!body.phoneNumber?.trim()) throw new AppError('INVALID_DATA', 'fillAllFields');
    if (body.code === undefined && body.idToken === undefined) {
      await sendPhoneCode(phoneVerifier, app.ctx.db, body.phoneNumber, request.language);
      return { message: t('auth:verify.codeSent') };
    }
    if (!(body.idToken ?? body.code ?? '').trim()) throw new AppError('INVALID_DATA', 'auth:errors.otpRequired');
    const proof = body.idToken !== undefined ? { idToken: body.idToken } : { code: body.code ?? '' };
    await verifyPhone(app, phoneVerifier, body.phoneNumber, proof);
    return { message: t('auth:messages.phoneVerified') };
  });

  app.post('/password-reset', { schema: { body: EmailBody }, config: { public: true, rateLimit: LIMITS.codeOrMail } }, async (request) => {
    await requestPasswordReset(app, background, (request.body ?? {}) as { email?: string }, request.language);
    return { message: translator(request.language)('auth:messages.resetLinkSent') };
  });

  app.post(
    '/send-username-email',
    { schema: { body: EmailBody }, config: { public: true, rateLimit: LIMITS.codeOrMail } },
    async (request) => {
      await sendUsernameEmail(app, background, (request.body ?? {}) as { email?: string }, request.language);
      return { message: translator(request.language)('auth:messages.usernameSent') };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: ResetPasswordBody }, config: { public: true, rateLimit: LIMITS.check } },
    async (request) => {
      await resetPassword(app, (request.body ?? {}) as { token?: string; newPassword?: string });
      return { message: translator(request.language)('auth:reset.success') };
    },
  );

  app.post(
    '/send-verification-email',
    { preHandler: app.requireUser, schema: { body: SendVerificationEmailBody }, config: { rateLimit: LIMITS.codeOrMail } },
    async (request) => {
      await sendEmailChangeCode(app, background, request.account!, (request.body ?? {}) as { newEmail?: string }, request.language);
      return { message: translator(request.language)('profile:messages.codeSent') };
    },
  );

  app.post(
    '/change-email',
    { preHandler: app.requireUser, schema: { body: ChangeEmailBody }, config: { rateLimit: LIMITS.check } },
    async (request) => {
      const user = await changeEmail(
        app,
        background,
        request.account!,
        (request.body ?? {}) as { newEmail?: string; code?: string },
        request.language,
      );
      return { message: translator(request.language)('profile:messages.emailChanged'), user: toPublicUser(user) };
    },
  );

  app.post(
    '/change-password',
    { preHandler: app.requireUser, schema: { body: ChangePasswordBody }, config: { rateLimit: LIMITS.check } },
    async (request) => {
      const user = await changePassword(app, request.account!, (request.body ?? {}) as { currentPassword?: string; newPassword?: string });
      // This session goes on with a fresh token; every other one has ended.
      return { message: translator(request.language)('profile:messages.passwordChanged'), token: signToken(app, user) };
    },
  );
}
