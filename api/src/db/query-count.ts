/**
 * Counts the SQL statements the process sends (drizzle's logger hook: one call per statement,
 * transaction BEGIN/COMMIT included on PostgreSQL). The bench reads it per request through the
 * `x-query-count` header that QUERY_COUNT_HEADER=on turns on (plugins/query-count.ts); it
 * measures one request at a time, so the difference before/after a request is that request's.
 */
import type { Logger } from 'drizzle-orm';

let statements = 0;

/** Statements sent since the process started. */
export function statementsSent(): number {
  return statements;
}

export const countingLogger: Logger = {
  logQuery() {
    statements++;
  },
};
