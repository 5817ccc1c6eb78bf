import { watchCsp } from '../fixtures/csp';
import { expect, signInAsAdmin, test } from '../fixtures/test';

test('the shop’s pages carry a Content-Security-Policy that allows no inline script', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  // No 'unsafe-inline' and no hashes: the page has no inline script, and any injected one is refused (the next test).
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp.split(';').find((d) => d.trim().startsWith('script-src '))).not.toContain('unsafe-inline');
  expect(csp).toContain("script-src-attr 'none'");
  // The built frontends satisfy it: this test (like every test) fails on a violation.
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Cakes', exact: true }).click();
  await expect(page).toHaveURL(/\/fireworks\/cakes$/);
  await page.goto('/manageusers');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
});

test('an injected inline script is blocked and reported as a violation (the check every test runs)', async ({ browser, shop }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const csp = await watchCsp(page);
    await page.goto(`${shop.url}/`);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(csp.violations()).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      const image = document.createElement('img');
      image.setAttribute('src', 'data:,');
      image.setAttribute('onerror', 'window.__injected = true');
      document.body.append(image);
    });
    await expect.poll(() => csp.violations().filter((v) => v.startsWith('event: script-src')).length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  } finally {
    await context.close();
  }
});
