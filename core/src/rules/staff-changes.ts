/**
 * Who may change whose staff permissions (issue 41, docs/decisions/staff-permissions.md). The
 * owner may change anyone (the last-owner rule is the server's, it needs every owner's row). A
 * staff member holding staff:manage manages the staff below them: never themselves, an owner or
 * another manager, nor anyone holding a permission they lack, and they give only permissions they
 * hold, never staff:manage. So nobody mints a peer manager or raises anyone above themselves.
 */
import { hasPermission, PERMISSIONS, type Permission, type Principal } from './permissions';

export interface StaffActor extends Principal {
  id: string;
}

export interface StaffTarget {
  id: string;
  admin: boolean;
  permissions: readonly string[];
}

/** Why a change is refused: the key of its sentence (admin:errors.<key>) and what it names. */
export type StaffRefusal =
  | { reason: 'staffNotManager' }
  | { reason: 'staffSelf' }
  | { reason: 'staffTargetOwner' }
  | { reason: 'staffTargetManager' }
  | { reason: 'staffTargetOutranks'; permission: Permission }
  | { reason: 'staffGrantManage' }
  | { reason: 'staffGrantNotHeld'; permission: Permission };

/** The permissions `actor` may give: the owner every one; a manager those they hold but staff:manage. */
export function grantablePermissions(actor: Principal): Permission[] {
  if (actor.admin) return [...PERMISSIONS];
  if (!hasPermission(actor, 'staff:manage')) return [];
  return PERMISSIONS.filter((p) => p !== 'staff:manage' && hasPermission(actor, p));
}

/** Why `actor` may not change or remove `target` at all (whatever they would give), or null. */
export function staffTargetRefusal(actor: StaffActor, target: StaffTarget): StaffRefusal | null {
  if (actor.admin) return null;
  if (!hasPermission(actor, 'staff:manage')) return { reason: 'staffNotManager' };
  if (target.id === actor.id) return { reason: 'staffSelf' };
  if (target.admin) return { reason: 'staffTargetOwner' };
  if (target.permissions.includes('staff:manage')) return { reason: 'staffTargetManager' };
  const above = PERMISSIONS.find((p) => target.permissions.includes(p) && !hasPermission(actor, p));
  return above ? { reason: 'staffTargetOutranks', permission: above } : null;
}

/** Why `actor` may not give `target` exactly `wanted` ([] removes them from the staff), or null. */
export function staffChangeRefusal(actor: StaffActor, target: StaffTarget, wanted: readonly Permission[]): StaffRefusal | null {
  const refusal = staffTargetRefusal(actor, target);
  if (refusal || actor.admin) return refusal;
  if (wanted.includes('staff:manage')) return { reason: 'staffGrantManage' };
  const notHeld = wanted.find((p) => !hasPermission(actor, p));
  return notHeld ? { reason: 'staffGrantNotHeld', permission: notHeld } : null;
}
