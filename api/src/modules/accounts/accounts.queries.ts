import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inviteCodes, users } from '../../db/schema';
import type { UserRow } from '../../shared/users';
import { inviteCodeIs } from '../invites/invites.queries';

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phonenumber, phone)).limit(1);
  return row ?? null;
}

/** Which of username, e-mail or phone is already used by an account (in that order), if any. */
export async function takenField(
  db: Db,
  fields: { username: string; email: string; phonenumber: string },
): Promise<'username' | 'email' | 'phonenumber' | null> {
  const [row] = await db
    .select({
      username: sql<boolean>`bool_or(lower(${users.username}) = lower(${fields.username}))`,
      email: sql<boolean>`bool_or(lower(${users.email}) = lower(${fields.email}))`,
      phonenumber: sql<boolean>`bool_or(${users.phonenumber} = ${fields.phonenumber})`,
    })
    .from(users)
    .where(
      sql`lower(${users.username}) = lower(${fields.username}) or lower(${users.email}) = lower(${fields.email}) or ${users.phonenumber} = ${fields.phonenumber}`,
    );
  if (row?.username) return 'username';
  if (row?.email) return 'email';
  if (row?.phonenumber) return 'phonenumber';
  return null;
}

/**
 * Takes one use of an invite code atomically; null when the code is unknown or used up (codes match
 * by inviteCodeIs). Old data may hold two spellings of one code: one row gives the use, the spelling
 * typed first, then any other with uses left.
 */
export async function takeInviteUse(db: Db, code: string): Promise<{ id: string; preset: string | null } | null> {
  const usable = db
    .select({ id: inviteCodes.id })
    .from(inviteCodes)
    .where(and(inviteCodeIs(code), gt(inviteCodes.uses, 0)))
    .orderBy(sql`${inviteCodes.code} = ${code} desc`, inviteCodes.id)
    .limit(1);
  const [row] = await db
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} - 1` })
    // uses > 0 again: a sign-up that waited on this row's lock sees the other's take.
    .where(and(inArray(inviteCodes.id, usable), gt(inviteCodes.uses, 0)))
    .returning({ id: inviteCodes.id, preset: inviteCodes.preset });
  return row ?? null;
}

/** Whether an invite code can be used now (any of its spellings has uses left): checked before any taken-field check at sign-up. */
export async function inviteCodeState(db: Db, code: string): Promise<'usable' | 'usedUp' | 'unknown'> {
  const [row] = await db
    .select({ most: sql<number | null>`max(${inviteCodes.uses})` })
    .from(inviteCodes)
    .where(inviteCodeIs(code));
  if (row?.most == null) return 'unknown';
  return Number(row.most) > 0 ? 'usable' : 'usedUp';
}

export async function inviteCodeExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: inviteCodes.id }).from(inviteCodes).where(inviteCodeIs(code)).limit(1);
  return Boolean(row);
}
