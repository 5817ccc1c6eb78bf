import { buildTestApp, postgresPool, type TestApp } from '../../../test/helper';
import { orderNumberCounters } from '../../db/schema';
import { nextOrderNumber } from './order-numbers';

// Order numbers come from a sequence per year (migration 0009): unique and increasing, and taking
// one holds no lock until commit, so concurrent orders do not queue behind each other's commits.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inYear = (year: number) => ({ now: new Date(`${year}-06-01T12:00:00Z`), timeZone: 'UTC' });
const numberIn = (year: number) => t.app.ctx.db.transaction((tx) => nextOrderNumber(tx, inYear(year)));
const onPostgres = process.env.TEST_DATABASE === 'postgres' ? it : it.skip;

describe('order numbers', () => {
  it('start a year after the last number its old counter gave out, then count up', async () => {
    await t.app.ctx.db.insert(orderNumberCounters).values({ year: 2091, lastNumber: 41 });
    expect(await numberIn(2091)).toBe('FW-91-00042');
    expect(await numberIn(2091)).toBe('FW-91-00043');
  });

  it('start at 00001 in a year the old counter never saw, and each year counts on its own', async () => {
    expect(await numberIn(2094)).toBe('FW-94-00001');
    expect(await numberIn(2095)).toBe('FW-95-00001');
    expect(await numberIn(2094)).toBe('FW-94-00002');
  });

  it('give 20 concurrent first orders of a new year 20 different numbers from one sequence', async () => {
    // Five new years: on PostgreSQL each is a race to make the year's sequence.
    for (const year of [2092, 2096, 2097, 2098, 2099]) {
      const numbers = await Promise.all(Array.from({ length: 20 }, () => numberIn(year)));
      const yy = String(year % 100);
      expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `FW-${yy}-${String(i + 1).padStart(5, '0')}`));
    }
  });

  onPostgres('hold no lock until commit: a second order takes its number while the first is still open', async () => {
    const pool = postgresPool(t.app)!;
    expect(await numberIn(2093)).toBe('FW-93-00001');
    const open = await pool.connect();
    const other = await pool.connect();
    try {
      await open.query('begin');
      await open.query('select fireworks_next_order_number(2093)');
      // With the old counter row this waited for the open transaction's commit.
      await other.query("set statement_timeout = '2s'");
      const { rows } = await other.query<{ n: string }>('select fireworks_next_order_number(2093) as n');
      expect(Number(rows[0]!.n)).toBe(3);
      await open.query('rollback');
    } finally {
      await other.query('reset statement_timeout');
      open.release();
      other.release();
    }
    // The rolled-back order's number is skipped, never given twice.
    expect(await numberIn(2093)).toBe('FW-93-00004');
  });
});
