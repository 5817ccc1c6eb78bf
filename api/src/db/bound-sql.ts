import { type SQL, sql } from 'drizzle-orm';

/**
 * Drizzle SQL from plain text with $1..$n placeholders. Statements kept as text can be run by the
 * shop and, unchanged, by the bench's raw-driver baseline (bench/lib/raw-writes.mjs).
 */
export function bound(text: string, values: readonly unknown[]): SQL {
  return sql.join(text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}
