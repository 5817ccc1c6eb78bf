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
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './chromium.mjs';
import { benchDrill, drillRows } from './drill.mjs';
import { customerAddress } from './lib/addresses.mjs';
import { insertCustomers } from './lib/customers.mjs';
import { compareWithBaseline, freePort } from './lib/load.mjs';
import { scratchDir } from './lib/scratch.mjs';
import { ADMIN_PASSWORD, adminLogin, ROOT, SERVER_ENTRY, startFreshShop, startServer } from './lib/server.mjs';
import { lighthouseRows, lighthouseSection } from './lighthouse.mjs';
import { benchOrderList, orderListRows } from './order-list.mjs';
import { benchOrders, orderRows } from './orders.mjs';
import { benchRush, rushRows } from './rush.mjs';
import { benchScaleOut, scaleOutRows } from './scale-out.mjs';
import { SCENARIOS } from './scenarios/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATABASES = ['pglite', 'postgres'];
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

/** Fills a category up to `count` items through the admin API, reusing the demo pictures (so every item has a srcset). */
async function fillCategory(url, token, category, count) {
  const auth = { authorization: `Bearer ${token}` };
  const existing = await fetch(`${url}/api/fireworks?category=${category}`, { headers: auth }).then((r) => r.json());
  const images = existing.map((item) => item.imageUrl).filter(Boolean);
  for (let n = existing.length; n < count; n++) {
    const response = await fetch(`${url}/api/addNewItem/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        category,
        title: `Bench Assortment ${n}`,
        description: 'Cakes, fountains and candles for a backyard show, in a box of ordinary size.',
        price: (5 + n * 1.37).toFixed(2),
        BOGO: n % 5 === 0,
        imageUrl: images[n % images.length] ?? '',
      }),
    });
    if (!response.ok) throw new Error(`addNewItem answered ${response.status}: ${await response.text()}`);
  }
}

/** GET /api/fireworks?category=assortments with 50 items, 50 connections, against bare Fastify serving the same JSON. */
async function catalogueRead({ url, pid }) {
  const { token } = await adminLogin(url);
  await fillCategory(url, token, 'assortments', 50);
  const measured = await compareWithBaseline({
    url: `${url}/api/fireworks?category=assortments`,
    headers: { authorization: `Bearer ${token}` },
    connections: 50,
    serverPid: pid,
  });
  return { items: 50, connections: 50, ...measured };
}

/**
 * The first-page measure's customer: a verified, approved shopper with no staff permissions. (The
 * admin's session with its flag cleared is not one: getuser answers the owner, and the page turns
 * into the back office while it loads.) Written while the server is stopped: PGlite is one process.
 */
const JS_CUSTOMER = 'benchjscustomer';

async function addJsCustomer(dataDir) {
  await insertCustomers({ dataDir }, [[randomUUID(), JS_CUSTOMER, 'bench.js.customer@example.com', '5559990001']]);
}

async function customerLogin(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': customerAddress(3_000_000) },
    body: JSON.stringify({ username: JS_CUSTOMER, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`customer login: ${response.status} ${await response.text()}`);
  return response.json();
}

async function customerJavaScript(url) {
  const login = await customerLogin(url);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext();
    // The customer's session as the shell keeps it.
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      [login.token, login.user],
    );
    const page = await context.newPage();
    // When the home page is on screen (a DOM observer in the page) and when the page asked for each
    // script (resource timing): what it fetches afterwards (the toasts, say) is counted apart.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="home-welcome"]')) return;
        window.__homeRenderedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts = new Map();
    const transferred = new Map();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      try {
        scripts.set(response.url(), await response.body());
        transferred.set(response.url(), (await response.request().sizes()).responseBodySize);
      } catch {}
    });
    await page.goto(`${url}/homepage`);
    await page.getByTestId('home-welcome').waitFor();
    await page.waitForLoadState('networkidle');
    const requestedBeforeRender = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= window.__homeRenderedAt)
          .map((entry) => entry.name),
      ),
    );
    const gzip = (body) => gzipSync(body, { level: 9 }).length;
    const before = [...scripts].filter(([file]) => requestedBeforeRender.has(file));
    const after = [...scripts].filter(([file]) => !requestedBeforeRender.has(file));
    const bodies = before.map(([, body]) => body);
    return {
      // Per file, largest first: what to look at when the total grows.
      perFile: [...scripts]
        .map(([file, body]) => ({ path: new URL(file).pathname, gzipBytes: gzip(body), beforeRender: requestedBeforeRender.has(file) }))
        .sort((a, b) => Number(b.beforeRender) - Number(a.beforeRender) || b.gzipBytes - a.gzipBytes),
      adminFiles: [...scripts.keys()].filter((file) => new URL(file).pathname.startsWith('/mf/admin/')).length,
      files: bodies.length,
      bytes: bodies.reduce((sum, b) => sum + b.length, 0),
      gzipBytes: bodies.reduce((sum, b) => sum + gzip(b), 0),
      transferredBytes: before.reduce((sum, [file]) => sum + (transferred.get(file) ?? 0), 0),
      afterRender: { files: after.length, gzipBytes: after.reduce((sum, [, body]) => sum + gzip(body), 0) },
    };
  } finally {
    await browser.close();
  }
}

/** Every scenario on a fresh shop per database, each beside the bare Fastify route serving its answer. */
async function scenarioLoad() {
  const load = {};
  for (const database of DATABASES) {
    const shop = await startFreshShop(database);
    try {
      for (const scenario of SCENARIOS) {
        const { path: requestPath, ...request } = await scenario.prepare(shop);
        load[scenario.name] = {
          ...load[scenario.name],
          [database]: await compareWithBaseline({ ...request, url: `${shop.url}${requestPath}`, serverPid: shop.pid }),
        };
      }
    } finally {
      await shop.close();
    }
  }
  return load;
}

/** Server CPU per request, shop and bare Fastify (µs): the measure least moved by a busy machine. */
const cpuPerRequest = (shop, baseline) => `${shop.cpuUsPerRequest} µs/req (bare ${baseline.cpuUsPerRequest})`;

function scenarioRows(load) {
  const rows = {};
  for (const scenario of SCENARIOS) {
    for (const database of DATABASES) {
      const { shop, baseline, ratio, rounds } = load[scenario.name][database];
      rows[`${scenario.label} on ${database}, 50 connections`] = {
        value: `${shop.requestsPerSecond} req/s = ${ratio} × bare Fastify (${baseline.requestsPerSecond} req/s; medians of ${rounds} interleaved rounds); p50 ${shop.p50Ms} ms, p99 ${shop.p99Ms} ms; CPU ${cpuPerRequest(shop, baseline)}`,
      };
    }
  }
  return rows;
}

/** Replaces docs/benchmarks.md's text between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` (a section's own figures). */
function writeBenchmarksSection(name, rows, note) {
  const file = path.join(ROOT, 'docs', 'benchmarks.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  if (!text.includes(start) || !text.includes(end)) return;
  const table = [
    note,
    '',
    '| measure | value |',
    '|---|---|',
    ...Object.entries(rows).map(([measure, { value }]) => `| ${measure} | ${value} |`),
  ];
  fs.writeFileSync(file, `${text.slice(0, text.indexOf(start) + start.length)}\n${table.join('\n')}\n${text.slice(text.indexOf(end))}`);
}

/** Replaces docs/benchmarks.md's table between the bench markers, so it always shows the latest run. */
function writeBenchmarksDoc(rows) {
  const readme = path.join(ROOT, 'docs', 'benchmarks.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!text.includes(start) || !text.includes(end)) return;
  const table = [
    `Latest \`pnpm bench\`: ${results.date.slice(0, 10)}, Node ${results.node}, ${results.cpus} cores, load average ${results.loadAverage.join(' / ')} at start and ${results.loadAverageEnd.join(' / ')} at the end, ${results.totalSeconds} s in all.`,
    '',
    '| measure | value |',
    '|---|---|',
    ...Object.entries(rows).map(([measure, { value }]) => `| ${measure} | ${value} |`),
  ].join('\n');
  fs.writeFileSync(readme, `${text.slice(0, text.indexOf(start) + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
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
writeBenchmarksDoc(rows);
const stamp = `\`pnpm bench\` of ${results.date.slice(0, 10)}, ${results.cpus} cores, load average ${results.loadAverage.join(' / ')} at start and ${results.loadAverageEnd.join(' / ')} at the end.`;
writeBenchmarksSection('scale-out', scaleOutRows(results.scaleOut), stamp);
writeBenchmarksSection('drill', drillRows(results.drill), stamp);
console.log(`written bench/results.json and docs/benchmarks.md's table (${results.totalSeconds} s)`);
