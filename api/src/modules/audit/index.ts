import { AuditRoutes, LIMITS } from '@fireworks/core/contract';
import type { Api } from '../../shared/api';
import { AppError } from '../../shared/errors';
import { listAuditEntries, toApiAuditEntry } from './audit.queries';

/** The audit log of admin writes (who, what, when), newest first; admins only. */
export default async function auditRoutes(app: Api) {
  app.get(
    '/audit-log',
    { preHandler: app.requirePermission(AuditRoutes.auditLog.permission), schema: AuditRoutes.auditLog },
    async (request) => {
      const { query } = request;
      const limit = query.limit === undefined ? LIMITS.auditPageDefault : Number(query.limit);
      if (limit < 1 || limit > LIMITS.auditPage)
        throw new AppError('INVALID_DATA', 'admin:errors.auditLimitInvalid', { max: LIMITS.auditPage });
      const rows = await listAuditEntries(app.ctx.db, { limit, offset: Number(query.offset ?? 0) });
      return rows.map(toApiAuditEntry);
    },
  );
}
