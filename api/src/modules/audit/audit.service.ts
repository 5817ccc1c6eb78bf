import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';

export interface AuditEntry {
  /** e.g. 'user.approve', 'item.update', 'order.delete' */
  action: string;
  targetType: 'user' | 'invite_code' | 'discount_rule' | 'item' | 'upload' | 'order' | 'pickup_slot' | 'season_calendar' | 'store_location';
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records one admin write (who, what, when). Call it with the same `db` (or transaction) as the
 * write itself, so the entry exists exactly when the change does.
 */
export async function recordAudit(db: Db, actor: Pick<UserRow, 'id' | 'username'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: newId(),
    actorId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}
