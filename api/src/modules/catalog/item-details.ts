/**
 * The product page's optional item details (issue 40 item 4): effects, duration, shot count and
 * safety notes. A field not sent is left as it is; null (or '' for text) clears it. Every value is
 * checked here and refused in the user's language.
 */
import { type ItemFields, LIMITS } from '@fireworks/core/contract';
import { AppError } from '../../shared/errors';
import type { ItemRow, NewItem } from './catalog.queries';

type DetailColumns = Pick<NewItem, 'effects' | 'durationSeconds' | 'shotCount' | 'safetyNotes'>;

/** Optional text, trimmed: '' (or only spaces) is none (null). */
function optionalText(text: string | null, max: number, errorKey: string): string | null {
  if (text === null) return null;
  if (text.length > max) throw new AppError('INVALID_DATA', errorKey);
  return text.trim() || null;
}

/** A whole number from 0 to `max`, or null (not known, or not tracked). */
export function optionalCount(value: number | null, max: number, errorKey: string): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 0 || value > max) throw new AppError('INVALID_DATA', errorKey);
  return value;
}

/** The detail columns to write from the fields an admin sent (only those present). */
export function detailColumns(fields: ItemFields): DetailColumns {
  const columns: DetailColumns = {};
  if (fields.effects !== undefined) columns.effects = optionalText(fields.effects, LIMITS.itemEffects, 'catalog:errors.effectsTooLong');
  if (fields.safetyNotes !== undefined) {
    columns.safetyNotes = optionalText(fields.safetyNotes, LIMITS.itemSafetyNotes, 'catalog:errors.safetyNotesTooLong');
  }
  if (fields.durationSeconds !== undefined) {
    columns.durationSeconds = optionalCount(fields.durationSeconds, LIMITS.itemDurationSeconds, 'catalog:errors.durationInvalid');
  }
  if (fields.shotCount !== undefined) {
    columns.shotCount = optionalCount(fields.shotCount, LIMITS.itemShotCount, 'catalog:errors.shotCountInvalid');
  }
  return columns;
}

/** The details as the API answers them: null when not given. */
export function detailsOf(row: ItemRow) {
  return { effects: row.effects, durationSeconds: row.durationSeconds, shotCount: row.shotCount, safetyNotes: row.safetyNotes };
}
