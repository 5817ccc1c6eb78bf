/**
 * What the signed-in person may do on the Staff screen (core's staff-changes rules, which the
 * server applies too): the owner everything; a staff:manage holder only the staff below them.
 */
import type { StaffEntry } from '@fireworks/core/contract';
import { grantablePermissions, PERMISSIONS, type Permission, type StaffActor, staffTargetRefusal } from '@fireworks/core/rules';
import { useMemo } from 'react';
import { useSession } from 'shared-ui';

interface StaffViewer {
  /** The permission boxes they may tick (the owner: all). */
  grantable: Permission[];
  /** Whether they may change or remove this staff member (else the row has no controls). */
  mayChange(entry: StaffEntry): boolean;
}

export function useStaffViewer(): StaffViewer {
  const user = useSession((state) => state.user);
  return useMemo(() => {
    const actor: StaffActor = { id: user?._id ?? '', admin: user?.admin === true, permissions: user?.permissions ?? [] };
    return {
      grantable: grantablePermissions(actor),
      // An entry with every permission is an owner (the server answers the owner's as all of them).
      mayChange: (entry) =>
        staffTargetRefusal(actor, {
          id: entry.userId,
          admin: entry.permissions.length === PERMISSIONS.length,
          permissions: entry.permissions,
        }) === null,
    };
  }, [user]);
}
