import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { listAuditEntries, toApiAuditEntry } from './audit.queries';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, AuditLogQuery } from './audit.schemas';

/** The audit log of admin writes (who, what, when), newest first; admins only. */
export default async function auditRoutes(app: FastifyInstance) {
  app.get('/audit-log', { preHandler: app.requireAdmin, schema: { querystring: AuditLogQuery } }, async (request) => {
    const query = request.query as { limit?: string; offset?: string };
    const limit = query.limit === undefined ? AUDIT_PAGE_DEFAULT : Number(query.limit);
    if (limit < 1 || limit > AUDIT_PAGE_MAX) throw new AppError('INVALID_DATA', 'admin:errors.auditLimitInvalid', { max: AUDIT_PAGE_MAX });
    const rows = await listAuditEntries(app.ctx.db, { limit, offset: Number(query.offset ?? 0) });
    return rows.map(toApiAuditEntry);
  });
}
