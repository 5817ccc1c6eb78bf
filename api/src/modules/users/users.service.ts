import type { AdminUser } from '@fireworks/core/contract';
import { isInvitePreset, PRESETS } from '@fireworks/core/rules';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orders, pendingApprovals, users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { toPublicUser, type UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';
import { lockOwners, refuseLastOwner } from '../staff/owners';
import { notifyApproved } from './notifications';
import { listUsersExcept } from './users.queries';

/**
 * A user as the admin console sees it: the public fields plus notes, whether they await approval, the
 * staff preset they were invited with, and whether they are staff (whose approval and deletion are the owner's: targetOf).
 */
function toAdminUser(user: UserRow, pendingApproval: boolean): AdminUser {
  const invited = isInvitePreset(user.invitedPreset) ? { invitedAs: user.invitedPreset } : {};
  const staff = user.admin || user.permissions.length > 0 ? { staff: true as const } : {};
  return { ...toPublicUser(user), notes: user.notes, notesVersion: user.notesVersion, pendingApproval, ...invited, ...staff };
}

/** GET /api/userInformation: everyone but the admin asking (spec §2: the admin does not see themselves). */
export async function listUsersForAdmin(app: FastifyInstance, admin: UserRow): Promise<AdminUser[]> {
  const rows = await listUsersExcept(app.ctx.db, admin.id);
  return rows.map((row) => toAdminUser(row.user, row.pendingApproval));
}

function refuseSelf(admin: UserRow, userId: string, messageKey: string) {
  if (admin.id === userId) throw new AppError('NOT_ALLOWED', messageKey);
}

/**
 * The user an approval change or a deletion is about, locked until the transaction ends. Only the
 * owner acts on staff (the owner included): staff who manage users could otherwise un-approve or
 * delete the owner, or let back in a colleague the owner had un-approved.
 */
async function targetOf(tx: Db, admin: UserRow, userId: string): Promise<UserRow> {
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!target) throw new AppError('NOT_FOUND', 'admin:errors.userNotFound');
  // Staff: the owner, anyone holding a permission, and an account invited as staff (its approval gives the invite's permissions).
  const staff = target.admin || target.permissions.length > 0 || isInvitePreset(target.invitedPreset);
  if (!admin.admin && staff) throw new AppError('NOT_ALLOWED', 'admin:errors.staffOwnerOnly');
  return target;
}

/**
 * The first approval of a user who signed up with a staff invite gives the invite's preset, once
 * (issue 41, docs/decisions/staff-permissions.md): the preset is cleared, so a later un-approval
 * and approval, or a removal from the staff, never brings the permissions back by itself.
 */
async function giveInvitedPreset(tx: Db, admin: UserRow, row: UserRow): Promise<UserRow> {
  if (!isInvitePreset(row.invitedPreset) || row.admin) return row;
  const permissions = [...new Set([...row.permissions, ...PRESETS[row.invitedPreset]])];
  const [updated] = await tx.update(users).set({ permissions, invitedPreset: null }).where(eq(users.id, row.id)).returning();
  await recordAudit(tx, admin, {
    action: 'staff.set',
    targetType: 'user',
    targetId: row.id,
    details: { username: row.username, before: row.permissions, after: permissions, invitePreset: row.invitedPreset },
  });
  return updated ?? row;
}

/**
 * Approve or un-approve a user (spec §4 "User approval"). The pending-approval record goes away
 * after each change; un-approval bumps the token version so the user's sessions end at once.
 * An admin cannot change their own approval (un-approving would lock them out), nor un-approve the
 * last owner who can sign in (staff/owners.ts). The user hears of an approval once: approving an
 * approved user again (a repeated request, two admins at once) sends no second e-mail.
 * An un-approved staff member keeps their permissions, unusable while they cannot sign in
 * (docs/decisions/unapproved-staff.md); approving them again brings them back, and
 * `staffPermissionsActiveAgain` says so, so it is never silent.
 */
export async function changeApproval(
  app: FastifyInstance,
  admin: UserRow,
  userId: string,
  approved: boolean,
): Promise<{ user: UserRow; staffPermissionsActiveAgain: boolean }> {
  refuseSelf(admin, userId, 'admin:errors.cannotChangeOwnApproval');
  let wasApproved = false;
  let heldPermissions = false;
  const updated = await app.ctx.db.transaction(async (tx) => {
    const owners = approved ? null : await lockOwners(tx);
    // Locked: a concurrent change waits, then reads what this one wrote.
    const target = await targetOf(tx, admin, userId);
    wasApproved = target.approved;
    heldPermissions = target.admin || target.permissions.length > 0;
    if (owners) refuseLastOwner(owners, target);
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
    return approved ? await giveInvitedPreset(tx, admin, row) : row;
  });
  app.ctx.changes.announce(`u:${userId}`);
  if (approved && !wasApproved) await notifyApproved(app, updated);
  return { user: updated, staffPermissionsActiveAgain: approved && !wasApproved && heldPermissions };
}

/**
 * Saves an admin's notes on a user. With `seenVersion` (the notesVersion the admin edited from),
 * notes someone saved since are refused (409) and nothing is written: the version is checked in the
 * UPDATE itself, which a concurrent save waits on and then sees moved on. Without it (the spec's
 * call) the notes are saved whatever came before.
 */
export async function updateUserNotes(
  app: FastifyInstance,
  admin: UserRow,
  userId: string,
  notes: string,
  seenVersion?: number,
): Promise<UserRow> {
  const updated = await app.ctx.db.transaction(async (tx) => {
    const unchanged = seenVersion === undefined ? undefined : eq(users.notesVersion, seenVersion);
    const [row] = await tx
      .update(users)
      .set({ notes, notesVersion: sql`${users.notesVersion} + 1` })
      .where(and(eq(users.id, userId), unchanged))
      .returning();
    if (!row) {
      const exists = unchanged && (await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;
      throw exists
        ? new AppError('CONFLICT', 'admin:errors.notesChangedMeanwhile')
        : new AppError('NOT_FOUND', 'admin:errors.userNotFound');
    }
    await recordAudit(tx, admin, {
      action: 'user.notes',
      targetType: 'user',
      targetId: userId,
      details: { username: row.username, notes },
    });
    return row;
  });
  app.ctx.changes.announce(`u:${userId}`);
  return updated;
}

/** Drops the pending-approval record of a username (the earlier client called this after each approval change). */
export async function removePendingApproval(app: FastifyInstance, admin: UserRow, username: string): Promise<number> {
  return app.ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(pendingApprovals).where(sql`lower(${pendingApprovals.username}) = lower(${username})`).returning();
    for (const row of removed) {
      await recordAudit(tx, admin, {
        action: 'user.pending_remove',
        targetType: 'user',
        targetId: row.userId,
        details: { username: row.username },
      });
    }
    return removed.length;
  });
}

/**
 * Deletes a user. Their sessions end with the row (the principal cache forgets the user at once);
 * their cart, reset links and pending record go with it; their orders stay, keeping the customer
 * snapshot (orders.user_id is set null by the foreign key), and so do the one-time codes sent for
 * them, unusable, so the per-address send limits still count them (one_time_codes.user_id too).
 * The last owner who can sign in is not deleted (staff/owners.ts).
 */
export async function deleteUser(app: FastifyInstance, admin: UserRow, userId: string): Promise<{ ordersKept: number }> {
  refuseSelf(admin, userId, 'admin:errors.cannotDeleteSelf');
  const result = await app.ctx.db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    refuseLastOwner(owners, await targetOf(tx, admin, userId));
    const [kept] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    const [row] = await tx.delete(users).where(eq(users.id, userId)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'admin:errors.userNotFound');
    const ordersKept = kept?.n ?? 0;
    await recordAudit(tx, admin, {
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      details: { username: row.username, email: row.email, ordersKept },
    });
    return { ordersKept };
  });
  app.ctx.changes.announce(`u:${userId}`);
  return result;
}
