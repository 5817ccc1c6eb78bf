/** The first-page JavaScript section: what a signed-in customer downloads before the home page renders. */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from './chromium.mjs';
import { customerAddress } from './lib/addresses.mjs';
import { insertCustomers } from './lib/customers.mjs';
import { ADMIN_PASSWORD } from './lib/server.mjs';

/**
 * The first-page measure's customer: a verified, approved shopper with no staff permissions. (The
 * admin's session with its flag cleared is not one: getuser answers the owner, and the page turns
 * into the back office while it loads.) Written while the server is stopped: PGlite is one process.
 */
const JS_CUSTOMER = 'benchjscustomer';

export async function addJsCustomer(dataDir) {
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

export async function customerJavaScript(url) {
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
