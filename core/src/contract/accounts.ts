/**
 * The account life cycle (spec §2–§8): sign-up with an invite code, phone verification, recovery by
 * e-mail, and the profile's e-mail and password changes.
 *
 * Fields are optional strings on purpose: a missing or blank field answers the spec's
 * 'Please fill in all fields.' (checked by the services), not a schema message; each field's rule
 * (LIMITS) is checked by the service with its own message.
 */
import { type Static, Type } from '@sinclair/typebox';
import { UserAnswer } from './auth';
import { errors, MessageAnswer, REFUSED } from './common';
import { REQUEST_CAPS } from './limits';

const tags = ['accounts'];
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const SignupBody = Type.Object(
  {
    username: text(REQUEST_CAPS.shortText),
    password: text(REQUEST_CAPS.password),
    inviteCode: text(REQUEST_CAPS.shortText),
    email: text(REQUEST_CAPS.email),
    firstname: text(REQUEST_CAPS.shortText),
    lastname: text(REQUEST_CAPS.shortText),
    phonenumber: text(REQUEST_CAPS.phone),
  },
  { additionalProperties: false },
);

export const SignupAnswer = Type.Object({ message: Type.String(), phonenumber: Type.String() });

/** `{ phoneNumber }` sends a code; with `code` (outbox) or `idToken` (Firebase) it verifies. */
export const VerifyPhoneBody = Type.Object(
  {
    phoneNumber: text(REQUEST_CAPS.phone),
    code: text(REQUEST_CAPS.code),
    idToken: text(REQUEST_CAPS.idToken),
  },
  { additionalProperties: false },
);

/** A verified phone: `approved: true` when an admin approved the account already (it can log in now). */
export const VerifyPhoneAnswer = Type.Object({ message: Type.String(), approved: Type.Optional(Type.Literal(true)) });

/**
 * A sign-up's phone number corrected before it is verified (docs/decisions/sign-up-journey.md): the
 * account is proven with its username and password, as at login.
 */
export const ChangeSignupPhoneBody = Type.Object(
  {
    username: text(REQUEST_CAPS.shortText),
    password: text(REQUEST_CAPS.password),
    phoneNumber: text(REQUEST_CAPS.phone),
  },
  { additionalProperties: false },
);

/** The account's number now (10 digits): the phone screen sends the next code to it. */
export const ChangeSignupPhoneAnswer = Type.Object({ message: Type.String(), phonenumber: Type.String() });

export const EmailBody = Type.Object({ email: text(REQUEST_CAPS.email) }, { additionalProperties: false });

export const ResetPasswordBody = Type.Object(
  { token: text(REQUEST_CAPS.shortText), newPassword: text(REQUEST_CAPS.password) },
  { additionalProperties: false },
);

export const SendVerificationEmailBody = Type.Union([
  Type.Null(),
  Type.Object({ newEmail: text(REQUEST_CAPS.email) }, { additionalProperties: false }),
]);

export const ChangeEmailBody = Type.Object(
  { newEmail: text(REQUEST_CAPS.email), code: text(REQUEST_CAPS.code) },
  { additionalProperties: false },
);

/**
 * `pending: true` when the code came from the current address (the spec's body-less send): the
 * new address is not used yet; a code went to it, and this call again with that code finishes.
 */
export const ChangeEmailAnswer = Type.Object({ message: Type.String(), user: UserAnswer, pending: Type.Optional(Type.Boolean()) });

export const ChangePasswordBody = Type.Object(
  { currentPassword: text(REQUEST_CAPS.password), newPassword: text(REQUEST_CAPS.password) },
  { additionalProperties: false },
);

/** This session goes on with a fresh token; every other one has ended. */
export const ChangePasswordAnswer = Type.Object({ message: Type.String(), token: Type.String() });

const publicCall = errors(REFUSED.body, REFUSED.rateLimited);
const profileCall = errors(REFUSED.body, REFUSED.rateLimited, REFUSED.signedIn);

export const AccountRoutes = {
  signup: {
    summary: 'Sign up with an invite code (the new account is neither verified nor approved)',
    tags,
    body: SignupBody,
    response: { 201: SignupAnswer, ...publicCall, ...errors([409]) },
  },
  verifyPhone: {
    summary: 'Send a phone code ({ phoneNumber }) or verify the phone ({ phoneNumber, code | idToken })',
    tags,
    body: VerifyPhoneBody,
    response: { 200: VerifyPhoneAnswer, ...publicCall },
  },
  changeSignupPhone: {
    summary:
      'Correct the phone number of an account whose phone is not verified yet, proven with its username and password (401 as at login; 409 verified already or number taken)',
    tags,
    body: ChangeSignupPhoneBody,
    response: { 200: ChangeSignupPhoneAnswer, ...publicCall, ...errors([401, 409]) },
  },
  passwordReset: {
    summary: 'E-mail a password reset link (answers the same whether or not the address exists)',
    tags,
    body: EmailBody,
    response: { 200: MessageAnswer, ...publicCall },
  },
  sendUsernameEmail: {
    summary: 'E-mail the username (answers the same whether or not the address exists)',
    tags,
    body: EmailBody,
    response: { 200: MessageAnswer, ...publicCall },
  },
  resetPassword: {
    summary: 'Set a new password with the token of a reset link',
    tags,
    body: ResetPasswordBody,
    response: { 200: MessageAnswer, ...publicCall },
  },
  sendVerificationEmail: {
    summary: 'E-mail a code to a new address (profile)',
    tags,
    body: SendVerificationEmailBody,
    response: { 200: MessageAnswer, ...profileCall },
  },
  changeEmail: {
    summary: 'Change the e-mail address with the code sent to it',
    tags,
    body: ChangeEmailBody,
    response: { 200: ChangeEmailAnswer, ...profileCall, ...errors([409]) },
  },
  changePassword: {
    summary: 'Change the password (ends every other session)',
    tags,
    body: ChangePasswordBody,
    response: { 200: ChangePasswordAnswer, ...profileCall },
  },
};

export type SignupInput = Static<typeof SignupBody>;
export type SignupAnswer = Static<typeof SignupAnswer>;
export type ChangeSignupPhoneInput = Static<typeof ChangeSignupPhoneBody>;
export type ChangeEmailAnswer = Static<typeof ChangeEmailAnswer>;
export type ChangePasswordAnswer = Static<typeof ChangePasswordAnswer>;
