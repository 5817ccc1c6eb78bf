import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '/work/f-perf/bench/chromium.mjs';
import { freePort } from '/work/f-perf/bench/lib/load.mjs';
import { ADMIN_PASSWORD, startServer } from '/work/f-perf/bench/lib/server.mjs';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-dbg-'));
const server = await startServer({ dataDir, port: await freePort() });
const url = server.url;
try {
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) }).then((r) => r.json());
  const browser = await chromium.launch(chromiumLaunch);
  const context = await browser.newContext();
  await context.addInitScript(([token, user]) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify({ ...user, admin: false })); }, [login.token, login.user]);
  const page = await context.newPage();
  const t0 = Date.now();
  page.on('request', (r) => console.log(Date.now() - t0, 'REQ', r.url().replace(url, '')));
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto(`${url}${process.argv[2] ?? '/homepage'}`);
  await page.getByTestId('home-welcome').waitFor();
  console.log(Date.now() - t0, 'RENDERED');
  await page.waitForTimeout(4000);
  if (process.argv[3]) await eval(process.argv[3]);
  await browser.close();
} finally { await server.stop(); fs.rmSync(dataDir, { recursive: true, force: true }); }
