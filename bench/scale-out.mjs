/**
 * `pnpm bench` section `scale-out` (issue 42 item 3): the rush (rush.mjs, open model) through nginx
 * with the repository's example site (deploy/nginx/fireworks.conf, via tooling/local-nginx.cjs) in
 * front of one API process, then of three, each on a fresh PostgreSQL database with rate limits
 * counted in Redis (REDIS_URL, default redis://127.0.0.1:6379). Reports each capacity at the
 * PostgreSQL service level and their ratio: on a 2-core machine three processes share the same two
 * cores with nginx, PostgreSQL and the bench client, so the ratio shows the overhead of the
 * deployment, not its gain. Then one more step on the three processes at their capacity (or the first
 * rate) during which one process is SIGKILLed halfway: the requests that failed, and every order
 * acknowledged during the step found in the database exactly once.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import pg from 'pg';
import { insertCustomers } from './lib/customers.mjs';
import { throwawayDatabase } from './lib/postgres.mjs';
import { scratchDir } from './lib/scratch.mjs';
import { openSalesAllYear } from './lib/server.mjs';
import { climb, customerRows, customersFor, rushPool, SERVICE_LEVEL, signIn, step } from './rush.mjs';

const { startNginx } = createRequire(import.meta.url)('../tooling/local-nginx.cjs');

/** Requests per second of each step (both deployments climb the same steps). */
const SCALE_OUT_RATES = [250, 500, 750, 1000, 1500, 2000];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function checkRedis() {
  const { hostname, port } = new URL(REDIS_URL);
  await new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname, () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', () =>
      reject(new Error(`Redis does not answer at ${REDIS_URL}: the scale-out section shares rate limits through it.`)),
    );
  });
}

/** `processes` API processes on one fresh PostgreSQL database and Redis, nginx in front; `work({ url, servers, databaseUrl })`. */
async function withDeployment(processes, { startServer, freePort, rows }, work) {
  const database = await throwawayDatabase();
  const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: `fw-bench-${randomUUID().slice(0, 8)}:` };
  const start = async () => startServer({ dataDir: scratchDir('fireworks-bench-scale-'), port: await freePort(), env });
  const servers = [];
  let nginx = null;
  try {
    // The first applies the migrations and seeds; the others start on the ready database.
    servers.push(await start());
    await insertCustomers({ databaseUrl: database.url }, rows);
    servers.push(...(await Promise.all(Array.from({ length: processes - 1 }, start))));
    nginx = await startNginx({ apiPorts: servers.map((server) => Number(new URL(server.url).port)) });
    return await work({ url: nginx.url, servers, databaseUrl: database.url, databaseName: database.name });
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

/** One step at `rate` on the deployment, SIGKILLing `victim` halfway; the acknowledged orders checked in the database. */
async function faultStep({ url, tokens, rate, stepSeconds, victim, databaseUrl }) {
  const acknowledged = [];
  const pool = rushPool(url);
  let killedAt = null;
  const started = performance.now();
  const timer = setTimeout(
    () => {
      killedAt = performance.now();
      process.kill(victim.pid, 'SIGKILL');
    },
    (stepSeconds * 1000) / 2,
  );
  let measured;
  try {
    measured = await step(pool, tokens, customersFor(rate), stepSeconds, { acknowledged });
  } finally {
    clearTimeout(timer);
    await pool.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select order_number, count(*)::int as n from orders group by order_number');
  await client.end();
  const times = new Map(rows.map((row) => [row.order_number, row.n]));
  return {
    targetRate: rate,
    killedAfterSeconds: killedAt === null ? null : Number(((killedAt - started) / 1000).toFixed(1)),
    ...measured,
    acknowledgedOrders: acknowledged.length,
    acknowledgedMissing: acknowledged.filter((order) => !times.has(order.orderNumber)).length,
    acknowledgedTwice: acknowledged.filter((order) => (times.get(order.orderNumber) ?? 0) > 1).length,
  };
}

/**
 * The section: capacity with 1 and with 3 processes, then the fault step. `helpers`: run.mjs's
 * startServer, freePort, the admin password, the step length; `rates` overrides SCALE_OUT_RATES.
 */
export async function benchScaleOut({ startServer, freePort, adminPassword, stepSeconds, rates = SCALE_OUT_RATES }) {
  await checkRedis();
  const rows = customerRows(customersFor(rates.at(-1)));
  const results = { stepSeconds, serviceLevel: SERVICE_LEVEL.postgres, rates };
  for (const processes of [1, 3]) {
    results[processes] = await withDeployment(
      processes,
      { startServer, freePort, rows },
      async ({ url, servers, databaseUrl, databaseName }) => {
        await openSalesAllYear(url);
        const tokens = await signIn(url, rows, adminPassword);
        const measured = await climb({
          url,
          pids: servers.map((server) => server.pid),
          tokens,
          database: 'postgres',
          databaseName,
          rates,
          stepSeconds,
        });
        if (processes === 3) {
          const rate = measured.capacity ? (measured.steps.filter((s) => s.held).at(-1)?.targetRate ?? rates[0]) : rates[0];
          measured.fault = await faultStep({ url, tokens, rate, stepSeconds, victim: servers[1], databaseUrl });
        }
        return measured;
      },
    );
  }
  results.ratio = results[1].capacity ? Number((results[3].capacity / results[1].capacity).toFixed(2)) : null;
  return results;
}

/** Table rows for run.mjs's summary. */
export function scaleOutRows(r) {
  const fmt = (s) =>
    `${s.requestsPerSecond} req/s ${s.held ? 'held' : 'missed'}; p50 ${s.all.p50Ms} / p99 ${s.all.p99Ms} / max ${s.all.maxMs} ms, ${s.all.errors} errors in ${s.all.requests}; CPU in % of a core: API ${s.serverCpuPercent}, PostgreSQL ${s.postgresCpuPercent}, bench client ${s.clientCpuPercent}`;
  const rows = {
    [`scale-out through nginx: capacity with 1 → 3 API processes (PostgreSQL + Redis, p99 ≤ ${r.serviceLevel.p99Ms} ms, 0 errors)`]: {
      value: `${r[1].capacity} → ${r[3].capacity} req/s (× ${r.ratio ?? '–'}; on 2 cores this is the overhead of more processes, not their gain)`,
    },
  };
  for (const processes of [1, 3]) {
    for (const s of r[processes].steps) {
      rows[
        `scale-out, ${processes} process${processes > 1 ? 'es' : ''}, at ${s.targetRate} req/s (${s.customers} customers, ${s.seconds} s)`
      ] = { value: fmt(s) };
    }
  }
  const f = r[3].fault;
  rows[`scale-out fault: one of 3 processes SIGKILLed after ${f.killedAfterSeconds} s of a ${f.seconds} s step at ${f.targetRate} req/s`] =
    {
      value: `${f.all.errors} of ${f.all.requests} requests failed (${JSON.stringify(f.errorStatuses)}: those in flight on the killed process); ${f.acknowledgedOrders} orders acknowledged, ${f.acknowledgedMissing} missing, ${f.acknowledgedTwice} twice in the database; p99 ${f.all.p99Ms} ms`,
    };
  return rows;
}
