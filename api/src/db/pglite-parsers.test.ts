/**
 * drizzleClient: drizzle over the wrapped PGlite reads the same values as over PGlite itself
 * (dates, timestamps, intervals and their arrays as text; numbers, JSON, booleans parsed), in a
 * query and in a transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzleClient } from './pglite-parsers';

const probe = sql`select '2026-11-18 12:00:00'::timestamp as ts, '2026-11-18 12:00:00+00'::timestamptz as tstz,
  interval '1 day' as iv, '2026-11-18'::date as d, array[1.5]::numeric[] as na,
  array['2026-11-18 12:00:00'::timestamp] as tsa, array['2026-11-18'::date] as da, 12.34::numeric as n,
  5::int8 as big, 7::int4 as small, '{"a":1}'::jsonb as j, true as b, array[1, 2]::int4[] as ia`;

test('the wrapped client answers exactly as PGlite through drizzle does', async () => {
  const plain = new PGlite();
  const wrapped = new PGlite();
  await Promise.all([plain.waitReady, wrapped.waitReady]);
  try {
    const expected = (await drizzle(plain).execute(probe)).rows[0];
    const db = drizzle(drizzleClient(wrapped));
    expect((await db.execute(probe)).rows[0]).toEqual(expected);
    expect(await db.transaction(async (tx) => (await tx.execute(probe)).rows[0])).toEqual(expected);
    expect(expected).toMatchObject({ ts: '2026-11-18 12:00:00', na: '{1.5}', n: '12.34', big: 5, j: { a: 1 }, ia: [1, 2] });
  } finally {
    await Promise.all([plain.close(), wrapped.close()]);
  }
  // Two PGlite instances start here (WebAssembly compile and initdb): slow on a busy machine.
}, 120_000);
