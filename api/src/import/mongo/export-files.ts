/**
 * Reading `mongoexport` output: one JSON document per line (the default) or one JSON array
 * (`--jsonArray`), in canonical or relaxed Extended JSON, parsed by MongoDB's own `bson` package
 * (EJSON). `$oid` becomes the hex string, `$date` a Date, `$numberInt`/`$numberLong`/
 * `$numberDouble`/`$numberDecimal` a number.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Decimal128, EJSON, ObjectId } from 'bson';

export type MongoDoc = Record<string, unknown>;

interface ParsedExport {
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

/**
 * BSON values to what the mappers read: an ObjectId becomes its hex string and a Decimal128 a
 * number; dates stay Dates. (Relaxed parsing already gives numbers for $numberInt/Long/Double.)
 */
function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof ObjectId) return value.toHexString();
  if (value instanceof Decimal128) return Number(value.toString());
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlain(inner)]));
}

function isObject(value: unknown): value is MongoDoc {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Why a document could not be read: JSON syntax, or an Extended JSON value bson refused (a bad $oid…). */
function unreadable(error: unknown): string {
  return error instanceof SyntaxError ? 'not valid JSON' : `not valid Extended JSON (${(error as Error).message})`;
}

/** One document, canonical or relaxed Extended JSON (already parsed as JSON), read with bson's EJSON. */
function readDocument(entry: unknown, line: number, result: ParsedExport): void {
  try {
    const doc = toPlain(isObject(entry) ? EJSON.deserialize(entry, { relaxed: true }) : entry);
    if (isObject(doc)) result.docs.push({ doc, line });
    else result.errors.push({ line, reason: 'not a JSON object' });
  } catch (error) {
    result.errors.push({ line, reason: unreadable(error) });
  }
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
      readDocument(entry, index + 1, result);
    });
    return result;
  }
  body.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    let entry: unknown;
    try {
      entry = JSON.parse(raw);
    } catch (error) {
      result.errors.push({ line: index + 1, reason: unreadable(error) });
      return;
    }
    readDocument(entry, index + 1, result);
  });
  return result;
}

export function readExport(file: string): ParsedExport {
  return parseExport(fs.readFileSync(file, 'utf8'));
}
