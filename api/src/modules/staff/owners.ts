/**
 * The shop always keeps an owner who can sign in (approved and verified). A change that may take
 * that away (un-approving, deleting or demoting a user) first locks every owner's row, then reads
 * its target and counts: two owners removing each other at the same moment wait for one another,
 * and the second finds the other gone and is refused (409 lastOwner) instead of both going through.
 * The rows are locked in id order, so two such changes never each hold a row the other waits for.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';

type Owner = Pick<UserRow, 'id' | 'admin' | 'approved' | 'verified'>;

/** Every owner's row, locked until the transaction ends; call it before reading the target. */
export function lockOwners(tx: Db): Promise<Owner[]> {
  return tx
    .select({ id: users.id, admin: users.admin, approved: users.approved, verified: users.verified })
    .from(users)
    .where(eq(users.admin, true))
    .orderBy(asc(users.id))
    .for('update');
}

const signsIn = (owner: Owner) => owner.admin && owner.approved && owner.verified;

/** Refuses taking `target` away as an owner who signs in when no other such owner is left. */
export function refuseLastOwner(owners: Owner[], target: Owner): void {
  if (signsIn(target) && !owners.some((owner) => owner.id !== target.id && signsIn(owner))) {
    throw new AppError('CONFLICT', 'admin:errors.lastOwner');
  }
}
