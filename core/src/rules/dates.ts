/**
 * The one reading of every date the shop takes (order filters, page cursors, dashboard ranges, a
 * payment's date received, pickup days): a real calendar day (no 2026-02-30 rolled into March)
 * in the years a fireworks shop can mean. Anything else is refused, never stored or queried.
 */
import { dateTimeFormat } from './intl-formats';

/** The years a date may fall in: far past any order the shop has and any it will take. */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** True for 'YYYY-MM-DD' naming a real day between EARLIEST_YEAR and LATEST_YEAR. */
export function isCalendarDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An instant as a person or a client writes it: 'YYYY-MM-DD' (noon UTC, the same calendar day in
 * every American zone) or 'YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH:MM]' (UTC when no zone is given),
 * its day a real one (isCalendarDate) and its clock a real time. Null otherwise.
 */
export function parseInstant(text: string): Date | null {
  const match = INSTANT.exec(text.trim());
  if (!match) return null;
  const [, day, hours, minutes, seconds = '00', fraction = '', zone = 'Z'] = match as unknown as string[];
  if (!day || !isCalendarDate(day)) return null;
  if (hours === undefined) return new Date(`${day}T12:00:00Z`);
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (offset && (Number(offset[2]) > 14 || Number(offset[3]) > 59)) return null;
  const millis = fraction.slice(0, 3).padEnd(3, '0');
  const iso = `${day}T${hours}:${minutes}:${seconds}.${millis}${offset ? `${offset[1]}${offset[2]}:${offset[3]}` : 'Z'}`;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** True when the instant falls within the years a date may name (a stored timestamp read back, a cursor). */
export function isInstantInRange(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return !Number.isNaN(instant.getTime()) && year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** The years, as the parameters of a message that names them ("between {{earliest}} and {{latest}}"). */
export const DATE_YEARS = { earliest: EARLIEST_YEAR, latest: LATEST_YEAR } as const;

/** The wall clock of `at` in `timeZone`, each part two digits (the year four; midnight '00', never '24'). */
export function wallClock(at: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const read = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour'), minute: read('minute'), second: read('second') };
}

/** The wall clock of `at` in `timeZone`, written as if it were UTC (milliseconds). */
function wallClockOf(at: Date, timeZone: string): number {
  const c = wallClock(at, timeZone);
  const n = (part: string) => Number(part);
  return Date.UTC(n(c.year), n(c.month) - 1, n(c.day), n(c.hour), n(c.minute), n(c.second)) + (at.getTime() % 1000);
}

/**
 * The instant a clock in `timeZone` shows `date` ('YYYY-MM-DD') at `time` ('HH:MM[:SS[.mmm]]',
 * midnight by default): noon of a day in the shop's zone is `zonedInstant(day, '12:00', zone)`. A
 * time skipped by a daylight-saving change is read with the offset before it; null when not a date.
 */
export function zonedInstant(date: string, timeZone: string, time = '00:00'): Date | null {
  if (!isCalendarDate(date)) return null;
  const wall = Date.parse(`${date}T${time}Z`);
  if (Number.isNaN(wall)) return null;
  let guess = wall;
  // Twice: the offset at the first guess may differ from the offset at the answer (a DST change between).
  for (let i = 0; i < 2; i++) guess += wall - wallClockOf(new Date(guess), timeZone);
  return new Date(guess);
}
