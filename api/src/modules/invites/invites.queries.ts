import type { InviteCode } from '@fireworks/core/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inviteCodes } from '../../db/schema';

export type InviteCodeRow = typeof inviteCodes.$inferSelect;

export async function listInviteCodes(db: Db): Promise<InviteCodeRow[]> {
  return db.select().from(inviteCodes).orderBy(desc(inviteCodes.createdAt), inviteCodes.code);
}

/** Codes are told apart regardless of case, so 'SUMMER' and 'summer' cannot both exist. */
export async function findInviteCodeIgnoringCase(db: Db, code: string): Promise<InviteCodeRow | null> {
  const [row] = await db.select().from(inviteCodes).where(sql`lower(${inviteCodes.code}) = lower(${code})`).limit(1);
  return row ?? null;
}

export async function deleteInviteCode(db: Db, code: string): Promise<InviteCodeRow | null> {
  const [row] = await db.delete(inviteCodes).where(eq(inviteCodes.code, code)).returning();
  return row ?? null;
}

export function toApiInviteCode(row: InviteCodeRow): InviteCode {
  return { _id: row.id, code: row.code, uses: row.uses, createdBy: row.createdBy, ...(row.preset ? { preset: row.preset } : {}) };
}
