/** Invite codes (spec §2 "Invite Codes"): list, create, delete; admins only. Sign-up consumes them. */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { errors, REFUSED } from './common';
import { REQUEST_CAPS } from './limits';

const tags = ['invites'];

export const InviteCodeAnswer = Type.Object(
  {
    _id: Type.String(),
    code: Type.String(),
    uses: Type.Integer({ description: 'Sign-ups it still admits' }),
    createdBy: Type.String(),
    preset: Type.Optional(
      Type.String({ description: "A staff preset ('counter', 'catalogue') its users get once approved (issue 41); absent: customers" }),
    ),
  },
  { title: 'InviteCode' },
);

/**
 * Values are checked by the service (not by the schema) so a wrong code or number of uses gets a
 * message a person can act on (LIMITS.inviteCode, LIMITS.inviteUses) instead of a schema path.
 */
export const GenerateInviteCodeBody = Type.Object(
  {
    code: Type.Optional(Type.Unknown()),
    uses: Type.Optional(Type.Unknown()),
    /** 'counter' or 'catalogue' (the owner only; never 'owner'): who signs up with the code joins that staff once approved. */
    preset: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

export const GenerateInviteCodeAnswer = Type.Object({ ...InviteCodeAnswer.properties, message: Type.String() });

export const DeleteCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: REQUEST_CAPS.shortText }) },
  { additionalProperties: false },
);
export const DeleteCodeAnswer = Type.Object({ message: Type.String(), code: Type.String() });

export const InviteRoutes = {
  inviteCodes: {
    ...needs('invites:manage'),
    summary: 'Every invite code, newest first',
    tags,
    response: { 200: Type.Array(InviteCodeAnswer), ...errors(REFUSED.admin) },
  },
  generateInviteCode: {
    ...needs('invites:manage'),
    summary: 'Create an invite code (1 use when none is given; a staff preset only by the owner)',
    tags,
    body: GenerateInviteCodeBody,
    response: { 201: GenerateInviteCodeAnswer, ...errors(REFUSED.body, REFUSED.admin, [409]) },
  },
  deleteCode: {
    ...needs('invites:manage'),
    summary: 'Delete an invite code',
    tags,
    body: DeleteCodeBody,
    response: { 200: DeleteCodeAnswer, ...errors(REFUSED.body, REFUSED.admin, [404]) },
  },
};

export type InviteCode = Static<typeof InviteCodeAnswer>;
export type GenerateInviteCodeAnswer = Static<typeof GenerateInviteCodeAnswer>;
