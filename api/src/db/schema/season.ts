import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sales calendar (issue 17): one row (id 'shop') once an admin saves it; without a row the
 * spec's windows apply. Windows are 'MM-DD' spans that recur every year, checked by core's seasonProblem.
 */
export const seasonCalendar = pgTable('season_calendar', {
  id: text().primaryKey(),
  salesWindows: jsonb().$type<Array<{ start: string; end: string }>>().notNull(),
  preorderWindows: jsonb().$type<Array<{ label: { en: string; es: string }; start: string; end: string }>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: text(),
  /** One more on every save: a save made from an older version is refused (docs/decisions/edit-conflicts.md). */
  version: integer().notNull().default(0),
});
