#!/usr/bin/env node
/**
 * `pnpm bench`: starts the built shop on fresh data and measures
 *  - cold start: spawn -> /api/health answers, on an empty DATA_DIR (PGlite, with demo seed) and on
 *    a restart of the same DATA_DIR;
 *  - the JavaScript a signed-in customer downloads before the home page renders (bytes, gzip -9, and
 *    the bytes actually transferred: the server sends the build's brotli copies);
 *  - order creation at 20 concurrent customers on PGlite and PostgreSQL (orders.mjs);
 *  - the catalogue read (GET /api/fireworks?category=assortments with 50 items) at 50 connections,
 *    against a bare Fastify route serving the same JSON from memory in the same run (lib/load.mjs).
 *  - Lighthouse (mobile, simulated throttling) on /, /homepage and /fireworks/assortments (lighthouse.mjs).
 * Prints a table and writes bench/results.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './chromium.mjs';
import { compareWithBaseline, freePort } from './lib/load.mjs';
import { lighthouseRows, lighthouseSection } from './lighthouse.mjs';
import { benchOrders, orderRows } from './orders.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const serverEntry = path.join(root, 'api', 'dist', 'server.cjs');
const ADMIN_PASSWORD = 'Bench-Admin-Pass-1';

if (!fs.existsSync(serverEntry)) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

async function startServer({ dataDir, port, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  return {
    url,
    ms,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function adminLogin(url) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  }).then((r) => r.json());
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
async function catalogueRead(url) {
  const { token } = await adminLogin(url);
  await fillCategory(url, token, 'assortments', 50);
  const measured = await compareWithBaseline({
    url: `${url}/api/fireworks?category=assortments`,
    headers: { authorization: `Bearer ${token}` },
    connections: 50,
    durationSeconds: 5,
  });
  return { items: 50, connections: 50, ...measured };
}

async function customerJavaScript(url) {
  const login = await adminLogin(url);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext();
    // A customer session: same bundles as any signed-in non-admin (the admin flag is false here).
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify({ ...user, admin: false }));
      },
      [login.token, login.user],
    );
    const page = await context.newPage();
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
    const bodies = [...scripts.values()];
    return {
      files: bodies.length,
      bytes: bodies.reduce((sum, b) => sum + b.length, 0),
      gzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
      transferredBytes: [...transferred.values()].reduce((sum, n) => sum + n, 0),
    };
  } finally {
    await browser.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-bench-'));
const port = await freePort();
// The load average says how busy the machine was: other work on it slows every measurement.
const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
};
try {
  const first = await startServer({ dataDir, port });
  results.coldStartEmptyDataDirMs = Math.round(first.ms);
  results.customerJavaScript = await customerJavaScript(first.url);
  await first.stop();
  const second = await startServer({ dataDir, port });
  results.restartSameDataDirMs = Math.round(second.ms);
  results.catalogueRead = await catalogueRead(second.url);
  await second.stop();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
results.orderCreation = await benchOrders({ startServer, freePort, adminPassword: ADMIN_PASSWORD });
results.lighthouse = await lighthouseSection({ startServer, freePort, adminPassword: ADMIN_PASSWORD });

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log('\nFireworks Shop benchmarks');
console.table({
  'cold start, empty DATA_DIR (PGlite + demo seed)': { value: `${results.coldStartEmptyDataDirMs} ms` },
  'restart, same DATA_DIR': { value: `${results.restartSameDataDirMs} ms` },
  'customer JS before /homepage renders (gzip -9)': { value: kb(results.customerJavaScript.gzipBytes) },
  'customer JS before /homepage renders (raw)': {
    value: `${kb(results.customerJavaScript.bytes)} in ${results.customerJavaScript.files} files`,
  },
  'customer JS before /homepage renders (transferred)': { value: kb(results.customerJavaScript.transferredBytes) },
  ...orderRows(results.orderCreation),
  'catalogue read, 50 items, 50 connections (req/s, ratio to bare Fastify)': {
    value: `${results.catalogueRead.shop.requestsPerSecond} req/s = ${results.catalogueRead.ratio} × ${results.catalogueRead.baseline.requestsPerSecond} req/s`,
  },
  'catalogue read p99 latency (bare Fastify p99)': {
    value: `${results.catalogueRead.shop.p99Ms} ms (${results.catalogueRead.baseline.p99Ms} ms)`,
  },
  ...lighthouseRows(results.lighthouse),
});
fs.writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`written ${path.join('bench', 'results.json')}`);
