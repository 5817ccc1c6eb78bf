/**
 * The account life cycle (spec §2–§8): sign-up with an invite code, phone verification, recovery
 * by e-mail, and the profile's e-mail and password changes. Login, getuser and token renewal live
 * in the auth module. Every route that sends a code or a mail, and sign-up, is rate limited; so is
 * the correction of a sign-up's phone number (it leads to a code).
 */

import { AccountRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import { FirebasePhoneVerifier, OutboxPhoneVerifier, type PhoneVerifier } from '../../adapters/sms';
import { startSession } from '../../plugins/auth';
import type { Api } from '../../shared/api';
import { AppError } from '../../shared/errors';
import { toPublicUser } from '../../shared/users';
import { createBackground } from './background';
import { changeSignupPhone, phoneCodeStore, sendPhoneCode, verifyPhone } from './phone.service';
import { changeEmail, changePassword, sendEmailChangeCode } from './profile.service';
import { requestPasswordReset, resetPassword, sendUsernameEmail } from './recovery.service';
import { signUp } from './signup.service';

/** Per client address; codes also have their own per-phone and per-address limits. */
const RATE_LIMITS = {
  signup: { max: 10, timeWindow: '10 minutes' },
  codeOrMail: { max: 5, timeWindow: '1 minute' },
  check: { max: 10, timeWindow: '1 minute' },
};

function createPhoneVerifier(app: Api): PhoneVerifier {
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

export default async function accountRoutes(app: Api) {
  const phoneVerifier = createPhoneVerifier(app);
  app.addHook('onClose', () => phoneVerifier.close());
  const background = createBackground(app);

  app.post('/signup', { schema: AccountRoutes.signup, config: { public: true, rateLimit: RATE_LIMITS.signup } }, async (request, reply) => {
    const user = await signUp(app.ctx.db, request.body, request.language);
    return reply.status(201).send({ message: translator(request.language)('auth:messages.signedUp'), phonenumber: user.phonenumber });
  });

  app.post(
    '/verify-phone',
    { schema: AccountRoutes.verifyPhone, config: { public: true, rateLimit: RATE_LIMITS.check } },
    async (request) => {
      const { body } = request;
      const t = translator(request.language);
      if (!body.phoneNumber?.trim()) throw new AppError('INVALID_DATA', 'fillAllFields');
      if (body.code === undefined && body.idToken === undefined) {
        await sendPhoneCode(phoneVerifier, app.ctx.db, body.phoneNumber, request.language);
        return { message: t('auth:verify.codeSent') };
      }
      if (!(body.idToken ?? body.code ?? '').trim()) throw new AppError('INVALID_DATA', 'auth:errors.otpRequired');
      const proof = body.idToken !== undefined ? { idToken: body.idToken } : { code: body.code ?? '' };
      const { approved } = await verifyPhone(app, phoneVerifier, body.phoneNumber, proof);
      // Approved before the phone was verified: nothing to wait for.
      if (approved) return { message: t('auth:messages.phoneVerifiedApproved'), approved: true as const };
      return { message: t('auth:messages.phoneVerified') };
    },
  );

  // A sign-up's phone number corrected before it is verified; the account proven with its password.
  app.post(
    '/change-signup-phone',
    { schema: AccountRoutes.changeSignupPhone, config: { public: true, rateLimit: RATE_LIMITS.codeOrMail } },
    async (request) => {
      const user = await changeSignupPhone(app, request.body);
      return { message: translator(request.language)('auth:messages.phoneChanged'), phonenumber: user.phonenumber };
    },
  );

  app.post(
    '/password-reset',
    { schema: AccountRoutes.passwordReset, config: { public: true, rateLimit: RATE_LIMITS.codeOrMail } },
    async (request) => {
      await requestPasswordReset(app, background, request.body, request.language);
      return { message: translator(request.language)('auth:messages.resetLinkSent') };
    },
  );

  app.post(
    '/send-username-email',
    { schema: AccountRoutes.sendUsernameEmail, config: { public: true, rateLimit: RATE_LIMITS.codeOrMail } },
    async (request) => {
      await sendUsernameEmail(app, background, request.body, request.language);
      return { message: translator(request.language)('auth:messages.usernameSent') };
    },
  );

  app.post(
    '/reset-password',
    { schema: AccountRoutes.resetPassword, config: { public: true, rateLimit: RATE_LIMITS.check } },
    async (request) => {
      await resetPassword(app, request.body);
      return { message: translator(request.language)('auth:reset.success') };
    },
  );

  app.post(
    '/send-verification-email',
    { preHandler: app.requireUser, schema: AccountRoutes.sendVerificationEmail, config: { rateLimit: RATE_LIMITS.codeOrMail } },
    async (request) => {
      await sendEmailChangeCode(app, background, request.account!, request.body ?? {}, request.language);
      return { message: translator(request.language)('profile:messages.codeSent') };
    },
  );

  app.post(
    '/change-email',
    { preHandler: app.requireUser, schema: AccountRoutes.changeEmail, config: { rateLimit: RATE_LIMITS.check } },
    async (request) => {
      const { user, pending, newEmail } = await changeEmail(app, background, request.account!, request.body, request.language);
      const t = translator(request.language);
      if (pending) return { message: t('profile:messages.emailPending', { newEmail }), user: toPublicUser(user), pending };
      return { message: t('profile:messages.emailChanged'), user: toPublicUser(user) };
    },
  );

  app.post(
    '/change-password',
    { preHandler: app.requireUser, schema: AccountRoutes.changePassword, config: { rateLimit: RATE_LIMITS.check } },
    async (request) => {
      const user = await changePassword(app, request.account!, request.body);
      // This session goes on with a fresh token; every other one has ended.
      return { message: translator(request.language)('profile:messages.passwordChanged'), token: await startSession(app, user) };
    },
  );
}
