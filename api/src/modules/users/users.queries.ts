import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingApprovals, users } from '../../db/schema';
import type { UserRow } from '../../shared/users';

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Usernames are unique regardless of case. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.admin, true));
  return row?.n ?? 0;
}

export async function listAdmins(db: Db): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.admin, true));
}

/** Every user but one (the admin asking), newest first, with whether they wait for approval. */
export async function listUsersExcept(db: Db, excludedId: string): Promise<Array<{ user: UserRow; pendingApproval: boolean }>> {
  const rows = await db
    .select({ user: users, pendingId: pendingApprovals.id })
    .from(users)
    .leftJoin(pendingApprovals, eq(pendingApprovals.userId, users.id))
    .where(ne(users.id, excludedId))
    .orderBy(desc(users.createdAt), users.username);
  return rows.map((row) => ({ user: row.user, pendingApproval: row.pendingId !== null }));
}
