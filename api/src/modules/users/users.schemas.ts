import { Type } from '@sinclair/typebox';

export const ChangeApprovalBody = Type.Object(
  {
    user_id: Type.String({ minLength: 1, maxLength: 100 }),
    newValueApproved: Type.Boolean(),
  },
  { additionalProperties: false },
);
