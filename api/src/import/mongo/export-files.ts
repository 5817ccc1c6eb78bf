/**
 * Reading `mongoexport` output: one JSON document per line (the default) or one JSON array
 * (`--jsonArray`), in canonical or relaxed Extended JSON. `$oid` becomes the hex string, `$date`
 * a Date, `$numberInt`/`$numberLong`/`$numberDouble`/`$numberDecimal` a number.
 */
import fs from 'node:fs';
import path from 'node:path';

export type MongoDoc = Record<string, unknown>;

export interface ParsedExport {
  docs: { doc: MongoDoc; line: number }[];
  /** Lines or entries that are not a JSON object, with the reason. */
  errors: { line: number; reason: string }[];
}

/** The collections the earlier shop kept, and the file names mongoexport may have given them. */
export const COLLECTIONS = {
  users: ['users', 'user'],
  items: ['items', 'item', 'fireworks', 'firework', 'products'],
  inviteCodes: ['invitecodes', 'invitecode', 'invites', 'invite_codes'],
  discountRules: ['discountrules', 'discountrule', 'discounts', 'discount', 'discount_rules'],
  orders: ['orders', 'order'],
} as const;

export type CollectionName = keyof typeof COLLECTIONS;

function normalise(fileName: string): string {
  return fileName
    .toLowerCase()
    .replace(/\.(jsonl|ndjson|json)$/, '')
    .replace(/[-\s]/g, '');
}

/** Maps each collection to its file in `dir`; files that name no collection are listed as ignored. */
export function findExportFiles(dir: string): { files: Partial<Record<CollectionName, string>>; ignored: string[] } {
  const files: Partial<Record<CollectionName, string>> = {};
  const ignored: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !/\.(jsonl|ndjson|json)$/i.test(entry.name)) continue;
    const name = normalise(entry.name);
    const collection = (Object.keys(COLLECTIONS) as CollectionName[]).find((c) =>
      (COLLECTIONS[c] as readonly string[]).some((alias) => alias.replace(/_/g, '') === name.replace(/_/g, '')),
    );
    if (collection && !files[collection]) files[collection] = path.join(dir, entry.name);
    else ignored.push(entry.name);
  }
  return { files, ignored };
}

/** Extended JSON wrappers to plain values. */
export function fromExtendedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromExtendedJson);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  if (keys.length === 1) {
    const [key] = keys as [string];
    const inner = object[key];
    if (key === '$oid' && typeof inner === 'string') return inner;
    if (key === '$date') return toDate(inner);
    if (['$numberInt', '$numberLong', '$numberDouble', '$numberDecimal'].includes(key) && typeof inner === 'string') {
      return Number(inner);
    }
  }
  const plain: Record<string, unknown> = {};
  for (const key of keys) plain[key] = fromExtendedJson(object[key]);
  return plain;
}

function toDate(inner: unknown): Date | null {
  const raw = inner !== null && typeof inner === 'object' ? fromExtendedJson(inner) : inner;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isObject(value: unknown): value is MongoDoc {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function parseExport(text: string): ParsedExport {
  const result: ParsedExport = { docs: [], errors: [] };
  const body = text.replace(/^\uFEFF/, '');
  if (body.trimStart().startsWith('[')) {
    let entries: unknown;
    try {
      entries = JSON.parse(body);
    } catch (error) {
      result.errors.push({ line: 1, reason: `not valid JSON (${(error as Error).message})` });
      return result;
    }
    (entries as unknown[]).forEach((entry, index) => {
      const doc = fromExtendedJson(entry);
      if (isObject(doc)) result.docs.push({ doc, line: index + 1 });
      else result.errors.push({ line: index + 1, reason: 'not a JSON object' });
    });
    return result;
  }
  body.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    try {
      const doc = fromExtendedJson(JSON.parse(raw));
      if (isObject(doc)) result.docs.push({ doc, line: index + 1 });
      else result.errors.push({ line: index + 1, reason: 'not a JSON object' });
    } catch {
      result.errors.push({ line: index + 1, reason: 'not valid JSON' });
    }
  });
  return result;
}

export function readExport(file: string): ParsedExport {
  return parseExport(fs.readFileSync(file, 'utf8'));
}
