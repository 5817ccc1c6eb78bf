import { and, eq, gt, sql } from 'drizzle-orm';
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

/** Takes one use of an invite code atomically; null when the code is unknown or used up (codes match by inviteCodeIs). */
export async function takeInviteUse(db: Db, code: string): Promise<{ id: string; preset: string | null } | null> {
  const [row] = await db
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} - 1` })
    .where(and(inviteCodeIs(code), gt(inviteCodes.uses, 0)))
    .returning({ id: inviteCodes.id, preset: inviteCodes.preset });
  return row ?? null;
}

/** Whether an invite code can be used now: checked before any taken-field check at sign-up. */
export async function inviteCodeState(db: Db, code: string): Promise<'usable' | 'usedUp' | 'unknown'> {
  const [row] = await db.select({ uses: inviteCodes.uses }).from(inviteCodes).where(inviteCodeIs(code)).limit(1);
  if (!row) return 'unknown';
  return row.uses > 0 ? 'usable' : 'usedUp';
}

export async function inviteCodeExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: inviteCodes.id }).from(inviteCodes).where(inviteCodeIs(code)).limit(1);
  return Boolean(row);
}
