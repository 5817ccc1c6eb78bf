import type { Db } from './client';
import { statementName } from './write-statements';

/**
 * Runs one of write-statements.ts's statements as its text, $n placeholders as they are (the very
 * text the bench's raw-driver baseline sends), prepared under its name on PostgreSQL: parsed and
 * planned once per connection, not on every call. Measured straight through the driver, one cart
 * save + one order: PostgreSQL's CPU 2.3 → 1.0 ms. PGlite's driver ignores the name, so the PGlite
 * client (pglite-parsers.ts drizzleClient) knows these texts by statementName and prepares them
 * itself, once per instance (pglite-prepared.ts).
 */
export function runNamed(db: Db, text: string, values: readonly unknown[]): Promise<unknown> {
  const name = statementName(text);
  if (!name) throw new Error('runNamed: not one of the named statements of write-statements.ts');
  return db._.session.prepareQuery({ sql: text, params: [...values] }, undefined, name, false).execute();
}
