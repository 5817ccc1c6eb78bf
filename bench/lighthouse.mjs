/**
 * Lighthouse 12 (mobile form factor, simulated throttling: its defaults) on four pages of a shop
 * started for it on a throwaway PostgreSQL database with the demo catalogue, served as the README's
 * deployment serves it: through the example nginx site (deploy/nginx/fireworks.conf, run by
 * tooling/local-nginx.cjs) over HTTPS with HTTP/2, its certificate self-signed for localhost. The same
 * pages are also measured straight from the API over plain HTTP/1.1, beside them for information
 * (Lighthouse's model then opens up to six connections, each paying its own handshake):
 *   /                        the login screen, signed out
 *   /homepage                signed in as a customer
 *   /fireworks/assortments   signed in as a customer
 *   /cart                    signed in as a customer with three items in the cart
 * The session is seeded as the shell keeps it (token and user in localStorage) before the page
 * loads, and the HTTP cache is emptied before every run, so each page is measured cold.
 * Each page is measured RUNS times (simulated numbers still move with the machine's load) and
 * every figure is the median of its runs: performance and accessibility scores, Largest
 * Contentful Paint, First Contentful Paint, Total Blocking Time and Cumulative Layout Shift.
 * Beside them, the floor (lighthouse-floor.mjs): React alone, and the shell's libraries with
 * enhanced's runtime, each drawing one line, in the same rounds through the same proxy: what this
 * machine scores before any of the shop's code runs.
 * LIGHTHOUSE_SAVE=<dir> keeps each run's full report there (the network waterfall to study), and with
 * LIGHTHOUSE_TRACE=1 its Chromium trace too (what each long task and layout shift was), or with
 * LIGHTHOUSE_TRACE=cpu the trace with V8's CPU samples, which `node bench/long-tasks.mjs <trace>`
 * turns into the functions behind each long task (the sampling adds its own cost: study, don't score);
 * LIGHTHOUSE_RUNS=<n> changes the runs per page (a quick look: 1); LIGHTHOUSE_PAGES=/cart,/ measures
 * only those pages.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './chromium.mjs';
import { INSERT_CUSTOMER, throwawayDatabase } from './lib/postgres.mjs';
import { FLOOR_PAGES, startFloor } from './lighthouse-floor.mjs';

const { startNginx } = createRequire(import.meta.url)('../tooling/local-nginx.cjs');

const LIGHTHOUSE_PAGES = [
  { path: '/', signedIn: false },
  { path: '/homepage', signedIn: true },
  { path: '/fireworks/assortments', signedIn: true },
  { path: '/cart', signedIn: true },
].filter((page) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(page.path));

/** Runs per page; the median is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const CUSTOMER = 'lighthousecustomer';

async function createCustomer(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(INSERT_CUSTOMER, [randomUUID(), CUSTOMER, 'lighthouse.customer@example.com', '5559990000']);
  } finally {
    await client.end();
  }
}

async function login(url, username, password) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  // The shell keeps getuser's answer as the user once signed in (session-actions.ts), so a returning
  // customer's page starts with that, not with the login answer (which lacks the permissions).
  const answer = await fetch(`${url}/api/getuser`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`getuser of ${username} failed: ${answer.status} ${await answer.text()}`);
  return { token, user: await answer.json() };
}

/**
 * Fills the customer's cart as a shopper would before opening /cart: the first three assortments of
 * the demo catalogue, two of each (issue 38 measures /cart with a non-empty cart).
 */
async function fillCart(url, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const items = await fetch(`${url}/api/fireworks?category=assortments`, { headers }).then((r) => r.json());
  if (!Array.isArray(items) || items.length < 3) throw new Error(`the demo catalogue has too few assortments (${JSON.stringify(items)})`);
  const cartItems = items.slice(0, 3).map(({ category, title, imageUrl }) => ({ category, title, imageUrl, quantity: 2 }));
  const response = await fetch(`${url}/api/update-cart`, { method: 'POST', headers, body: JSON.stringify({ cartItems }) });
  if (!response.ok) throw new Error(`update-cart failed: ${response.status} ${await response.text()}`);
}

function summarise(lhr) {
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    lcpElement: lcpElement?.selector ?? lcpElement?.nodeLabel ?? null,
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    // Lighthouse's gauge of this machine's CPU (higher is faster): its simulated timings scale with it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Each figure the median of the runs; the LCP element and any error from the median-LCP run. */
function medianOf(allRuns) {
  // A run Lighthouse could not record (its figures NaN) counts only when every run failed.
  const recorded = allRuns.filter((run) => !run.runtimeError);
  const runs = recorded.length > 0 ? recorded : allRuns;
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
  const figures = ['performance', 'accessibility', 'lcpMs', 'fcpMs', 'totalBlockingTimeMs', 'cls', 'benchmarkIndex'];
  return {
    ...byLcp,
    ...Object.fromEntries(figures.map((figure) => [figure, median(runs.map((run) => run[figure]))])),
    runs: allRuns.map(({ performance, lcpMs, cls, runtimeError }) => ({
      performance,
      lcpMs,
      cls,
      ...(runtimeError ? { runtimeError } : {}),
    })),
  };
}

/**
 * One cold Lighthouse run of a page: the session set (or cleared) from a same-origin page without the
 * app, so nothing is cached, then the HTTP cache emptied.
 */
async function measurePage({ page, cdp, debuggingPort, customer, url, signedIn }) {
  await page.goto(new URL('/api/health', url).href);
  await page.evaluate(
    ([token, user]) => {
      localStorage.clear();
      if (token) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }
    },
    signedIn ? [customer.token, JSON.stringify(customer.user)] : [null, null],
  );
  await cdp.send('Network.clearBrowserCache');
  const run = await lighthouse(url, {
    port: debuggingPort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    // Keep the seeded session: Lighthouse would otherwise clear the origin's storage first.
    disableStorageReset: true,
    ...(process.env.LIGHTHOUSE_TRACE === 'cpu' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  return run;
}

/** Keeps a run's full report (and with LIGHTHOUSE_TRACE its Chromium trace) as <file>.json. */
function saveRun(run, file) {
  fs.writeFileSync(`${file}.json`, run.report);
  if (process.env.LIGHTHOUSE_TRACE)
    fs.writeFileSync(`${file}.trace.json`, JSON.stringify(run.artifacts.Trace ?? run.artifacts.traces?.defaultPass));
}

/**
 * Medians per page through the TLS proxy (`proxied`, the targets) and straight from the API (`direct`).
 * @param {object} options
 * @param {(o: {dataDir: string, port: number, env?: Record<string,string>}) => Promise<{url: string, stop(): Promise<unknown>}>} options.startServer
 * @param {() => Promise<number>} options.freePort
 * @param {string} options.adminPassword
 */
export async function lighthouseSection({ startServer, freePort, adminPassword }) {
  const database = await throwawayDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-lighthouse-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-lighthouse-profile-'));
  const server = await startServer({ dataDir, port: await freePort(), env: { DATABASE_URL: database.url } });
  let proxy = null;
  let floor = null;
  const debuggingPort = await freePort();
  const browser = await chromium.launchPersistentContext(profileDir, {
    ...chromiumLaunch,
    // The proxy's certificate is self-signed; nothing else about the connection differs from a real one.
    args: [...chromiumLaunch.args, `--remote-debugging-port=${debuggingPort}`, '--ignore-certificate-errors'],
  });
  try {
    proxy = await startNginx({ apiPorts: [Number(new URL(server.url).port)] });
    const origins = { proxied: proxy.tlsUrl, direct: server.url };
    floor = await startFloor();
    await createCustomer(database.url);
    const customer = await login(server.url, CUSTOMER, adminPassword);
    await fillCart(server.url, customer.token);
    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    const save = process.env.LIGHTHOUSE_SAVE;
    if (save) fs.mkdirSync(save, { recursive: true });
    const runs = Object.fromEntries(
      Object.keys(origins).map((way) => [way, Object.fromEntries(LIGHTHOUSE_PAGES.map((t) => [t.path, []]))]),
    );
    const floorRuns = Object.fromEntries(FLOOR_PAGES.map(({ name }) => [name, []]));
    const measure = { page, cdp, debuggingPort, customer };
    // Round by round rather than page by page: a busy spell on the machine spreads over every page.
    for (let round = 0; round < RUNS; round++) {
      for (const [way, origin] of Object.entries(origins)) {
        for (const target of LIGHTHOUSE_PAGES) {
          const run = await measurePage({ ...measure, url: `${origin}${target.path}`, signedIn: target.signedIn });
          runs[way][target.path].push(summarise(run.lhr));
          if (save) saveRun(run, path.join(save, `${way}${target.path.replace(/\W+/g, '_')}-${round + 1}`));
        }
      }
      for (const [name, url] of Object.entries(floor.pages)) {
        const run = await measurePage({ ...measure, url, signedIn: false });
        floorRuns[name].push(summarise(run.lhr));
        if (save) saveRun(run, path.join(save, `floor_${name}-${round + 1}`));
      }
    }
    const medians = (way) => Object.fromEntries(LIGHTHOUSE_PAGES.map((t) => [t.path, medianOf(runs[way][t.path])]));
    const floorMedians = Object.fromEntries(Object.entries(floorRuns).map(([name, list]) => [name, medianOf(list)]));
    return { proxied: medians('proxied'), direct: medians('direct'), floor: floorMedians };
  } finally {
    await browser.close();
    await floor?.stop();
    await proxy?.stop();
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

/** Rows for the bench table: the figures through the TLS proxy, the direct ones in brackets. */
export function lighthouseRows({ proxied, direct, floor = {} }) {
  const rows = {};
  const timings = (r) =>
    `${(r.lcpMs / 1000).toFixed(2)} s / ${r.cls} / ${r.totalBlockingTimeMs} ms${r.runtimeError ? ` (${r.runtimeError})` : ''}`;
  for (const [page, r] of Object.entries(proxied)) {
    const plain = direct[page];
    rows[`Lighthouse ${page}: performance / accessibility (direct over HTTP/1.1)`] = {
      value: `${r.performance} / ${r.accessibility} (${plain.performance} / ${plain.accessibility})`,
    };
    rows[`Lighthouse ${page}: LCP / CLS / total blocking time, median of ${r.runs.length} (direct over HTTP/1.1)`] = {
      value: `${timings(r)} (${timings(plain)})`,
    };
  }
  const floorLabels = { react: 'React alone', stack: "the shell's libraries and federation runtime" };
  for (const [name, r] of Object.entries(floor)) {
    rows[`Lighthouse floor, ${floorLabels[name] ?? name} drawing one line (no shop code): performance / LCP / CLS / total blocking time`] =
      {
        value: `${r.performance} / ${timings(r)}`,
      };
  }
  const indexes = [...Object.values(proxied), ...Object.values(direct)].map((r) => r.benchmarkIndex).filter(Number.isFinite);
  if (indexes.length > 0) {
    rows["Lighthouse: this machine's benchmark index per run (its CPU gauge, higher is faster; medians per page)"] = {
      value: indexes.join(' / '),
    };
  }
  return rows;
}
