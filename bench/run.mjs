#!/usr/bin/env node
/**
 * `pnpm bench`: starts the built shop on fresh data and measures
 *  - cold start: spawn -> /api/health answers, on an empty DATA_DIR (PGlite, with demo seed) and on
 *    a restart of the same DATA_DIR;
 *  - the JavaScript a signed-in customer downloads before the home page renders (bytes, and gzip -9);
 *  - load (scenarios/index.mjs): requests per second at 50 connections with autocannon, the ratio to
 *    a bare Fastify route started in the same run, p50/p99 latency; on PGlite and on PostgreSQL.
 * Prints a table, writes bench/results.json and the README's benchmark table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CONNECTIONS, DURATION_SECONDS, measure, measureBaseline } from './lib/load.mjs';
import { ADMIN_PASSWORD, freePort, ROOT, SERVER_ENTRY, startFreshShop, startServer } from './lib/server.mjs';
import { SCENARIOS } from './scenarios/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATABASES = [
  ['pglite', 'PGlite'],
  ['postgres', 'PostgreSQL'],
];

if (!fs.existsSync(SERVER_ENTRY)) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

async function customerJavaScript(url) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  }).then((r) => r.json());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      try {
        scripts.set(response.url(), await response.body());
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
    };
  } finally {
    await browser.close();
  }
}

async function startup(results) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-bench-'));
  const port = await freePort();
  try {
    const first = await startServer({ dataDir, port });
    results.coldStartEmptyDataDirMs = Math.round(first.ms);
    results.customerJavaScript = await customerJavaScript(first.url);
    await first.stop();
    const second = await startServer({ dataDir, port });
    results.restartSameDataDirMs = Math.round(second.ms);
    await second.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every scenario on a fresh shop per database, each beside a baseline measured just before. */
async function load() {
  const load = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
  for (const [database, label] of DATABASES) {
    console.log(`load on ${label}…`);
    const shop = await startFreshShop(database);
    try {
      const baseline = await measureBaseline();
      const section = { baseline };
      for (const scenario of SCENARIOS) {
        const request = await scenario.prepare(shop);
        const result = await measure({ ...request, url: `${shop.url}${request.path}` });
        section[scenario.name] = { ...result, ratioToBaseline: Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)) };
      }
      load[database] = section;
    } finally {
      await shop.close();
    }
  }
  return load;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ratio = (r) => (r === undefined ? '1' : r >= 0.1 ? r.toFixed(2) : r.toFixed(4));

function startupTable(results) {
  const js = results.customerJavaScript;
  return {
    columns: ['measure', 'value'],
    rows: [
      ['cold start, empty `DATA_DIR` (PGlite + demo seed)', `${results.coldStartEmptyDataDirMs} ms`],
      ['restart, same `DATA_DIR`', `${results.restartSameDataDirMs} ms`],
      ['customer JavaScript before `/homepage` renders (gzip -9)', kb(js.gzipBytes)],
      ['customer JavaScript before `/homepage` renders (raw)', `${kb(js.bytes)} in ${js.files} files`],
    ],
  };
}

function loadTable(results) {
  const columns = ['load', ...DATABASES.flatMap(([, label]) => [`${label} req/s`, `${label} × baseline`, `${label} p50 / p99 ms`])];
  const measured = [['baseline', 'bare Fastify route (same run)'], ...SCENARIOS.map((s) => [s.name, s.label])];
  const rows = measured.map(([name, label]) => [
    label,
    ...DATABASES.flatMap(([database]) => {
      const m = results.load[database][name];
      const failures = m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : '';
      return [`${m.requestsPerSecond}${failures}`, ratio(m.ratioToBaseline), `${m.p50Ms} / ${m.p99Ms}`];
    }),
  ]);
  return { columns, rows };
}

const markdown = ({ columns, rows }) =>
  [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

function printTable({ columns, rows }) {
  console.table(rows.map((row) => Object.fromEntries(row.map((cell, i) => [columns[i], cell.replace(/`/g, '')]))));
}

/** Replaces the README's table between the bench markers, so it always shows the latest run. */
function writeReadme(tables, results) {
  const readme = path.join(ROOT, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!text.includes(start) || !text.includes(end)) return;
  const body = [
    `Latest run: ${results.date.slice(0, 10)}, Node ${results.node}, ${results.cpus} cores, ${results.totalSeconds} s in all; ` +
      `load at ${results.load.connections} connections, ${results.load.durationSeconds} s per measure.`,
    ...tables.map((table) => `\n${markdown(table)}`),
  ].join('\n');
  fs.writeFileSync(readme, `${text.slice(0, text.indexOf(start) + start.length)}\n${body}\n${text.slice(text.indexOf(end))}`);
}

const startedAt = performance.now();
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length };
await startup(results);
results.load = await load();
results.totalSeconds = Math.round((performance.now() - startedAt) / 1000);

const tables = [startupTable(results), loadTable(results)];
console.log('\nFireworks Shop benchmarks');
for (const table of tables) printTable(table);
fs.writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
writeReadme(tables, results);
console.log(`written bench/results.json and the README's table (${results.totalSeconds} s)`);
