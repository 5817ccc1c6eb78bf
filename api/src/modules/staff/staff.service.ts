/**
 * Staff accounts (issue 41): the owner sets a user's permissions. Every permission makes the user
 * an owner (the spec's admin flag); fewer make them staff with that set; [] removes them from the
 * staff. The users row's change reaches every process's principal cache through the change feed.
 */
import type { StaffEntry } from '@fireworks/core/contract';
import { isPermission, PERMISSIONS, permissionsOf } from '@fireworks/core/rules';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { lockOwners, refuseLastOwner } from './owners';

export function toStaffEntry(user: Pick<UserRow, 'id' | 'username' | 'admin' | 'permissions'>): StaffEntry {
  return { userId: user.id, username: user.username, permissions: permissionsOf(user) };
}

export async function listStaff(app: FastifyInstance): Promise<StaffEntry[]> {
  const rows = await app.ctx.db
    .select()
    .from(users)
    .where(or(eq(users.admin, true), sql`cardinality(${users.permissions}) > 0`))
    .orderBy(sql`lower(${users.username})`);
  return rows.map(toStaffEntry);
}

export async function setStaffPermissions(app: FastifyInstance, owner: UserRow, userId: string, names: string[]): Promise<StaffEntry> {
  const unknown = names.find((name) => !isPermission(name));
  if (unknown !== undefined) throw new AppError('INVALID_DATA', 'admin:errors.permissionUnknown', { permission: unknown });
  const wanted = PERMISSIONS.filter((p) => names.includes(p));
  const makesOwner = wanted.length === PERMISSIONS.length;
  const updated = await app.ctx.db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!target) throw new AppError('NOT_FOUND', 'admin:errors.userNotFound');
    if (!target.approved && wanted.length > 0) throw new AppError('INVALID_DATA', 'admin:errors.staffNotApproved');
    if (!makesOwner) refuseLastOwner(owners, target);
    // Removal from the staff ends the person's open sessions at once (issue 41), as un-approval does:
    // they sign in again, as a customer. A change of permissions keeps the session.
    const removed = wanted.length === 0 && (target.admin || target.permissions.length > 0);
    const [row] = await tx
      .update(users)
      .set({
        admin: makesOwner,
        permissions: makesOwner ? [] : wanted,
        ...(removed ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'admin:errors.userNotFound');
    await recordAudit(tx, owner, {
      action: wanted.length === 0 ? 'staff.remove' : 'staff.set',
      targetType: 'user',
      targetId: userId,
      details: { username: row.username, before: permissionsOf(target), after: permissionsOf(row) },
    });
    return row;
  });
  app.ctx.changes.announce(`u:${userId}`);
  return toStaffEntry(updated);
}
