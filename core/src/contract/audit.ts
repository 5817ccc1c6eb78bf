/** The audit log of staff writes (who, what, when), newest first, optionally one person's; audit:read. */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { errors, Instant, Nullable, REFUSED } from './common';
import { LIMITS } from './limits';

/** Query strings arrive as text (the API does not coerce types), so numbers are digit patterns here. */
export const AuditLogQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.String({
        pattern: `^[0-9]{1,${String(LIMITS.auditPage).length}}$`,
        description: `Entries per page: 1 to ${LIMITS.auditPage} (default ${LIMITS.auditPageDefault})`,
      }),
    ),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
    actor: Type.Optional(
      Type.String({ minLength: 1, maxLength: LIMITS.username, description: "Only this person's entries: a username, any case (issue 41)" }),
    ),
  },
  { additionalProperties: false },
);

export const AuditEntryAnswer = Type.Object(
  {
    _id: Type.String(),
    /** null once the admin's account is deleted (the username stays). */
    actorId: Nullable(Type.String()),
    actorUsername: Type.String(),
    action: Type.String({ description: "e.g. 'user.approve', 'item.update'" }),
    targetType: Type.String(),
    targetId: Nullable(Type.String()),
    details: Type.Record(Type.String(), Type.Unknown()),
    createdAt: Instant,
  },
  { title: 'AuditEntry' },
);

export const AuditRoutes = {
  auditLog: {
    ...needs('audit:read'),
    summary: 'Audit log entries, newest first (?limit=&offset=, ?actor= for one person)',
    tags: ['audit'],
    querystring: AuditLogQuery,
    response: { 200: Type.Array(AuditEntryAnswer), ...errors(REFUSED.admin) },
  },
};

export type AuditEntry = Static<typeof AuditEntryAnswer>;
