import type { PutSeasonInput, Season } from '@fireworks/core/contract';
import { DEFAULT_SEASON, type SeasonCalendar, type SeasonProblem, seasonProblem, seasonStatus, sortWindows } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seasonCalendar } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';

const CALENDAR_ID = 'shop';

/** The saved calendar, or the spec's windows while none was saved. Read on every use: no restart needed. */
export async function loadSeasonCalendar(db: Db): Promise<SeasonCalendar> {
  const [row] = await db.select().from(seasonCalendar).where(eq(seasonCalendar.id, CALENDAR_ID));
  if (!row) return DEFAULT_SEASON;
  return { salesWindows: row.salesWindows, preorderWindows: row.preorderWindows };
}

/** GET /api/season's answer: the calendar and where today stands in it. */
export function toApiSeason(calendar: SeasonCalendar, now: Date, timeZone: string): Season {
  const status = seasonStatus(now, timeZone, calendar.salesWindows);
  return {
    timezone: timeZone,
    today: status.today,
    checkoutOpen: status.checkoutOpen,
    currentWindow: status.currentWindow,
    nextWindow: status.nextWindow,
    salesWindows: calendar.salesWindows.map(({ start, end }) => ({ start, end })),
    preorderWindows: calendar.preorderWindows.map(({ label, start, end }) => ({ label: { en: label.en, es: label.es }, start, end })),
  };
}

function refuse(problem: SeasonProblem): never {
  switch (problem.code) {
    case 'overlap':
      throw new AppError('INVALID_DATA', 'season:errors.overlap', {
        first: `${problem.first.start}–${problem.first.end}`,
        second: `${problem.second.start}–${problem.second.end}`,
      });
    case 'invalidDate':
      throw new AppError('INVALID_DATA', 'season:errors.invalidDate', { value: problem.value });
    case 'startAfterEnd':
      throw new AppError('INVALID_DATA', 'season:errors.startAfterEnd', { start: problem.start, end: problem.end });
    case 'labelMissing':
      throw new AppError('INVALID_DATA', 'season:errors.labelMissing');
    case 'labelTooLong':
      throw new AppError('INVALID_DATA', 'season:errors.labelTooLong', { max: problem.max });
    case 'tooMany':
      throw new AppError('INVALID_DATA', 'season:errors.tooMany', { max: problem.max });
  }
}

/** Checks and saves a new calendar (windows sorted, labels trimmed) with its audit entry, in one transaction. */
export async function saveSeasonCalendar(db: Db, admin: UserRow, input: PutSeasonInput): Promise<SeasonCalendar> {
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
  return db.transaction(async (tx) => {
    const before = await loadSeasonCalendar(tx);
    const values = { salesWindows: saved.salesWindows, preorderWindows: saved.preorderWindows, updatedAt: new Date(), updatedBy: admin.id };
    await tx
      .insert(seasonCalendar)
      .values({ id: CALENDAR_ID, ...values })
      .onConflictDoUpdate({ target: seasonCalendar.id, set: values });
    await recordAudit(tx, admin, {
      action: 'season.update',
      targetType: 'season_calendar',
      targetId: CALENDAR_ID,
      details: { before: { ...before }, after: { ...saved } },
    });
    return saved;
  });
}
