import { AuditRoutes, LIMITS } from '@fireworks/core/contract';
import type { Api } from '../../shared/api';
import { AppError } from '../../shared/errors';
import { listAuditEntries, toApiAuditEntry } from './audit.queries';

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
      return rows.map(toApiAuditEntry);
    },
  );
}
