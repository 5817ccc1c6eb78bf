/**
 * Staff accounts and their permissions (issue 41, ARCHITECTURE §8): the owner, and staff holding
 * staff:manage, list the staff and set a user's permissions; `[]` removes them from the staff (a
 * staff:manage holder only for staff below them: core's staffChangeRefusal). Every admin route names the
 * permission it needs in its contract entry (`permission`), which the API enforces and the OpenAPI
 * document shows; 'owner' marks the calls only the owner (the spec's admin) may make.
 */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { errors, Id, REFUSED } from './common';
import { REQUEST_CAPS } from './limits';

const tags = ['staff'];

export const StaffEntryAnswer = Type.Object(
  {
    userId: Type.String(),
    username: Type.String(),
    permissions: Type.Array(Type.String()),
    /** Only on an account the owner un-approved: it keeps its permissions, inactive until approved again. */
    approved: Type.Optional(Type.Literal(false)),
  },
  { title: 'StaffEntry' },
);

export const StaffParams = Type.Object({ userId: Id }, { additionalProperties: false });

/** Names are checked by the service, so an unknown one answers a sentence that names it. */
export const PutStaffBody = Type.Object(
  {
    permissions: Type.Array(Type.String({ minLength: 1, maxLength: REQUEST_CAPS.shortText }), {
      maxItems: 64,
      description: "core's permission names; [] removes the user from the staff; every permission makes them an owner",
    }),
  },
  { additionalProperties: false },
);

export const StaffRoutes = {
  list: {
    summary: 'Every staff member with their permissions (the owner and staff:manage)',
    tags,
    ...needs('staff:manage'),
    response: { 200: Type.Array(StaffEntryAnswer), ...errors(REFUSED.admin) },
  },
  put: {
    summary: "Set a user's permissions ([] removes them from the staff; the last owner stays)",
    description:
      'A staff:manage holder who is not the owner may change only someone else who is not an owner, does not manage staff ' +
      'and holds no permission they lack, and may give only permissions they hold, never staff:manage (403 otherwise).',
    tags,
    ...needs('staff:manage'),
    params: StaffParams,
    body: PutStaffBody,
    response: { 200: StaffEntryAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
};

export type StaffEntry = Static<typeof StaffEntryAnswer>;
export type PutStaffBody = Static<typeof PutStaffBody>;
