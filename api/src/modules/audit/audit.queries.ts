import type { AuditEntry } from '@fireworks/core/contract';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first; `offset` pages back through older entries; `actor` keeps one person's (by username, any case: it outlives the account). */
export async function listAuditEntries(db: Db, page: { limit: number; offset: number; actor?: string }): Promise<AuditRow[]> {
  const query = db.select().from(auditLog);
  const filtered = page.actor === undefined ? query : query.where(sql`lower(${auditLog.actorUsername}) = lower(${page.actor})`);
  return filtered.orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(page.limit).offset(page.offset);
}

export function toApiAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  };
}
