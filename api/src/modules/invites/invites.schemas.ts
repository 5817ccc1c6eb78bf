import { Type } from '@sinclair/typebox';

/**
 * Values are checked by the service (not by the schema) so a wrong code or number of uses gets a
 * message a person can act on instead of a schema path.
 */
export const GenerateInviteCodeBody = Type.Object(
  {
    code: Type.Optional(Type.Unknown()),
    uses: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

export const DeleteCodeBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
