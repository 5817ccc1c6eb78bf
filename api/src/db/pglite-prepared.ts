/**
 * Named statements on PGlite (issue 13): parsed and planned once per PGlite instance, then only
 * bound and executed, as PostgreSQL's driver does with a named query (named-statements.ts).
 *
 * PGlite's own query() sends an unnamed Parse, Describe, Bind, Describe and Execute on every call,
 * so the big CTE statements of write-statements.ts were parsed and planned each time: most of an
 * order's CPU (raw SQL, 20 customers: 7–10 ms per cart save + order → 2.5–4 ms prepared, as
 * PostgreSQL's plan cache then keeps a generic plan; `bench --only orders`, load 7–17: the server's
 * CPU per order 14.4 → 9.6 ms, 5 runs each; the warmed raw baseline's 10.4 → 5.7 ms, one run each).
 * Here a statement is prepared once under its name (Parse + Describe of the statement), then each
 * call is one Bind + Describe + Execute + Sync,
 * and the answer is parsed as query() parses it (same parsers, same result shape, same errors).
 *
 * No imports but PGlite's: the build also emits this file as api/dist/pglite-prepared.cjs, so the
 * bench's raw-driver baseline (bench/lib/raw-writes.mjs) runs its statements the very same way.
 */
import { type messages, type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Per PGlite instance: the names prepared there, each with its parameters' type oids. */
const preparedBy = new WeakMap<PGlite, Map<string, number[]>>();

/** The statements prepared on `client` so far (tests). */
export function preparedNames(client: PGlite): string[] {
  return [...(preparedBy.get(client)?.keys() ?? [])];
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/**
 * PostgreSQL's error, told by its fields: the bench loads this file as CommonJS beside PGlite's ES
 * module, whose DatabaseError is another class.
 */
const isDatabaseError = (error: unknown): error is messages.DatabaseError =>
  error instanceof Error && typeof (error as Partial<messages.DatabaseError>).code === 'string' && 'severity' in error;

/**
 * The statement is gone (DEALLOCATE or DISCARD) or its result type changed with the schema:
 * it must be prepared again. A Bind that fails leaves nothing done.
 */
const mustPrepareAgain = (error: unknown) =>
  isDatabaseError(error) &&
  (error.code === '26000' || (error.code === '0A000' && error.message.includes('cached plan must not change result type')));

/**
 * Prepares `text` under `name`: its parameters' type oids. Close first: a statement of that name
 * that this map does not know (an earlier instance's work cannot reach here, but a failed re-prepare
 * may have left one) is replaced, and closing a missing one is no error.
 */
async function prepare(client: PGlite, name: string, text: string, options: QueryOptions | undefined): Promise<number[]> {
  const answer = await client.execProtocolStream(
    concat([
      serialize.close({ type: 'S', name }),
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false, onNotice: options?.onNotice },
  );
  return parse.parseDescribeStatementResults(answer);
}

/** Binds and executes the prepared `name` in one round trip; the result as PGlite's query() builds it. */
async function execute<T>(client: PGlite, name: string, types: number[], params: unknown[], options: QueryOptions | undefined) {
  // Serialized as query() does: by the parameter's type, else its text.
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const oid = types[i];
    const serializer = oid === undefined ? undefined : (options?.serializers?.[oid] ?? client.serializers[oid]);
    return serializer ? serializer(param) : String(param);
  });
  const answer = await client.execProtocolStream(
    concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    { syncToFs: false, onNotice: options?.onNotice },
  );
  return parse.parseResults(answer, client.parsers, options)[0] as Results<T>;
}

/** The statement, prepared if needed, then executed; the caller holds PGlite's query lock. */
async function run<T>(
  client: PGlite,
  statement: { name: string; text: string },
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results<T>> {
  let prepared = preparedBy.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedBy.set(client, prepared);
  }
  for (let attempt = 0; ; attempt++) {
    let types = prepared.get(statement.name);
    try {
      if (!types) {
        types = await prepare(client, statement.name, statement.text, options);
        prepared.set(statement.name, types);
      }
      return await execute<T>(client, statement.name, types, params, options);
    } catch (error) {
      if (mustPrepareAgain(error)) {
        prepared.delete(statement.name);
        // Outside a transaction the failed Bind left nothing behind: prepare and run again. Inside
        // one, the error has aborted it: it fails as any statement error does, the next call prepares.
        if (!inTransaction && attempt === 0) continue;
      }
      // As query() throws it: PostgreSQL's error with the statement, its parameters and options.
      if (isDatabaseError(error)) Object.assign(error, { query: statement.text, params, queryOptions: options });
      throw error;
    }
  }
}

/**
 * `client.query(text, params, options)` with `text` prepared once under `name` on this instance:
 * the same rows, fields and errors. With `tx` (PGlite's transaction object), inside that transaction.
 */
export async function queryPrepared<T>(
  client: PGlite,
  statement: { name: string; text: string },
  params: unknown[] = [],
  options?: QueryOptions,
  tx?: Transaction,
): Promise<Results<T>> {
  if (tx) {
    // What tx.query checks; the transaction already holds PGlite's transaction lock.
    if (tx.closed) throw new Error('Transaction is closed');
    return client._runExclusiveQuery(() => run<T>(client, statement, params, options, true));
  }
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const result = await run<T>(client, statement, params, options, false);
      // As query() outside a transaction: its changes reach the files before it answers.
      await client.syncToFs();
      return result;
    }),
  );
}
