import { Type } from '@sinclair/typebox';

/**
 * Fields are optional strings on purpose: a missing or blank field answers the spec's
 * 'Please fill in all fields.' (checked in the services), not a generic schema message.
 */
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const SignupBody = Type.Object(
  {
    username: text(200),
    password: text(1000),
    inviteCode: text(200),
    email: text(400),
    firstname: text(200),
    lastname: text(200),
    phonenumber: text(40),
  },
  { additionalProperties: false },
);

/** { phoneNumber } sends a code; with code or idToken it verifies. */
export const VerifyPhoneBody = Type.Object(
  {
    phoneNumber: text(40),
    code: text(20),
    idToken: text(8000),
  },
  { additionalProperties: false },
);

export const EmailBody = Type.Object({ email: text(400) }, { additionalProperties: false });

export const ResetPasswordBody = Type.Object({ token: text(200), newPassword: text(1000) }, { additionalProperties: false });

export const SendVerificationEmailBody = Type.Union([Type.Null(), Type.Object({ newEmail: text(400) }, { additionalProperties: false })]);

export const ChangeEmailBody = Type.Object({ newEmail: text(400), code: text(20) }, { additionalProperties: false });

export const ChangePasswordBody = Type.Object({ currentPassword: text(1000), newPassword: text(1000) }, { additionalProperties: false });
