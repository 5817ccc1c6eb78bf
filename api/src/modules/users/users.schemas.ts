import { Type } from '@sinclair/typebox';

const UserId = Type.String({ minLength: 1, maxLength: 100 });

export const NOTES_MAX_LENGTH = 4000;

export const ChangeApprovalBody = Type.Object(
  {
    user_id: UserId,
    newValueApproved: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const UpdateNotesBody = Type.Object(
  {
    id: UserId,
    notes: Type.String({ maxLength: NOTES_MAX_LENGTH }),
  },
  { additionalProperties: false },
);

export const RemovePendingApprovalBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

/** `userone` is the user's id; the earlier client sent the whole user object, so `{ _id }` works too. */
export const DeleteUserBody = Type.Object(
  {
    userone: Type.Union([UserId, Type.Object({ _id: UserId })]),
  },
  { additionalProperties: false },
);
