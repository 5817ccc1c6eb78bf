/**
 * Crash safety (issue 8): the built server under a write load is killed with SIGKILL at random
 * moments and started again on the same data, on PGlite and on PostgreSQL; afterwards every
 * acknowledged write is there and whole and nothing is half-written. SIGTERM (graceful shutdown)
 * lets requests in flight finish. Repeat a run with CRASH_SEED=<seed from the test's annotations>.
 */

import { type CrashWorkload, runCrashCycles, type WriteRequest } from '../fixtures/crash';
import { approvalToggles, checkouts } from '../fixtures/crash-workloads';
import { type Shop, startShop } from '../fixtures/shop';
import { withShopDatabase } from '../fixtures/shop-db';
import { expect, test } from '../fixtures/worker';

const KILLS = 20;

/** Runs the workload through the kills on a fresh shop and checks the data against the answers. */
async function survivesKills<R extends WriteRequest>(database: 'pglite' | 'postgres', workload: CrashWorkload<R>) {
  const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const shop = await startShop({ database, env: { SEED_DEMO: '0' } });
  try {
    await withShopDatabase(shop, (db) => workload.prepare(db, shop));
    await workload.connect(shop);

    const { outcomes, kills } = await runCrashCycles(shop, workload, { kills: KILLS, seed, loadMs: [150, 1200] });
    expect(kills).toBe(KILLS);
    const acked = outcomes.filter((o) => o.result === 'acked').length;
    const inFlight = outcomes.filter((o) => o.result === 'unknown').length;
    test.info().annotations.push({ type: 'outcomes', description: `${acked} acknowledged, ${inFlight} in flight at a kill` });
    // The load was real: writes were acknowledged, and kills hit requests in flight.
    expect(acked).toBeGreaterThan(KILLS);
    expect(inFlight).toBeGreaterThan(0);

    const problems = await withShopDatabase(shop, (db) => workload.verify(db, outcomes));
    expect(problems).toEqual([]);
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
  } finally {
    await shop.destroy();
  }
}

for (const database of ['pglite', 'postgres'] as const) {
  test(`cart updates and orders: acknowledged writes survive ${KILLS} SIGKILLs under load on ${database}`, async () => {
    test.setTimeout(360_000);
    await survivesKills(database, checkouts());
  });
  test(`approval changes: acknowledged writes survive ${KILLS} SIGKILLs under load on ${database}`, async () => {
    test.setTimeout(360_000);
    await survivesKills(database, approvalToggles());
  });
}

test('a graceful shutdown (SIGTERM) finishes the requests in flight and loses none', async () => {
  test.setTimeout(120_000);
  const shop: Shop = await startShop({ database: 'postgres', env: { SEED_DEMO: '0' } });
  try {
    const workload = approvalToggles(6);
    await withShopDatabase(shop, (db) => workload.prepare(db, shop));
    await workload.connect(shop);
    // A burst of writes, one per user (so their order does not matter), with logins (each a slow
    // password check) keeping the server busy while SIGTERM arrives.
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${shop.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then(
        (response) => ({ status: response.status, error: '', at: Date.now() }),
        (error: { cause?: { code?: string } }) => ({ status: 0, error: error.cause?.code ?? String(error), at: Date.now() }),
      );
    const requests = workload.userIds.map((_, i) => workload.next(i % 6));
    const writes = requests.map((request) => post(request.path, request.body, request.token));
    // One name each: ten failures lock a name (per-account back-off), and a missing user costs the same check.
    const logins = Array.from({ length: 12 }, (_, i) => post('/api/login', { username: `nobody-${i}`, password: 'wrong-password-1' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const sigtermAt = Date.now();
    const exitCode = await shop.stop();
    const answers = await Promise.all(writes);
    const loginAnswers = await Promise.all(logins);
    expect(exitCode, shop.output().slice(-3000)).toBe(0);
    // Requests the server had started were finished and answered after SIGTERM arrived.
    expect([...answers, ...loginAnswers].filter((a) => a.status !== 0 && a.at > sigtermAt).length).toBeGreaterThan(0);
    // Every answer is an outcome, or a clean refusal: 503 while closing, or a connection it never
    // read a request from (refused or reset before the request was read).
    const kinds = [...answers, ...loginAnswers].map((a) => (a.status ? String(a.status) : a.error));
    expect(kinds.filter((k) => !['200', '401', '503', 'ECONNREFUSED', 'ECONNRESET'].includes(k))).toEqual([]);
    expect(answers.some((a) => a.status === 200)).toBe(true);

    // Acknowledged writes are there, whole; refused and reset ones left nothing behind.
    await shop.restart();
    const outcomes = answers.map((a, i) => ({
      worker: 0,
      request: requests[i] as (typeof requests)[number],
      result: a.status === 200 ? ('acked' as const) : ('refused' as const),
      status: a.status,
    }));
    expect(await withShopDatabase(shop, (db) => workload.verify(db, outcomes))).toEqual([]);
  } finally {
    await shop.destroy();
  }
});
