#!/usr/bin/env node
/**
 * `pnpm bench`: starts the built shop on fresh data and measures
 *  - cold start: spawn -> /api/health answers, on an empty DATA_DIR (PGlite, with demo seed) and on
 *    a restart of the same DATA_DIR;
 *  - the JavaScript a signed-in customer downloads before the home page renders (bytes, gzip -9, and
 *    the bytes actually transferred: the server sends the build's brotli copies);
 *  - order creation at 20 concurrent customers on PGlite and PostgreSQL (orders.mjs);
 *  - the catalogue read (GET /api/fireworks?category=assortments with 50 items) at 50 connections,
 *    against a bare Fastify route serving the same JSON from memory, in interleaved rounds (lib/load.mjs);
 *  - the scenarios of scenarios/index.mjs (cart update, login) at 50 connections on PGlite and
 *    PostgreSQL, each against a bare Fastify route serving the same answer;
 *  - the admin order desk with 100,000 orders on PostgreSQL: first and filtered page, p99 (order-list.mjs);
 *  - the rush, an open model (customers waiting 1–3 s between actions: 70% lists, 20% cart updates,
 *    10% orders) climbing in rate steps, its capacity at the service level and RSS after, on PGlite
 *    and PostgreSQL (rush.mjs); `--rush-seconds N` sets each step's length (30 by default);
 *  - scale-out (scale-out.mjs): the rush through nginx in front of 1 and of 3 API processes on PostgreSQL
 *    with Redis, and a process SIGKILLed under load; `--only scale-out`;
 *  - the restore drill (drill.mjs): a backup during the rush, restored into a fresh place and served; `--only drill`;
 *  - Lighthouse (mobile, simulated throttling) on /, /homepage, /fireworks/assortments and /cart through
 *    the example nginx site over HTTPS with HTTP/2 (and straight from the API over HTTP/1.1, for
 *    information), the median of three runs each (lighthouse.mjs; `--only lighthouse` runs just that).
 * Every server runs the production configuration (lib/server.mjs). Prints a table, writes
 * bench/results.json and docs/benchmarks.md's table (between the bench markers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueRead } from './catalogue-read.mjs';
import { benchDrill, drillRows } from './drill.mjs';
import { addJsCustomer, customerJavaScript } from './first-page-js.mjs';
import { writeBenchmarksDoc, writeBenchmarksSection } from './lib/benchmarks-doc.mjs';
import { freePort } from './lib/load.mjs';
import { scratchDir } from './lib/scratch.mjs';
import { ADMIN_PASSWORD, SERVER_ENTRY, startServer } from './lib/server.mjs';
import { lighthouseRows, lighthouseSection } from './lighthouse.mjs';
import { benchOrderList, orderListRows } from './order-list.mjs';
import { benchOrders, orderRows } from './orders.mjs';
import { benchRush, rushRows } from './rush.mjs';
import { benchScaleOut, scaleOutRows } from './scale-out.mjs';
import { cpuPerRequest, scenarioLoad, scenarioRows } from './scenario-load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
/** Each rush step's length (`--rush-seconds N`, 30 by default). */
const RUSH_SECONDS = Number(option('--rush-seconds') ?? 30);
if (!(RUSH_SECONDS > 0 && RUSH_SECONDS <= 120)) {
  console.error('--rush-seconds takes 1 to 120');
  process.exit(1);
}

if (!fs.existsSync(SERVER_ENTRY)) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

/** The machine's load average now (1, 5 and 15 minutes), as printed beside measurements. */
const loadAverageNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * `--only <section>`: runs one section, prints its rows and its whole result with the load average
 * at start and end (nothing written), then exits.
 */
async function printSection(run, rows) {
  const loadAverage = loadAverageNow();
  const result = await run();
  console.table(rows(result));
  console.log(JSON.stringify(result, null, 2));
  console.log(`load average at start: ${loadAverage}; at end: ${loadAverageNow()}`);
  process.exit(0);
}

/** `pnpm bench --only js`: just the customer's first-page JavaScript, printed per file (nothing written). */
if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'js') {
  const dataDir = scratchDir('fireworks-bench-');
  // The first start creates the admin, whose password hash the customer shares.
  await (await startServer({ dataDir, port: await freePort() })).stop();
  await addJsCustomer(dataDir);
  const server = await startServer({ dataDir, port: await freePort() });
  try {
    const js = await customerJavaScript(server.url);
    console.table(
      js.perFile.map(({ path: file, gzipBytes, beforeRender }) => ({
        file,
        'KiB gzip': (gzipBytes / 1024).toFixed(1),
        when: beforeRender ? 'before render' : 'after render',
      })),
    );
    console.log(
      `customer JS before /homepage: ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip -9, ${(js.bytes / 1024).toFixed(1)} KiB raw in ${js.files} files, ${(js.transferredBytes / 1024).toFixed(1)} KiB transferred, ${js.adminFiles} admin files; after it: ${(js.afterRender.gzipBytes / 1024).toFixed(1)} KiB gzip -9 in ${js.afterRender.files} files`,
    );
  } finally {
    await server.stop();
  }
  process.exit(0);
}

/** `pnpm bench --only lighthouse`: just the Lighthouse pages (median of three runs each), printed (nothing written). */
if (option('--only') === 'lighthouse') {
  await printSection(() => lighthouseSection({ startServer, freePort, adminPassword: ADMIN_PASSWORD }), lighthouseRows);
}

/** `pnpm bench --only load`: just the scenarios of scenarios/index.mjs on both databases, printed (nothing written). */
if (option('--only') === 'load') {
  const loadAverage = loadAverageNow();
  console.table(scenarioRows(await scenarioLoad()));
  console.log(`load average at start: ${loadAverage}; at end: ${loadAverageNow()}`);
  process.exit(0);
}

/**
 * `pnpm bench --only rush [--rush-seconds N] [--database pglite|postgres] [--rush-rates 100,200]`:
 * just the rush, printed (nothing written); `--rush-rates` climbs these steps instead (a quick look).
 */
if (option('--only') === 'rush') {
  const rates = option('--rush-rates')?.split(',').map(Number);
  await printSection(() => benchRush({ startServer, freePort, adminPassword: ADMIN_PASSWORD, stepSeconds: RUSH_SECONDS, rates }), rushRows);
}

/** `pnpm bench --only scale-out [--rush-seconds N] [--rush-rates 250,500]`: just the scale-out section, printed (nothing written). */
if (option('--only') === 'scale-out') {
  const rates = option('--rush-rates')?.split(',').map(Number);
  await printSection(
    () => benchScaleOut({ startServer, freePort, adminPassword: ADMIN_PASSWORD, stepSeconds: RUSH_SECONDS, rates }),
    scaleOutRows,
  );
}

/**
 * `pnpm bench --only drill [--rush-seconds N] [--database pglite|postgres] [--rush-rates R]`: just the
 * restore drill (its rush at R req/s), printed (nothing written).
 */
if (option('--only') === 'drill') {
  const rate = option('--rush-rates') ? Number(option('--rush-rates')) : undefined;
  await printSection(
    () => benchDrill({ startServer, freePort, adminPassword: ADMIN_PASSWORD, stepSeconds: RUSH_SECONDS, rate }),
    drillRows,
  );
}

/** `pnpm bench --only orders`: just order creation by 20 customers on both databases, printed (nothing written). */
if (option('--only') === 'orders') {
  await printSection(() => benchOrders({ startServer, freePort, adminPassword: ADMIN_PASSWORD }), orderRows);
}

/** `pnpm bench --only order-list`: just the admin order desk with 100,000 orders on PostgreSQL, printed with its plan (nothing written). */
if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'order-list') {
  const loadAverage = os.loadavg().map((n) => n.toFixed(1));
  const result = await benchOrderList({ freePort, verbose: true });
  console.table(orderListRows(result));
  console.log(`filled in ${result.fillSeconds} s; load average at start: ${loadAverage.join(' ')}`);
  process.exit(0);
}

const startedAt = performance.now();
const dataDir = scratchDir('fireworks-bench-');
const port = await freePort();
// The load average says how busy the machine was: other work on it slows every measurement.
const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
};
const first = await startServer({ dataDir, port });
results.coldStartEmptyDataDirMs = Math.round(first.ms);
await first.stop();
await addJsCustomer(dataDir);
const second = await startServer({ dataDir, port });
results.restartSameDataDirMs = Math.round(second.ms);
results.customerJavaScript = await customerJavaScript(second.url);
results.catalogueRead = await catalogueRead(second);
await second.stop();
// Lighthouse first among the long sections: its simulated timings scale with every other process's
// CPU, and the sections below leave PostgreSQL busy (vacuum, checkpoints) for minutes after them.
results.lighthouse = await lighthouseSection({ startServer, freePort, adminPassword: ADMIN_PASSWORD });
results.orderCreation = await benchOrders({ startServer, freePort, adminPassword: ADMIN_PASSWORD });
results.load = await scenarioLoad();
results.rush = await benchRush({ startServer, freePort, adminPassword: ADMIN_PASSWORD, stepSeconds: RUSH_SECONDS });
results.scaleOut = await benchScaleOut({ startServer, freePort, adminPassword: ADMIN_PASSWORD, stepSeconds: RUSH_SECONDS });
results.drill = await benchDrill({ startServer, freePort, adminPassword: ADMIN_PASSWORD, stepSeconds: RUSH_SECONDS });
results.orderList = await benchOrderList({ freePort });
results.totalSeconds = Math.round((performance.now() - startedAt) / 1000);
// Measured again at the end: work that started during the run shows here, not at the start.
results.loadAverageEnd = os.loadavg().map((n) => Number(n.toFixed(1)));

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log('\nFireworks Shop benchmarks');
const rows = {
  'cold start, empty DATA_DIR (PGlite + demo seed)': { value: `${results.coldStartEmptyDataDirMs} ms` },
  'restart, same DATA_DIR': { value: `${results.restartSameDataDirMs} ms` },
  'customer JS before /homepage renders (gzip -9)': { value: kb(results.customerJavaScript.gzipBytes) },
  'customer JS before /homepage renders (raw)': {
    value: `${kb(results.customerJavaScript.bytes)} in ${results.customerJavaScript.files} files`,
  },
  'customer JS before /homepage renders (transferred)': { value: kb(results.customerJavaScript.transferredBytes) },
  'customer JS fetched after /homepage rendered (gzip -9)': {
    value: `${kb(results.customerJavaScript.afterRender.gzipBytes)} in ${results.customerJavaScript.afterRender.files} files`,
  },
  ...orderRows(results.orderCreation),
  'catalogue read, 50 items, 50 connections (req/s, ratio to bare Fastify)': {
    value: `${results.catalogueRead.shop.requestsPerSecond} req/s = ${results.catalogueRead.ratio} × ${results.catalogueRead.baseline.requestsPerSecond} req/s (medians of ${results.catalogueRead.rounds} interleaved rounds); CPU ${cpuPerRequest(results.catalogueRead.shop, results.catalogueRead.baseline)}`,
  },
  'catalogue read p99 latency (bare Fastify p99)': {
    value: `${results.catalogueRead.shop.p99Ms} ms (${results.catalogueRead.baseline.p99Ms} ms)`,
  },
  ...scenarioRows(results.load),
  ...rushRows(results.rush),
  ...orderListRows(results.orderList),
  ...lighthouseRows(results.lighthouse),
};
console.table(rows);
fs.writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
writeBenchmarksDoc(rows, results);
const stamp = `\`pnpm bench\` of ${results.date.slice(0, 10)}, ${results.cpus} cores, load average ${results.loadAverage.join(' / ')} at start and ${results.loadAverageEnd.join(' / ')} at the end.`;
writeBenchmarksSection('scale-out', scaleOutRows(results.scaleOut), stamp);
writeBenchmarksSection('drill', drillRows(results.drill), stamp);
console.log(`written bench/results.json and docs/benchmarks.md's table (${results.totalSeconds} s)`);
