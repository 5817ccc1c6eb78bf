/**
 * PGlite as drizzle sees it, without a per-query copy of PGlite's type parsers (issue 13 item 4).
 *
 * drizzle passes its own parsers with every query (dates, timestamps and intervals kept as text),
 * and PGlite then copies its 318-entry parser table into a fresh object to merge them, once per
 * query: ~10% of the server's CPU in the mixed crowd (profile: PGlite's result parser, self time).
 * Here drizzle's parsers are merged into the instance once, and its queries go without them, so
 * PGlite parses with its own table as is. The results are the same values, the SQL is the same.
 */
import { type PGlite, type QueryOptions as PgliteQueryOptions, types } from '@electric-sql/pglite';

type QueryOptions = PgliteQueryOptions | undefined;

const asText = (value: string) => value;

/** The types drizzle keeps as text (drizzle-orm/pglite/session: TIMESTAMP, TIMESTAMPTZ, INTERVAL, DATE and their arrays, numeric[]). */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/** Drops drizzle's parsers from a query's options when they are the ones merged into the instance. */
function withoutDrizzleParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const keys = Object.keys(options.parsers);
  if (keys.length !== DRIZZLE_TEXT_TYPES.length || !DRIZZLE_TEXT_TYPES.every((oid) => oid in (options.parsers ?? {}))) return options;
  return { rowMode: options.rowMode };
}

/**
 * The client to hand to drizzle: `client` itself for everything, with `query` and `transaction`
 * passing their options through `withoutDrizzleParsers`. The instance's own parsers gain drizzle's
 * (the server and the tests reach this PGlite through drizzle only). Call it once the instance is
 * ready: PGlite sets its array parsers while it starts.
 */
export function drizzleClient(client: PGlite): PGlite {
  client.parsers = { ...client.parsers, ...Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, asText])) };
  const query = (sql: string, params?: unknown[], options?: QueryOptions) => client.query(sql, params, withoutDrizzleParsers(options));
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: (sql: string, params?: unknown[], options?: QueryOptions) => tx.query(sql, params, withoutDrizzleParsers(options)),
          },
        }),
      ),
    );
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run with the instance itself as `this`.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
