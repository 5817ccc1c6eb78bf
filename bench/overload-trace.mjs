/**
 * `node bench/overload-trace.mjs [rates] [seconds]` (after `pnpm build`): rush steps on one PGlite
 * shop at the given rates (default 500,600,500,600 req/s, 30 s each), to see where an overloaded
 * server's time goes. Printed, nothing written:
 *  - each answer slower than SLOW_MS (default 5,000 ms): when it was sent, its route and status;
 *  - each new connection slower than 300 ms to open, and connection errors (a full listen queue
 *    would show as connects of 1, 3, 7, 15 or 31 s: the kernel's SYN retries);
 *  - once a second, the server's own event-loop delay (prom-client's maximum through GET /metrics,
 *    the production route, on a connection of its own) and time in garbage collection, when the
 *    delay passes 300 ms;
 *  - per step: rate, p50/p99/max, errors, connections opened and the kernel's TCP counters that
 *    moved (`nstat`: listen overflows and drops, retransmissions, resets).
 */
import { execSync } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { freePort } from './lib/load.mjs';
import { withSeededShop } from './lib/seeded-shop.mjs';
import { ADMIN_PASSWORD, openSalesAllYear, startServer } from './lib/server.mjs';
import { customerRows, customersFor, rushPool, signIn, step } from './rush.mjs';

const rates = (process.argv[2] ?? '500,600,500,600').split(',').map(Number);
const seconds = Number(process.argv[3] ?? 30);
const SLOW_MS = Number(process.env.SLOW_MS ?? 5000);
const METRICS_TOKEN = 'overload-trace-metrics';
const started = performance.now();
const at = (t = performance.now()) => `${((t - started) / 1000).toFixed(2)} s`;

let connectionsOpened = 0;
const connecting = new Map();
diagnostics.subscribe('undici:client:beforeConnect', ({ connectParams }) => connecting.set(connectParams, performance.now()));
diagnostics.subscribe('undici:client:connected', ({ connectParams }) => {
  connectionsOpened++;
  const ms = performance.now() - (connecting.get(connectParams) ?? performance.now());
  connecting.delete(connectParams);
  if (ms > 300) console.log(`${at()} a connection took ${ms.toFixed(0)} ms to open`);
});
diagnostics.subscribe('undici:client:connectError', ({ error }) => console.log(`${at()} connection error ${error.code}`));

const TCP_COUNTERS =
  'TcpExtListenOverflows TcpExtListenDrops TcpExtTCPReqQFullDrop TcpRetransSegs TcpExtTCPTimeouts TcpExtTCPSynRetrans TcpActiveOpens TcpAttemptFails TcpEstabResets';
function tcpCounters() {
  const lines = execSync(`nstat -az ${TCP_COUNTERS}`).toString().trim().split('\n').slice(1);
  return Object.fromEntries(lines.map((line) => line.trim().split(/\s+/)).map(([name, value]) => [name, Number(value)]));
}

/** The step's pool, with each slow answer printed once its body is read. */
function tracedPool(pool) {
  return {
    async request(options) {
      const sent = performance.now();
      const answer = await pool.request(options);
      const report = (value) => {
        const ms = performance.now() - sent;
        if (ms > SLOW_MS)
          console.log(
            `${at()} ${options.method ?? 'GET'} ${options.path} ${answer.statusCode} took ${ms.toFixed(0)} ms (sent at ${at(sent)})`,
          );
        return value;
      };
      const { dump, text } = answer.body;
      answer.body.dump = (...args) => dump.apply(answer.body, args).then(report);
      answer.body.text = (...args) => text.apply(answer.body, args).then(report);
      return answer;
    },
  };
}

/** Polls the server's metrics once a second until `stop()`; prints the seconds whose loop delay passed 300 ms. */
function watchEventLoop(url) {
  let watching = true;
  const done = (async () => {
    let gcBefore = null;
    while (watching) {
      const sent = performance.now();
      try {
        const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
        const delayMax = Number(/^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1]);
        const gc = [...text.matchAll(/^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
        if (delayMax > 0.3 && gcBefore !== null) {
          console.log(
            `${at()} event-loop delay up to ${delayMax.toFixed(2)} s; ${(gc - gcBefore).toFixed(2)} s collecting garbage since the last reading; /metrics answered in ${(performance.now() - sent).toFixed(0)} ms`,
          );
        }
        gcBefore = gc;
      } catch (error) {
        console.log(`${at()} /metrics: ${error.message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return () => {
    watching = false;
    return done;
  };
}

const rows = customerRows(customersFor(Math.max(...rates)));
await withSeededShop('pglite', { name: 'overload', rows, startServer, freePort, env: () => ({ METRICS_TOKEN }) }, async (shop) => {
  const { url } = shop.server;
  await openSalesAllYear(url);
  const tokens = await signIn(url, rows, ADMIN_PASSWORD);
  const pool = rushPool(url);
  const traced = tracedPool(pool);
  const stopWatching = watchEventLoop(url);
  try {
    await step(traced, tokens, customersFor(rates[0]), 5); // warm-up: opens the pool's connections
    for (const rate of rates) {
      const countersBefore = tcpCounters();
      const openedBefore = connectionsOpened;
      console.log(`${at()} step at ${rate} req/s starts`);
      const s = await step(traced, tokens, customersFor(rate), seconds);
      const countersAfter = tcpCounters();
      const moved = Object.entries(countersAfter)
        .map(([name, value]) => [name, value - (countersBefore[name] ?? 0)])
        .filter(([, change]) => change !== 0);
      console.log(
        `${at()} step at ${rate} req/s: ${s.requestsPerSecond} req/s, p50 ${s.all.p50Ms} / p99 ${s.all.p99Ms} / max ${s.all.maxMs} ms, ${s.all.errors} errors, ${connectionsOpened - openedBefore} connections opened; TCP counters that moved: ${JSON.stringify(Object.fromEntries(moved))}`,
      );
    }
  } finally {
    await stopWatching();
    await pool.close();
  }
});
