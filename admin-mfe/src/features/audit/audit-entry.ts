import type { TFunction } from 'i18next';
import { formatPriceString } from 'shared-ui';

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

function detailValue(key: string, value: unknown): string {
  if (key.endsWith('Cents') && typeof value === 'number') return formatPriceString(value);
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The details as 'key: value' pairs; amounts in cents shown as prices. */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${detailValue(key, value)}`)
    .join(', ');
}
