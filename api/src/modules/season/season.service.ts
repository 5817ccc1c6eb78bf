import type { PutSeasonInput, Season } from '@fireworks/core/contract';
import {
  DEFAULT_SEASON,
  type SeasonCalendar,
  type SeasonProblem,
  seasonProblem,
  seasonProblemText,
  seasonStatus,
  sortWindows,
} from '@fireworks/core/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seasonCalendar } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';

const CALENDAR_ID = 'shop';

/** A calendar with its version: one more on every save, 0 while none was saved (docs/decisions/edit-conflicts.md). */
type VersionedCalendar = SeasonCalendar & { version: number };

/**
 * The saved calendar, or the spec's windows while none was saved. Read on every use: no restart needed.
 * `lock` keeps the saved row locked until the transaction ends (a save reads it so).
 */
export async function loadSeasonCalendar(db: Db, lock = false): Promise<VersionedCalendar> {
  const query = db.select().from(seasonCalendar).where(eq(seasonCalendar.id, CALENDAR_ID));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return { ...DEFAULT_SEASON, version: 0 };
  return { salesWindows: row.salesWindows, preorderWindows: row.preorderWindows, version: row.version };
}

/** GET /api/season's answer: the calendar and where today stands in it. */
export function toApiSeason(calendar: VersionedCalendar, now: Date, timeZone: string): Season {
  const status = seasonStatus(now, timeZone, calendar.salesWindows);
  return {
    timezone: timeZone,
    today: status.today,
    checkoutOpen: status.checkoutOpen,
    currentWindow: status.currentWindow,
    nextWindow: status.nextWindow,
    salesWindows: calendar.salesWindows.map(({ start, end }) => ({ start, end })),
    preorderWindows: calendar.preorderWindows.map(({ label, start, end }) => ({ label: { en: label.en, es: label.es }, start, end })),
    version: calendar.version,
  };
}

/** A calendar's problem as a 400, in core's sentence (the admin's editor shows the same one). */
function refuse(problem: SeasonProblem): never {
  const { key, params } = seasonProblemText(problem);
  throw new AppError('INVALID_DATA', key, params);
}

const changedMeanwhile = (): never => {
  throw new AppError('CONFLICT', 'season:errors.changedMeanwhile');
};

/**
 * Checks and saves a new calendar (windows sorted, labels trimmed) with its audit entry, in one
 * transaction. With `seenVersion` (the version the admin loaded), a calendar saved since is refused
 * (409) and nothing is written; without it the save always goes through, as the spec's call did.
 */
export async function saveSeasonCalendar(db: Db, admin: UserRow, input: PutSeasonInput): Promise<VersionedCalendar> {
  const calendar: SeasonCalendar = {
    salesWindows: input.salesWindows.map(({ start, end }) => ({ start, end })),
    preorderWindows: input.preorderWindows.map(({ label, start, end }) => ({
      label: { en: label.en.trim(), es: label.es.trim() },
      start,
      end,
    })),
  };
  const problem = seasonProblem(calendar);
  if (problem) refuse(problem);
  const saved: SeasonCalendar = {
    salesWindows: sortWindows(calendar.salesWindows),
    preorderWindows: sortWindows(calendar.preorderWindows),
  };
  const { seenVersion } = input;
  return db.transaction(async (tx) => {
    // The saved row stays locked to the end, so a concurrent save waits and then sees the new version.
    const { version, ...before } = await loadSeasonCalendar(tx, true);
    if (seenVersion !== undefined && seenVersion !== version) changedMeanwhile();
    const values = { salesWindows: saved.salesWindows, preorderWindows: saved.preorderWindows, updatedAt: new Date(), updatedBy: admin.id };
    const [row] = await tx
      .insert(seasonCalendar)
      .values({ id: CALENDAR_ID, ...values, version: version + 1 })
      .onConflictDoUpdate({
        target: seasonCalendar.id,
        set: { ...values, version: sql`${seasonCalendar.version} + 1` },
        // No row to lock before the first save: the first of two concurrent ones inserts, the other updates nothing here.
        setWhere: seenVersion === undefined ? undefined : eq(seasonCalendar.version, seenVersion),
      })
      .returning({ version: seasonCalendar.version });
    if (!row) return changedMeanwhile();
    await recordAudit(tx, admin, {
      action: 'season.update',
      targetType: 'season_calendar',
      targetId: CALENDAR_ID,
      details: { before: { ...before }, after: { ...saved } },
    });
    return { ...saved, version: row.version };
  });
}
