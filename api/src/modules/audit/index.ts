import { AuditRoutes, LIMITS } from '@fireworks/core/contract';
import type { Api } from '../../shared/api';
import { AppError } from '../../shared/errors';
import { type AuditRow, listAuditEntries, toApiAuditEntry } from './audit.queries';

/**
 * An invite code that carries a staff preset is the owner's to hand out (issue 41): other readers
 * see its entry without the code, as the invite list does not show it to them.
 */
function withoutPresetCode(row: AuditRow): AuditRow {
  const { code: _code, ...details } = row.details as Record<string, unknown>;
  return row.action === 'invite.create' && details.preset ? { ...row, details } : row;
}

/** The audit log of staff writes (who, what, when), newest first, optionally one person's (?actor=); audit:read. */
export default async function auditRoutes(app: Api) {
  app.get(
    '/audit-log',
    { preHandler: app.requirePermission(AuditRoutes.auditLog.permission), schema: AuditRoutes.auditLog },
    async (request) => {
      const { query } = request;
      const limit = query.limit === undefined ? LIMITS.auditPageDefault : Number(query.limit);
      if (limit < 1 || limit > LIMITS.auditPage)
        throw new AppError('INVALID_DATA', 'admin:errors.auditLimitInvalid', { max: LIMITS.auditPage });
      const actor = query.actor?.trim() || undefined;
      const rows = await listAuditEntries(app.ctx.db, { limit, offset: Number(query.offset ?? 0), actor });
      return (request.account!.admin ? rows : rows.map(withoutPresetCode)).map(toApiAuditEntry);
    },
  );
}
