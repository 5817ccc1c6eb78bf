/** Signing in (spec §7 login, getuser, verify-token) and the user as every answer shows it. */
import { type Static, Type } from '@sinclair/typebox';
import { Dollars, ErrorAnswer, errors, Instant, MessageAnswer, REFUSED } from './common';
import { REQUEST_CAPS } from './limits';

const tags = ['auth'];

/** The user as the API shows it (never the password hash or the token version). */
export const UserAnswer = Type.Object(
  {
    _id: Type.String(),
    username: Type.String(),
    firstname: Type.String(),
    lastname: Type.String(),
    email: Type.String(),
    phonenumber: Type.String({ description: '10 digits' }),
    verified: Type.Boolean(),
    approved: Type.Boolean(),
    admin: Type.Boolean(),
    /** Store credit in dollars. */
    funds: Dollars,
    createdAt: Instant,
  },
  { title: 'User' },
);

/**
 * Fields are optional on purpose: a missing field answers the spec's 'Please fill in all fields.'
 * (checked by the service), not a schema message.
 */
/** getuser adds the staff permissions (issue 41): the owner has every one, a customer none. */
export const GetUserAnswer = Type.Object({ ...UserAnswer.properties, permissions: Type.Array(Type.String()) }, { title: 'SignedInUser' });

export const LoginBody = Type.Object(
  {
    username: Type.Optional(Type.String({ maxLength: REQUEST_CAPS.shortText })),
    password: Type.Optional(Type.String({ maxLength: REQUEST_CAPS.password })),
  },
  { additionalProperties: false },
);

export const LoginAnswer = Type.Object({ token: Type.String(), user: UserAnswer });

/** 403: awaiting approval (`{ error }`), or the phone is not verified yet (the shell opens /sms-verify). */
export const LoginRefused = Type.Object({
  phonenumber: Type.Optional(Type.String()),
  needsPhoneVerification: Type.Optional(Type.Literal(true)),
  ...ErrorAnswer.properties,
});

export const VerifyTokenAnswer = Type.Object({ valid: Type.Literal(true), token: Type.String({ description: 'A renewed session token' }) });

export const AuthRoutes = {
  login: {
    summary: 'Sign in with username and password',
    tags,
    body: LoginBody,
    response: { 200: LoginAnswer, ...errors(REFUSED.body, REFUSED.rateLimited, [401]), 403: LoginRefused },
  },
  getuser: {
    summary: 'The signed-in user, with their staff permissions',
    tags,
    response: { 200: GetUserAnswer, ...errors(REFUSED.body, REFUSED.signedIn) },
  },
  verifyToken: {
    summary: 'Check the session and renew its token (the shell calls it every 50 minutes)',
    tags,
    response: { 200: VerifyTokenAnswer, ...errors(REFUSED.body, REFUSED.signedIn) },
  },
  logout: {
    summary: 'End this session on the server (its token stops working in every API process)',
    tags,
    response: { 200: MessageAnswer, ...errors(REFUSED.body, REFUSED.signedIn) },
  },
};

export type User = Static<typeof UserAnswer>;
export type SignedInUser = Static<typeof GetUserAnswer>;
export type LoginAnswer = Static<typeof LoginAnswer>;
export type LoginRefused = Static<typeof LoginRefused>;
