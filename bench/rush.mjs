/**
 * `pnpm bench` section: the seasonal rush as an open model. Simulated customers, each signed in
 * from their own address, wait 1–3 s between actions (70% item lists, 20% cart updates, 10%
 * orders); with N customers the total arrival rate is N / 2 s whatever the server answers, so a slow
 * server meets the same crowd (a closed loop would slow its own clients down with it). Each customer
 * schedules its next action from the moment it sent the last one; only when an answer takes longer
 * than the wait does it wait for it (one customer, one browser tab).
 *
 * The rate climbs in steps (RATE_STEPS) on one server per database; each step reports p50 / p99 /
 * max and errors, and the section names the highest rate that held: p99 ≤ 100 ms and 0 errors on
 * PostgreSQL, p99 ≤ 250 ms and max ≤ 1 s (and 0 errors) on PGlite. The climb stops after the first
 * step that misses. The server's resident memory after the rush is read from /proc.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Pool } from 'undici';
import { customerAddress } from './lib/addresses.mjs';
import { cpuMeter } from './lib/proc-cpu.mjs';
import { onBothDatabases, withSeededShop } from './lib/seeded-shop.mjs';
import { openSalesAllYear } from './lib/server.mjs';

/** Requests per second of each step, per database. */
const RATE_STEPS = { pglite: [250, 500, 750, 1000, 1250], postgres: [250, 500, 750, 1000, 1500, 2000, 2500] };
/** What a step must meet to count as held. */
export const SERVICE_LEVEL = { pglite: { p99Ms: 250, maxMs: 1000 }, postgres: { p99Ms: 100, maxMs: Number.POSITIVE_INFINITY } };
const THINK_MS = { min: 1000, max: 3000 };
const MEAN_THINK_SECONDS = (THINK_MS.min + THINK_MS.max) / 2000;
/** Connections from the "load balancer" (the bench) to the API, kept open as nginx's upstream keepalive does. */
const CONNECTIONS = 256;
const CART = JSON.stringify({ cartItems: [{ category: 'Assortments', title: 'Grand Celebration Pack', quantity: 3, imageUrl: '' }] });
const LOGINS_AT_ONCE = 8;

export const customersFor = (rate) => Math.round(rate * MEAN_THINK_SECONDS);

export const customerRows = (count) =>
  Array.from({ length: count }, (_, i) => [randomUUID(), `rush${i}`, `rush${i}@example.com`, `5559${String(i).padStart(6, '0')}`]);

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

/** One request on the pool: resolves { status, ms } (status 0 on a network error); `json`: with the answer's body parsed. */
async function send(pool, path, { method = 'GET', headers, body, json = false } = {}) {
  const started = performance.now();
  try {
    const answer = await pool.request({ path, method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers, body });
    if (json) {
      const text = await answer.body.text();
      let parsed = null;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: answer.statusCode, ms: performance.now() - started, body: parsed };
    }
    await answer.body.dump();
    return { status: answer.statusCode, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** Signs every customer in through /api/login, a few at a time (each login is a real scrypt check). */
export async function signIn(url, rows, password) {
  const tokens = new Array(rows.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: LOGINS_AT_ONCE }, async () => {
      while (next < rows.length) {
        const i = next++;
        const response = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': customerAddress(i) },
          body: JSON.stringify({ username: rows[i][1], password }),
        });
        if (!response.ok) throw new Error(`login rush${i}: ${response.status} ${await response.text()}`);
        tokens[i] = (await response.json()).token;
      }
    }),
  );
  return tokens;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const think = () => THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);

/**
 * When a customer's first action falls after the step starts: as if they had been shopping before
 * it (the arrivals in their steady state), so the step offers its full rate from its first second.
 * The wait that spans the start is picked in proportion to its length (a long wait is likelier to
 * span it) and the start falls anywhere inside it. (A first action uniform over 0–3 s offered 1.5%
 * less than the step's rate: 492 of 500 req/s.)
 */
const firstWait = () => {
  const { min, max } = THINK_MS;
  const spanning = Math.sqrt(min * min + Math.random() * (max * max - min * min));
  return Math.random() * spanning;
};

/**
 * One step: `count` customers for `seconds`; latencies and errors per kind of action. `acknowledged`
 * (an array): each order answered 201 is pushed as { orderNumber, at } (performance.now() of its answer).
 */
export async function step(pool, tokens, count, seconds, { acknowledged } = {}) {
  const kinds = { list: { ms: [], errors: 0 }, cart: { ms: [], errors: 0 }, order: { ms: [], errors: 0 } };
  const statuses = {};
  const record = (kind, { status, ms }) => {
    kinds[kind].ms.push(ms);
    if (status < 200 || status >= 300) {
      kinds[kind].errors++;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tokens.slice(0, count).map(async (token, i) => {
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br', 'x-forwarded-for': customerAddress(i) };
      let cartFull = false;
      let nextAt = started + firstWait();
      // A customer whose next action falls after the step's end stops now (sleeping past the end
      // would stretch the step and understate the rate that was offered).
      while (nextAt < deadline) {
        await sleep(nextAt - performance.now());
        const sentAt = performance.now();
        const r = Math.random();
        if (r < 0.7) {
          record('list', await send(pool, '/api/fireworks?category=assortments', { headers }));
        } else if (r < 0.9 || !cartFull) {
          const answer = await send(pool, '/api/update-cart', { method: 'POST', headers, body: CART });
          record('cart', answer);
          cartFull = answer.status === 200;
        } else {
          const answer = await send(pool, '/api/create-order', {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': randomUUID() },
            body: '{"FundstoAdd":0,"isPickup":false}',
            json: Boolean(acknowledged),
          });
          record('order', answer);
          if (acknowledged && answer.status === 201) acknowledged.push({ orderNumber: answer.body?.orderNumber, at: performance.now() });
          cartFull = false;
        }
        nextAt = sentAt + think();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const all = Object.values(kinds);
  return {
    customers: count,
    seconds: Number(elapsed.toFixed(1)),
    requestsPerSecond: Math.round(all.reduce((n, k) => n + k.ms.length, 0) / elapsed),
    all: stats(
      all.flatMap((k) => k.ms),
      all.reduce((n, k) => n + k.errors, 0),
    ),
    list: stats(kinds.list.ms, kinds.list.errors),
    cart: stats(kinds.cart.ms, kinds.cart.errors),
    order: stats(kinds.order.ms, kinds.order.errors),
    errorStatuses: statuses,
  };
}

const held = (database, s) =>
  s.all.errors === 0 && s.all.p99Ms <= SERVICE_LEVEL[database].p99Ms && s.all.maxMs <= SERVICE_LEVEL[database].maxMs;

/** A pool of kept-open connections to `url`, as a load balancer keeps to the API (close it after). */
export const rushPool = (url) => new Pool(url, { connections: CONNECTIONS, pipelining: 1 });

/**
 * A warm-up, then the rate steps against `url` until one misses `database`'s service level;
 * `pids`: the server processes whose CPU is measured (summed). Resolves { capacity, steps }.
 */
export async function climb({ url, pids, tokens, database, databaseName = null, rates, stepSeconds }) {
  const pool = rushPool(url);
  try {
    await step(pool, tokens, customersFor(rates[0]), 5); // warm-up
    const steps = [];
    for (const rate of rates) {
      const meters = pids.map((serverPid, i) => cpuMeter({ serverPid, database: i === 0 ? databaseName : null }));
      const measured = { targetRate: rate, ...(await step(pool, tokens, customersFor(rate), stepSeconds)) };
      // Where the machine's cores went: on 2 cores the API, PostgreSQL and this client share them.
      const used = meters.map((meter) => meter.stop());
      const percentOfACore = (seconds) => Math.round((100 * seconds) / measured.seconds);
      measured.serverCpuPercent = percentOfACore(used.reduce((sum, u) => sum + u.server, 0));
      measured.postgresCpuPercent = databaseName ? percentOfACore(used[0].postgresBackends + used[0].postgresShared) : null;
      measured.clientCpuPercent = percentOfACore(used[0].client);
      // Memory right after each step: one reading after the rush cannot tell a backlog from the heap's timing.
      measured.serverRssMb = pids.reduce((sum, pid) => sum + rssMb(pid), 0);
      measured.held = held(database, measured);
      steps.push(measured);
      if (!measured.held) break;
    }
    const best = steps.filter((s) => s.held).at(-1);
    return { capacity: best ? best.requestsPerSecond : 0, steps };
  } finally {
    await pool.close();
  }
}

async function measure(database, { startServer, freePort, adminPassword, stepSeconds, rates = RATE_STEPS[database] }) {
  const rows = customerRows(customersFor(rates.at(-1)));
  return withSeededShop(database, { name: 'rush', rows, startServer, freePort }, async (shop) => {
    const { url, pid } = shop.server;
    await openSalesAllYear(url);
    const tokens = await signIn(url, rows, adminPassword);
    const rssBeforeMb = rssMb(pid);
    const databaseName = shop.databaseUrl ? new URL(shop.databaseUrl).pathname.slice(1) : null;
    const { capacity, steps } = await climb({ url, pids: [pid], tokens, database, databaseName, rates, stepSeconds });
    return {
      stepSeconds,
      serviceLevel: SERVICE_LEVEL[database],
      capacity,
      steps,
      rssBeforeMb,
      rssAfterMb: steps.at(-1).serverRssMb,
      loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
    };
  });
}

/** The rush on both databases; `helpers` are run.mjs's startServer, freePort, the admin password and the step length. */
export async function benchRush(helpers) {
  return onBothDatabases(measure, helpers);
}

/** Table rows for run.mjs's summary. */
export function rushRows(results) {
  const rows = {};
  const fmt = (s) => `p50 ${s.p50Ms} / p99 ${s.p99Ms} / max ${s.maxMs} ms, ${s.errors} errors in ${s.requests}`;
  for (const [database, r] of Object.entries(results)) {
    const level =
      r.serviceLevel.maxMs === Number.POSITIVE_INFINITY
        ? `p99 ≤ ${r.serviceLevel.p99Ms} ms`
        : `p99 ≤ ${r.serviceLevel.p99Ms} ms, max ≤ ${r.serviceLevel.maxMs} ms`;
    rows[`rush capacity on ${database} (open model, 0 errors, ${level})`] = { value: `${r.capacity} req/s` };
    for (const s of r.steps) {
      rows[`rush on ${database} at ${s.targetRate} req/s (${s.customers} customers, ${s.seconds} s)`] = {
        value: `${s.requestsPerSecond} req/s ${s.held ? 'held' : 'missed'}; ${fmt(s.all)}; lists ${fmt(s.list)}; carts ${fmt(s.cart)}; orders ${fmt(s.order)}; CPU in % of a core: server ${s.serverCpuPercent}${s.postgresCpuPercent === null ? '' : `, PostgreSQL ${s.postgresCpuPercent}`}, bench client ${s.clientCpuPercent}; server memory after it ${s.serverRssMb} MB${s.all.errors ? `; error statuses ${JSON.stringify(s.errorStatuses)}` : ''}`,
      };
    }
    rows[`server resident memory on ${database}, before → after the rush`] = { value: `${r.rssBeforeMb} MB → ${r.rssAfterMb} MB` };
  }
  return rows;
}
