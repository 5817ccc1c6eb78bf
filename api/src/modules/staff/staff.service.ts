/**
 * Staff accounts (issue 41): the owner, or staff holding staff:manage, set a user's permissions.
 * Every permission makes the user an owner (the spec's admin flag); fewer make them staff with that
 * set; [] removes them from the staff. A staff:manage holder manages only the staff below them
 * (core's staffChangeRefusal). The users row's change reaches every process's principal cache
 * through the change feed.
 */
import type { StaffEntry } from '@fireworks/core/contract';
import { isPermission, PERMISSIONS, type Permission, permissionsOf, type StaffRefusal, staffChangeRefusal } from '@fireworks/core/rules';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { lockOwners, refuseLastOwner } from './owners';

function toStaffEntry(user: Pick<UserRow, 'id' | 'username' | 'admin' | 'permissions' | 'approved'>): StaffEntry {
  // An un-approved account keeps its permissions, inactive: the Staff screen says so.
  const inactive = user.approved ? {} : { approved: false as const };
  return { userId: user.id, username: user.username, permissions: permissionsOf(user), ...inactive };
}

export async function listStaff(app: FastifyInstance): Promise<StaffEntry[]> {
  const rows = await app.ctx.db
    .select()
    .from(users)
    .where(or(eq(users.admin, true), sql`cardinality(${users.permissions}) > 0`))
    .orderBy(sql`lower(${users.username})`);
  return rows.map(toStaffEntry);
}

export async function setStaffPermissions(app: FastifyInstance, actor: UserRow, userId: string, names: string[]): Promise<StaffEntry> {
  const unknown = names.find((name) => !isPermission(name));
  if (unknown !== undefined) throw new AppError('INVALID_DATA', 'admin:errors.permissionUnknown', { permission: unknown });
  const wanted = PERMISSIONS.filter((p) => names.includes(p));
  const makesOwner = wanted.length === PERMISSIONS.length;
  const updated = await app.ctx.db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!target) throw new AppError('NOT_FOUND', 'admin:errors.userNotFound');
    await refuseUnlessAllowed(tx, actor, target, wanted);
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
    await recordAudit(tx, actor, {
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

/**
 * Refuses (403) a change its actor may not make. The actor's own row is read again here, after
 * lockOwners serialized every staff change: a permission the owner has just taken away is gone,
 * even while this process's principal cache still held it.
 */
async function refuseUnlessAllowed(tx: Db, actor: UserRow, target: UserRow, wanted: Permission[]): Promise<void> {
  if (actor.admin) return;
  const [fresh] = await tx.select().from(users).where(eq(users.id, actor.id)).limit(1);
  const refusal = staffChangeRefusal(fresh ?? { ...actor, permissions: [] }, target, wanted);
  if (refusal) throw refusalError(refusal, target);
}

function refusalError(refusal: StaffRefusal, target: UserRow): AppError {
  if (refusal.reason === 'staffNotManager') return new AppError('NOT_ALLOWED', 'permissionNeeded', { permission: 'staff:manage' });
  return new AppError('NOT_ALLOWED', `admin:errors.${refusal.reason}`, { ...refusal, username: target.username });
}
