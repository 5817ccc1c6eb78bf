/**
 * GET /metrics (issue 42 item 2, ARCHITECTURE §8): Prometheus text format, only with
 * `Authorization: Bearer $METRICS_TOKEN`, no route without it. The answer is parsed as Prometheus
 * would read it, and moves with the shop: requests per route, orders and payments recorded, the
 * change feed, the backup's age, Node's event-loop delay, database query time and pool, cache hits
 * and misses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fillCart, insertItem } from './cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from './helper';

const TOKEN = 'metrics-token-for-the-test-0123';

/** Samples of a Prometheus text exposition: 'name{labels}' → value (comments and types skipped). */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{.*\})?) (\S+)(?: \d+)?$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    samples.set(match[1] as string, Number(match[2]));
  }
  return samples;
}

async function scrape(t: TestApp): Promise<Map<string, number>> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

describe('without METRICS_TOKEN', () => {
  it('has no metrics route', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers 401 with a sentence without the token or with another one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-00' }, { authorization: TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.' });
    }
    const spanish = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'accept-language': 'es' } });
    expect(spanish.json().error).toMatch(/^Envíe el token de métricas/);
  });

  it('counts requests per route, orders and payments, and reports the feed, the backup age and the event loop', async () => {
    const before = await scrape(t);
    expect(before.get('shop_orders_created_total')).toBe(0);
    expect(before.get('shop_change_feed_live')).toBe(1);
    expect(before.get('shop_backup_age_seconds')).toBe(-1);
    expect(before.has('nodejs_eventloop_lag_seconds')).toBe(true);

    const item = await insertItem(t.app, { priceCents: 60_000 });
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [{ item, quantity: 1 }]);
    const order = await call(t.app, 'POST', '/api/create-order', { token, payload: { FundstoAdd: 0, isPickup: false } });
    expect(order.statusCode).toBe(201);
    const admin = await adminSession(t.app);
    const payment = await call(t.app, 'POST', `/api/orders/${order.json().orderId}/payments`, {
      token: admin.token,
      payload: { amount: 100, method: 'cash' },
    });
    expect(payment.statusCode).toBe(201);
    const refused = await call(t.app, 'POST', '/api/create-order', { token, payload: { FundstoAdd: 0, isPickup: false } });
    // The catalogue, twice: the first read fills the cache, the second is answered from it.
    for (let read = 0; read < 2; read++)
      expect((await call(t.app, 'GET', '/api/fireworks?category=cakes', { token })).statusCode).toBe(200);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    fs.mkdirSync(path.join(t.dataDir, 'backups'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'backups', 'shop-now.tar.gz'), '');

    const after = await scrape(t);
    expect(after.get('shop_orders_created_total')).toBe(1);
    expect(after.get('shop_payments_recorded_total')).toBe(1);
    const created = 'shop_http_request_duration_seconds_count{method="POST",route="/api/create-order",status="201"}';
    expect(after.get(created)).toBe(1);
    const refusedKey = `shop_http_request_duration_seconds_count{method="POST",route="/api/create-order",status="${refused.statusCode}"}`;
    expect(after.get(refusedKey)).toBe(1);
    // The database was asked (each query timed), and the caches were used: a miss, then hits.
    const queries = 'shop_database_query_duration_seconds_count';
    expect(after.get(queries)).toBeGreaterThan(before.get(queries) ?? 0);
    expect(after.get('shop_database_query_duration_seconds_sum')).toBeGreaterThan(0);
    for (const cache of ['principal', 'catalogue']) {
      expect(after.get(`shop_cache_misses_total{cache="${cache}"}`)).toBeGreaterThan(
        before.get(`shop_cache_misses_total{cache="${cache}"}`) ?? 0,
      );
    }
    expect(after.get('shop_cache_hits_total{cache="principal"}')).toBeGreaterThan(
      before.get('shop_cache_hits_total{cache="principal"}') ?? 0,
    );
    expect(after.get('shop_backup_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.get('shop_backup_age_seconds')).toBeLessThan(60);
    if (t.app.ctx.database.kind === 'postgres') {
      expect(after.has('shop_database_connections{state="idle"}')).toBe(true);
    }
    expect(after.get('shop_cache_hits_total{cache="catalogue"}')).toBeGreaterThan(
      before.get('shop_cache_hits_total{cache="catalogue"}') ?? 0,
    );
  });
});

/** A shop serving /metrics for one test, its DATA_DIR/backups folder made. */
async function withBackupsFolder(work: (t: TestApp, backups: string) => Promise<void>): Promise<void> {
  const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  try {
    const backups = path.join(t.dataDir, 'backups');
    fs.mkdirSync(backups, { recursive: true });
    await work(t, backups);
  } finally {
    await t.close();
  }
}

it('reports the backup age from the files there, whatever else DATA_DIR/backups holds (a link to a pruned backup)', () =>
  withBackupsFolder(async (t, backups) => {
    fs.writeFileSync(path.join(backups, 'shop-kept.tar.gz'), '');
    // An operator's "latest" link whose backup the rotation deleted.
    fs.symlinkSync(path.join(backups, 'shop-pruned.tar.gz'), path.join(backups, 'latest.tar.gz'));
    const age = (await scrape(t)).get('shop_backup_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);
  }));

it("says in the backup age's HELP what -1 is: no backup in this process's DATA_DIR, so alert on the max over processes", async () => {
  // With several API processes, only the one whose DATA_DIR the backups are written to sees them; the others read -1.
  const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const help = response.body.split('\n').find((line) => line.startsWith('# HELP shop_backup_age_seconds '));
    expect(help).toBe(
      "# HELP shop_backup_age_seconds Seconds since the newest backup in this process's DATA_DIR/backups; -1: none there (a process whose DATA_DIR the backups are not written to reads -1: alert on the max over processes)",
    );
    expect(parseExposition(response.body).get('shop_backup_age_seconds')).toBe(-1);
  } finally {
    await t.close();
  }
});

it("does not take a restore's copy of the shop it replaced for a backup of the shop", () =>
  withBackupsFolder(async (t, backups) => {
    // What `pnpm restore --force` on PostgreSQL writes just now: the data it replaced, not the shop's.
    fs.writeFileSync(path.join(backups, 'before-restore-2026-12-06T03-00-00-000Z.tar.gz'), '');
    expect((await scrape(t)).get('shop_backup_age_seconds')).toBe(-1);
    const nightly = path.join(backups, 'shop-2026-12-05T03-00-00-000Z.tar.gz');
    fs.writeFileSync(nightly, '');
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    fs.utimesSync(nightly, dayAgo, dayAgo);
    const age = (await scrape(t)).get('shop_backup_age_seconds') as number;
    expect(age).toBeGreaterThanOrEqual(24 * 3600 - 60);
    expect(age).toBeLessThan(24 * 3600 + 60);
  }));

it('counts an order or a payment once when its retry (the same Idempotency-Key) is answered again', async () => {
  const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  try {
    const item = await insertItem(t.app, { priceCents: 60_000 });
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [{ item, quantity: 1 }]);
    const checkout = { token, payload: { FundstoAdd: 0, isPickup: false }, headers: { 'idempotency-key': 'checkout-0001' } };
    const first = await call(t.app, 'POST', '/api/create-order', checkout);
    const retry = await call(t.app, 'POST', '/api/create-order', checkout);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().orderId).toBe(first.json().orderId);
    const admin = await adminSession(t.app);
    const payment = {
      token: admin.token,
      payload: { amount: 100, method: 'cash' },
      headers: { 'idempotency-key': 'payment-0001' },
    };
    const paid = await call(t.app, 'POST', `/api/orders/${first.json().orderId}/payments`, payment);
    const paidAgain = await call(t.app, 'POST', `/api/orders/${first.json().orderId}/payments`, payment);
    expect([paid.statusCode, paidAgain.statusCode]).toEqual([201, 201]);
    expect(paidAgain.json().payment._id).toBe(paid.json().payment._id);

    const samples = await scrape(t);
    expect(samples.get('shop_orders_created_total')).toBe(1);
    expect(samples.get('shop_payments_recorded_total')).toBe(1);
    // The answers are still counted as requests, each.
    expect(samples.get('shop_http_request_duration_seconds_count{method="POST",route="/api/create-order",status="201"}')).toBe(2);
  } finally {
    await t.close();
  }
});
