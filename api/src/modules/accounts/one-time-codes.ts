/**
 * One-time codes (ARCHITECTURE §5): 6 digits, valid 10 minutes, at most 5 tries, a new send at
 * most every 45 s and at most 5 per hour per phone or e-mail, whichever accounts asked (a deleted
 * account's codes stay and count: schema users.ts). Only a hash is stored; a new code retires the
 * same account's older ones to that target, never another account's. Security timers use the real
 * time, never the business clock (SHOP_NOW).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { takeTurnsOn } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError, isForeignKeyViolation } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { HOUR_MS, MAX_SENDS_PER_HOUR, secondsUntilResend } from './send-limits';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_TRIES = 5;

type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'locked';

function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/**
 * Creates a code for a target, after the target's resend and hourly limits, counted over every
 * account (429 otherwise). An asking account deleted since its session was checked: 401, as any
 * act of a deleted account (the code row cannot name it).
 */
export async function issueCode(db: Db, input: { purpose: CodePurpose; target: string; userId: string | null }): Promise<string> {
  try {
    return await writeCode(db, input);
  } catch (error) {
    if (isForeignKeyViolation(error, 'one_time_codes_user_id_users_id_fk')) throw new AppError('UNAUTHORIZED', 'sessionEnded');
    throw error;
  }
}

async function writeCode(db: Db, input: { purpose: CodePurpose; target: string; userId: string | null }): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await db.transaction(async (tx) => {
    // Serialises concurrent sends to one target, so the limits cannot be raced past.
    await takeTurnsOn(tx, `${input.purpose}:${input.target}`);
    const recent = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, input.purpose),
          eq(oneTimeCodes.target, input.target),
          gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt));
    const seconds = secondsUntilResend(recent[0]?.createdAt, now);
    if (seconds !== null) throw new AppError('TOO_MANY_REQUESTS', 'auth:errors.codeWait', { seconds });
    if (recent.length >= MAX_SENDS_PER_HOUR) throw new AppError('TOO_MANY_REQUESTS', 'auth:errors.codeHourlyLimit');

    // "Resend" retires the asker's own earlier code only: another account asking for a code to the
    // same address must not cancel this one's pending change. A phone code names the account whose
    // number it went to (null for a number without one: never sent); a number has one holder.
    const sameAsker = input.userId ? eq(oneTimeCodes.userId, input.userId) : isNull(oneTimeCodes.userId);
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.target, input.target), sameAsker, isNull(oneTimeCodes.consumedAt)),
      );
    const id = newId();
    await tx.insert(oneTimeCodes).values({
      id,
      purpose: input.purpose,
      target: input.target,
      userId: input.userId,
      codeHash: hashCode(id, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
  });
  return code;
}

/**
 * How many codes for `purpose` an account asked for in the last hour, whatever they were sent to:
 * an account that corrects its phone number gets no more texts for it.
 */
export async function codesAskedLastHour(db: Db, purpose: CodePurpose, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.userId, userId), gt(oneTimeCodes.createdAt, new Date(Date.now() - HOUR_MS))),
    );
  return Number(row?.count ?? 0);
}

/**
 * Checks a code against the newest live code for one of the targets. Every try counts before the
 * comparison (atomically), so parallel guesses cannot get past the limit; a right code is used up.
 */
export async function checkCode(
  db: Db,
  input: { purpose: CodePurpose; targets: string[]; userId?: string; code: string },
): Promise<CodeCheck> {
  return (await checkCodeFor(db, input)).result;
}

/** As `checkCode`, also saying which target the newest live code was sent to. */
export async function checkCodeFor(
  db: Db,
  input: { purpose: CodePurpose; targets: string[]; userId?: string; code: string },
): Promise<{ result: CodeCheck; target: string | null }> {
  const result = (value: CodeCheck, target: string | null = null) => ({ result: value, target });
  const now = new Date();
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, input.purpose),
        inArray(oneTimeCodes.target, input.targets),
        isNull(oneTimeCodes.consumedAt),
        input.userId ? eq(oneTimeCodes.userId, input.userId) : undefined,
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live) return result('invalid');
  if (live.expiresAt.getTime() <= now.getTime()) return result('expired', live.target);

  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, live.id), lt(oneTimeCodes.attempts, MAX_TRIES), isNull(oneTimeCodes.consumedAt)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (!counted) return result('locked', live.target);

  const expected = Buffer.from(live.codeHash, 'hex');
  const actual = Buffer.from(hashCode(live.id, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, actual)) return result('invalid', live.target);

  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return result(used ? 'ok' : 'invalid', live.target);
}
