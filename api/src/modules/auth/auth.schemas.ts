import { Type } from '@sinclair/typebox';

/**
 * Fields are optional in the schema on purpose: a missing field must answer the spec's
 * 'Please fill in all fields.' (checked in the service), not a generic schema message.
 */
export const LoginBody = Type.Object(
  {
    username: Type.Optional(Type.String({ maxLength: 200 })),
    password: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
