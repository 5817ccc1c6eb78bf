import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pendingApprovals, users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { notifyApproved } from './notifications';

/**
 * Approve or un-approve a user (spec §4 "User approval"). The pending-approval record goes away
 * after each change; un-approval bumps the token version so the user's sessions end at once.
 */
export async function changeApproval(app: FastifyInstance, admin: UserRow, userId: string, approved: boolean): Promise<UserRow> {
  const updated = await app.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ approved, ...(approved ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }) })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'admin:errors.userNotFound');
    await tx.delete(pendingApprovals).where(eq(pendingApprovals.userId, userId));
    await recordAudit(tx, admin, {
      action: approved ? 'user.approve' : 'user.unapprove',
      targetType: 'user',
      targetId: userId,
      details: { username: row.username },
    });
    return row;
  });
  if (approved) await notifyApproved(app, updated);
  return updated;
}
