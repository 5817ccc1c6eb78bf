import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

/** Every request the page makes from now on, by path and query. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

/** Asserts the read was asked for once, and before the screen's code (so not by its first render). */
function expectReadBeforeScreen(seen: string[], read: string, expose: string) {
  expect(
    seen.filter((path) => path === read),
    read,
  ).toHaveLength(1);
  const screenCode = seen.findIndex((path) => path.includes(`__federation_expose_${expose}`));
  expect(screenCode, expose).toBeGreaterThan(-1);
  expect(seen.indexOf(read), `${read} before ${expose}: ${seen.join(' ')}`).toBeLessThan(screenCode);
}

test("a signed-in first visit reads the screen's data beside its code, once each, and uses each file index.html preloads", async ({
  page,
  shop,
}) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await signIn(page, customer.username, customer.password);

  // The cart: its discount tiers (its largest drawing).
  let seen = recordRequests(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Discount Rules' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectReadBeforeScreen(seen, '/api/discounts', 'Cart');

  // A category page: its items.
  page.removeAllListeners('request');
  seen = recordRequests(page);
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used')) unusedPreloads.push(message.text());
  });
  await page.goto('/fireworks/assortments');
  await expect(page.getByRole('heading', { name: 'Assortments', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectReadBeforeScreen(seen, '/api/fireworks?category=assortments', 'Catalog');
  // The user and cart are read once, though both the start-up and the session keeper want them.
  expect(seen.filter((path) => path === '/api/getuser')).toHaveLength(1);

  // Each preloaded script and stylesheet is the one the page then runs: fetched once, not twice,
  // and used (Chromium warns of a preload left unused three seconds after the load event).
  const preloaded = await page
    .locator('link[rel="preload"][as="script"], link[rel="preload"][as="style"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.length).toBeGreaterThanOrEqual(2);
  for (const file of preloaded)
    expect(
      seen.filter((path) => path === file),
      file,
    ).toHaveLength(1);
  await page.waitForTimeout(4_000);
  expect(unusedPreloads).toEqual([]);
});

test('the entry script is fetched at high priority, beside the start-up files index.html preloads', async ({ page }) => {
  // A deferred script is fetched at low priority by default; everything the first screen draws waits for it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    priorities.set(new URL(event.request.url).pathname, event.request.initialPriority);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const scripts = await page
    .locator('head script[src], head link[rel="preload"][as="script"]')
    .evaluateAll((tags) => tags.map((tag) => new URL((tag as HTMLScriptElement).src || (tag as HTMLLinkElement).href).pathname));
  expect(scripts).toContain('/main.js');
  for (const script of scripts) expect(priorities.get(script), script).toBe('High');
});
