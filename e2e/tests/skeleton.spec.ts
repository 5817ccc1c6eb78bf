import { expect, signIn, signInAsAdmin, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

test.describe('route guards', () => {
  for (const path of ['/homepage', '/cart', '/manageusers']) {
    test(`a signed-out visit to ${path} lands on the login screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    });
  }
});

test('the admin signs in and sees the admin menu entries', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const entry of ['Profile', 'Orders', 'Manage Users', 'Manage Invite Codes', 'Manage Discount Rules']) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/manageusers$/);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
});

test('a customer gets no admin entries, is sent from /manageusers to / and never requests the admin remote', async ({ page, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mf/admin/')) adminRequests.push(request.url());
  });
  await signIn(page, customer.username, customer.password);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);

  await page.goto('/manageusers');
  // Signed in, so / forwards to the home page; what matters is that the admin screen never shows.
  await expect(page).toHaveURL(/\/homepage$/);
  await page.goto('/fireworks/assortments');
  await page.goto('/orders');
  await page.waitForLoadState('networkidle');
  expect(adminRequests).toEqual([]);
});

test('the category bar lists the 11 categories in order as links (a new tab works) and highlights the current one', async ({ page }) => {
  await signInAsAdmin(page);
  const bar = page.getByRole('navigation', { name: 'Categories' });
  await expect(bar.getByRole('link')).toHaveText([
    'Artillery',
    'Assortments',
    'Fountains',
    'Sparklers',
    'Black Cats',
    'Roman Candles',
    'Cakes',
    'Small Cakes',
    'Poppers',
    'Kid Friendly',
    'Missiles',
  ]);
  const romanCandles = bar.getByRole('link', { name: 'Roman Candles' });
  await romanCandles.click();
  await expect(page).toHaveURL(/\/fireworks\/roman_candles$/);
  await expect(romanCandles).toHaveAttribute('aria-current', 'page');
  await expect(romanCandles).toHaveAttribute('aria-disabled', 'true');
  // Issue 40 item 8: a category is a real link, so Ctrl/Cmd+click opens it in a new tab.
  await expect(bar.getByRole('link', { name: 'Cakes', exact: true })).toHaveAttribute('href', '/fireworks/cakes');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    bar.getByRole('link', { name: 'Cakes', exact: true }).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(tab).toHaveURL(/\/fireworks\/cakes$/);
  await tab.close();
  await expect(page).toHaveURL(/\/fireworks\/roman_candles$/);
  await page.goto('/homepage');
  await expect(romanCandles).not.toHaveAttribute('aria-current', 'page');
});
