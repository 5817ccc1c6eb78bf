import { formatPriceString } from '@fireworks/core/rules';
import type { TFunction } from 'i18next';

/** One row of GET /api/audit-log. */
export interface AuditEntry {
  _id: string;
  actorId: string | null;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** 'user.approve' -> 'Approved a user'; actions without a text (new ones) show as recorded. */
export function actionLabel(t: TFunction, action: string): string {
  return t(`admin:audit.actions.${action.replace(/\./g, '_')}`, { defaultValue: action });
}

/** One entry of a recorded list: a window ({ label, start, end }) reads 'Pre-order / Preventa 06-20 – 07-04'. */
function listEntryText(entry: unknown): string {
  if (entry === null || typeof entry !== 'object') return String(entry);
  const { start, end, ...rest } = entry as Record<string, unknown>;
  const parts = Object.values(rest).map((value) =>
    value !== null && typeof value === 'object' ? Object.values(value).map(String).join(' / ') : String(value),
  );
  if (start !== undefined || end !== undefined) parts.push(`${String(start ?? '')} – ${String(end ?? '')}`);
  return parts.join(' ');
}

function detailValue(key: string, value: unknown): string {
  if (key.endsWith('Cents') && typeof value === 'number') return formatPriceString(value);
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One detail as shown: the field's name in the interface language and the recorded value. */
export interface DetailPart {
  key: string;
  label: string;
  value: string;
}

/**
 * The details as labelled parts, nested objects flattened ('Before – Status'); field names come
 * from the catalogue (a field without a text shows as recorded), values stay as recorded.
 */
export function detailParts(
  t: TFunction,
  details: Record<string, unknown>,
  prefix: { key: string; label: string } | null = null,
): DetailPart[] {
  return Object.entries(details).flatMap(([key, value]) => {
    const name = t(`admin:audit.fields.${key}`, { defaultValue: key });
    const part = prefix ? { key: `${prefix.key}.${key}`, label: `${prefix.label} – ${name}` } : { key, label: name };
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return detailParts(t, value as Record<string, unknown>, part);
    }
    // A list of changed fields names fields too: shown by their names.
    const shown = Array.isArray(value)
      ? value
          .map((entry) => (key === 'changed' ? t(`admin:audit.fields.${entry}`, { defaultValue: String(entry) }) : listEntryText(entry)))
          .join(', ')
      : detailValue(key, value);
    return [{ ...part, value: shown }];
  });
}

/** The details as the screen shows them ('Username: pat, …'): what the search box looks in. */
export function detailsText(t: TFunction, details: Record<string, unknown>): string {
  return detailParts(t, details)
    .map((part) => `${part.label}: ${part.value}`)
    .join(', ');
}
