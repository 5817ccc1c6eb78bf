import type { AuditEntry } from '@fireworks/core/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first; `offset` pages back through older entries. */
export async function listAuditEntries(db: Db, page: { limit: number; offset: number }): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(page.limit).offset(page.offset);
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
