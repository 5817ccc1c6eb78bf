import { Type } from '@sinclair/typebox';

export const AUDIT_PAGE_DEFAULT = 100;
export const AUDIT_PAGE_MAX = 500;

/** Query strings arrive as text (the API does not coerce types), so numbers are digit patterns here. */
export const AuditLogQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
  },
  { additionalProperties: false },
);
