/**
 * `pnpm bench` section (issue 13 item 7): a mixed crowd on PGlite and on PostgreSQL. 100 connections,
 * each a distinct signed-in customer, for `durationSeconds` (60 by default): 70% item lists
 * (GET /api/fireworks?category=assortments), 20% cart updates (POST /api/update-cart), 10% order
 * creation (POST /api/create-order of the customer's own cart; a customer whose cart is empty saves
 * it first, counted as a cart update). Reports p50 / p99 / max latency and errors per kind and in
 * all, the server's resident memory (RSS, /proc/<pid>/status) before and after the crowd, and the
 * CPU the crowd took from the server, PostgreSQL's backends and the bench's own client (lib/proc-cpu.mjs):
 * whether the machine's cores, not the shop's waits, set the crowd's pace.
 *
 * In the same run, the cart update's SQL straight through the driver (pg Pool of 25, as the server's;
 * PGlite opened on the same DATA_DIR while the server is stopped) at the same concurrency: the
 * store's own limit, which the shop's cart update is compared with.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { cpuMeter } from './lib/proc-cpu.mjs';
import { QUERY_COUNT_ENV, queriesPerRequest } from './lib/query-count.mjs';
import { pgliteTransactions, postgresTransactions, rawCartUpdate } from './lib/raw-writes.mjs';
import { onBothDatabases, withSeededShop } from './lib/seeded-shop.mjs';

const CONNECTIONS = 100;
const SAMPLER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'memory-sampler.cjs');
const CART = [{ category: 'Assortments', title: 'Grand Celebration Pack', quantity: 3, imageUrl: '' }];

const customerRows = () =>
  Array.from({ length: CONNECTIONS }, (_, i) => [randomUUID(), `crowd${i}`, `crowd${i}@example.com`, `55591${String(i).padStart(5, '0')}`]);

/** Resident memory of a process in MB (Linux), or null. */
function rssMb(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null;
  } catch {
    return null;
  }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const stats = (latencies, errors) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
};

/**
 * One request on the crowd's connection pool: resolves { status, ms } (status 0 on a network error).
 * undici's Pool, not node:http: the client shares this 2-core machine with the server it measures,
 * and node:http's client took ~78 µs of CPU per request of the crowd (38% of a core), undici's
 * about half (the requests sent are the same).
 */
async function request(pool, route, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  try {
    const answer = await pool.request({
      path: route,
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body,
    });
    await answer.body.dump();
    return { status: answer.statusCode, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

async function crowd(url, tokens, durationSeconds) {
  const pool = new Pool(url, { connections: CONNECTIONS });
  const kinds = { list: { ms: [], errors: 0 }, cart: { ms: [], errors: 0 }, order: { ms: [], errors: 0 } };
  const record = (kind, { status, ms }) => {
    kinds[kind].ms.push(ms);
    if (status < 200 || status >= 300) kinds[kind].errors++;
  };
  const cartBody = JSON.stringify({ cartItems: CART });
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      // As a browser asks (Chromium's Accept-Encoding): the list comes compressed, 2 KB instead of 27.
      const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
      let cartFull = false;
      while (performance.now() < deadline) {
        const r = Math.random();
        if (r < 0.7) {
          record('list', await request(pool, '/api/fireworks?category=assortments', { headers: auth }));
        } else if (r < 0.9 || !cartFull) {
          const answer = await request(pool, '/api/update-cart', { method: 'POST', headers: auth, body: cartBody });
          record('cart', answer);
          cartFull = answer.status === 200;
        } else {
          const headers = { ...auth, 'idempotency-key': randomUUID() };
          record('order', await request(pool, '/api/create-order', { method: 'POST', headers, body: '{"FundstoAdd":0,"isPickup":false}' }));
          cartFull = false;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const all = Object.values(kinds);
  return {
    seconds: Number(seconds.toFixed(1)),
    requestsPerSecond: Math.round(all.reduce((n, k) => n + k.ms.length, 0) / seconds),
    all: stats(
      all.flatMap((k) => k.ms),
      all.reduce((n, k) => n + k.errors, 0),
    ),
    list: stats(kinds.list.ms, kinds.list.errors),
    cart: stats(kinds.cart.ms, kinds.cart.errors),
    order: stats(kinds.order.ms, kinds.order.errors),
  };
}

/** The raw cart updates by every customer at once (one loop per customer) for `durationSeconds`. */
async function rawLoad(transaction, userIds, durationSeconds) {
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    userIds.map(async (userId) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await transaction((query) => rawCartUpdate(query, userId, CART));
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: Math.round(latencies.length / seconds), ...stats(latencies, errors) };
}

async function rawCartUpdates(databaseUrl, dataDir, userIds, durationSeconds) {
  const store = databaseUrl ? postgresTransactions(databaseUrl) : pgliteTransactions(dataDir);
  try {
    // PGlite's start (WebAssembly, ~2 s of CPU) is not part of the measured seconds.
    await store.ready;
    return await rawLoad(store.transaction, userIds, durationSeconds);
  } finally {
    await store.close();
  }
}

async function login(url, username, password) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return (await response.json()).token;
}

/** First, peak and last of the measured server's memory samples (lib/memory-sampler.cjs), per field, in MB. */
function memorySummary(file) {
  if (!fs.existsSync(file)) return null;
  const samples = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const fields = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'];
  const first = samples[0];
  const last = samples.at(-1);
  return Object.fromEntries(fields.map((f) => [f, { first: first[f], peak: Math.max(...samples.map((x) => x[f])), last: last[f] }]));
}

/**
 * Each side's CPU in the crowd as a share of one core (%) and per request (µs), and all of it as a
 * share of the machine's cores.
 */
function cpuUse(seconds, measured) {
  const side = (used) => ({
    percentOfCore: Math.round((100 * used) / measured.seconds),
    usPerRequest: Math.round((used * 1e6) / measured.all.requests),
  });
  const total = seconds.server + seconds.postgresBackends + seconds.postgresShared + seconds.client;
  return {
    server: side(seconds.server),
    postgres: side(seconds.postgresBackends + seconds.postgresShared),
    client: side(seconds.client),
    percentOfMachine: Math.round((100 * total) / (measured.seconds * os.cpus().length)),
  };
}

async function measure(database, { startServer, freePort, adminPassword, durationSeconds, memory = false }) {
  const samplesFileIn = (dataDir) => path.join(dataDir, 'memory-samples.jsonl');
  const env = (dataDir) => ({
    ...QUERY_COUNT_ENV,
    ...(memory ? { NODE_OPTIONS: `--require ${SAMPLER}`, MEMORY_SAMPLES_FILE: samplesFileIn(dataDir) } : {}),
  });
  const rows = customerRows();
  return withSeededShop(database, { name: 'crowd', rows, env, startServer, freePort }, async (shop) => {
    const { url, pid } = shop.server;
    const tokens = [];
    for (const [, username] of rows) tokens.push(await login(url, username, adminPassword));
    const rssBeforeMb = rssMb(pid);
    await crowd(url, tokens, Math.min(3, durationSeconds)); // warm-up
    const meter = cpuMeter({ serverPid: pid, database: shop.databaseUrl ? new URL(shop.databaseUrl).pathname.slice(1) : null });
    const measured = await crowd(url, tokens, durationSeconds);
    const cpu = cpuUse(meter.stop(), measured);
    const rssAfterMb = rssMb(pid);
    const queries = await queriesPerRequest(url, tokens[0], CART);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const memorySamples = memory ? memorySummary(`${samplesFileIn(shop.dataDir)}.${pid}`) : undefined;
    await shop.stop();
    const userIds = rows.map(([id]) => id);
    const raw = await rawCartUpdates(shop.databaseUrl, shop.dataDir, userIds, Math.min(10, durationSeconds));
    return {
      connections: CONNECTIONS,
      durationSeconds,
      ...measured,
      cpu,
      queries,
      rssBeforeMb,
      rssAfterMb,
      memorySamples,
      rawCartUpdate: raw,
    };
  });
}

/** The crowd on both databases; `helpers` are run.mjs's startServer, freePort, admin password and the duration. */
export async function benchCrowd(helpers) {
  return onBothDatabases(measure, helpers);
}

/** Table rows for run.mjs's summary. */
export function crowdRows(results) {
  const rows = {};
  const fmt = (s) => `p50 ${s.p50Ms} / p99 ${s.p99Ms} / max ${s.maxMs} ms, ${s.errors} errors in ${s.requests}`;
  for (const [database, r] of Object.entries(results)) {
    rows[`mixed crowd on ${database}, ${r.connections} connections, ${r.durationSeconds} s (70% lists, 20% carts, 10% orders)`] = {
      value: `${r.requestsPerSecond} req/s; ${fmt(r.all)}; lists ${fmt(r.list)}; cart updates ${fmt(r.cart)}; orders ${fmt(r.order)}`,
    };
    rows[`SQL statements per request on ${database} (item list / cart update / order creation)`] = {
      value: `${r.queries.list} / ${r.queries.cartUpdate} / ${r.queries.order}`,
    };
    const { server, postgres, client, percentOfMachine } = r.cpu;
    const share = (name, x) => `${name} ${x.percentOfCore}% of a core (${x.usPerRequest} µs per request)`;
    rows[`CPU in the crowd on ${database}`] = {
      value: `${[share('server', server), ...(database === 'postgres' ? [share('PostgreSQL', postgres)] : []), share('bench client', client)].join(', ')}; ${percentOfMachine}% of the machine's ${os.cpus().length} cores`,
    };
    rows[`server resident memory on ${database}, before → after the crowd`] = { value: `${r.rssBeforeMb} MB → ${r.rssAfterMb} MB` };
    const raw = r.rawCartUpdate;
    rows[`cart update SQL straight through the driver on ${database} (raw-driver baseline), ${r.connections} at once`] = {
      value: `${raw.perSecond} tx/s, p50 ${raw.p50Ms} / p99 ${raw.p99Ms} / max ${raw.maxMs} ms, ${raw.errors} errors (shop's cart update in the crowd: p50 ${r.cart.p50Ms} / p99 ${r.cart.p99Ms} ms)`,
    };
  }
  return rows;
}
