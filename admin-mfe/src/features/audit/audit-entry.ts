import type { TFunction } from 'i18next';
import { formatDollars } from 'shared-ui';

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

/** Fields that hold dollars (as the API writes amounts), shown as money; '…Cents' fields hold cents. */
const DOLLAR_FIELDS = new Set([
  'amount',
  'amountPayed',
  'amountDue',
  'amountNeeded',
  'balanceDue',
  'fundsReturned',
  'fundsToAdd',
  'fundsUsed',
]);

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

function detailValue(t: TFunction, key: string, value: unknown): string {
  const n = asNumber(value);
  // Amounts through core's money formatter, in the interface language ('$1,000.00').
  if (n !== null && key.endsWith('Cents')) return formatDollars(n / 100);
  if (n !== null && DOLLAR_FIELDS.has(key)) return formatDollars(n);
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(value ? 'common:yes' : 'common:no');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One detail as shown: the field's name in the interface language and the recorded value. */
interface DetailPart {
  key: string;
  label: string;
  value: string;
}

/**
 * The order details are read in: the order's number first, then the rest, Before before After (the
 * database keeps JSON keys in its own order, which put After first).
 */
const RANK: Record<string, number> = { orderNumber: -1, before: 1, after: 2 };
const inReadingOrder = (details: Record<string, unknown>) => Object.entries(details).sort(([a], [b]) => (RANK[a] ?? 0) - (RANK[b] ?? 0));

/**
 * The details as labelled parts, nested objects flattened ('Before – Status'); field names come
 * from the catalogue (a field without a text shows as recorded), amounts as money, other values as recorded.
 */
export function detailParts(
  t: TFunction,
  details: Record<string, unknown>,
  prefix: { key: string; label: string } | null = null,
): DetailPart[] {
  return inReadingOrder(details).flatMap(([key, value]) => {
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
      : detailValue(t, key, value);
    return [{ ...part, value: shown }];
  });
}

/** The details as the screen shows them ('Username: pat, …'): what the search box looks in. */
export function detailsText(t: TFunction, details: Record<string, unknown>): string {
  return detailParts(t, details)
    .map((part) => `${part.label}: ${part.value}`)
    .join(', ');
}
