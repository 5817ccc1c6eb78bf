import type { InviteCode } from '@fireworks/core/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Tx, takeTurnsOn } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { inviteCodes } from '../../db/schema';

type InviteCodeRow = typeof inviteCodes.$inferSelect;

export async function listInviteCodes(db: Db): Promise<InviteCodeRow[]> {
  return db.select().from(inviteCodes).orderBy(desc(inviteCodes.createdAt), inviteCodes.code);
}

/**
 * The one rule that says which stored code a typed one names: case does not matter, so 'SUMMER' and
 * 'summer' are one code. Creation, deletion, sign-up and the import all match codes with it.
 */
export function inviteCodeIs(code: string): SQL {
  return sql`lower(${inviteCodes.code}) = lower(${code})`;
}

/** The code a typed one names (inviteCodeIs); the exact spelling first, should old data hold two. */
async function findInviteCode(db: Db, code: string): Promise<InviteCodeRow | null> {
  const [row] = await db.select().from(inviteCodes).where(inviteCodeIs(code)).orderBy(sql`${inviteCodes.code} = ${code} desc`).limit(1);
  return row ?? null;
}

/**
 * Inserts an invite code unless the table holds one of that name already (inviteCodeIs: in any
 * case); null then, and nothing written. The API and the MongoDB import make codes through here,
 * so that 'SUMMER' and 'summer' made at the same moment cannot both pass the check (the demo seed
 * writes its one random WELCOME- code straight into an empty shop).
 */
export async function insertNewInviteCode(tx: Tx, values: typeof inviteCodes.$inferInsert): Promise<InviteCodeRow | null> {
  // The unique index is on the exact spelling only, and under READ COMMITTED two transactions can
  // each miss the other's uncommitted row. So writers of one lower-cased name take turns on this
  // transaction-scoped lock (released at commit or rollback), and the later one sees the earlier's
  // row. Not a unique index on lower(code): data from before the case-insensitive rule may hold two
  // spellings of one code (deletion picks the exact one), and building that index would fail on it.
  await takeTurnsOn(tx, `invite-code:${values.code.toLowerCase()}`);
  if (await findInviteCode(tx, values.code)) return null;
  const [row] = await tx.insert(inviteCodes).values(values).returning();
  return row ?? null;
}

/** Deletes the code a typed one names (inviteCodeIs), one row only; null when there is none. */
/** Deletes the code of that name (any case); `ownersToo` false leaves a code that carries a staff preset. */
export async function deleteInviteCode(db: Db, code: string, ownersToo: boolean): Promise<InviteCodeRow | null> {
  const found = await findInviteCode(db, code);
  if (!found || (found.preset !== null && !ownersToo)) return null;
  const [row] = await db.delete(inviteCodes).where(eq(inviteCodes.id, found.id)).returning();
  return row ?? null;
}

export function toApiInviteCode(row: InviteCodeRow): InviteCode {
  return { _id: row.id, code: row.code, uses: row.uses, createdBy: row.createdBy, ...(row.preset ? { preset: row.preset } : {}) };
}
