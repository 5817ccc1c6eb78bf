import { apiToken, callApi, insertPendingUser, type StaticSite, serveConsole, submitLogin } from '../fixtures/admin';
import { ADMIN_PASSWORD, freePort, type Shop, startShop } from '../fixtures/shop';
import { insertUser } from '../fixtures/users';
import { expect, test } from '../fixtures/worker';

/**
 * The standalone admin console (admin-mfe/dist/console) deployed on a second origin, talking to
 * the shop's API across origins: the API allows that origin through CORS_ORIGINS and no other.
 */
let shop: Shop;
let consoleSite: StaticSite;
let outsider: StaticSite;
test.beforeAll(async () => {
  const consolePort = await freePort();
  shop = await startShop({ env: { CORS_ORIGINS: `http://127.0.0.1:${consolePort}` } });
  consoleSite = await serveConsole({ port: consolePort, apiBase: shop.url });
  outsider = await serveConsole({ port: await freePort(), apiBase: shop.url });
});
test.afterAll(async () => {
  await consoleSite?.close();
  await outsider?.close();
  await shop?.destroy();
});

test('the console on its own origin signs the admin in and runs users, invite codes, discounts and the audit log', async ({ page }) => {
  const pending = await insertPendingUser(shop.databaseUrl as string);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  await submitLogin(page, `${consoleSite.url}/`, 'admin', ADMIN_PASSWORD);
  await expect(page.getByText('Admin console')).toBeVisible();
  // The console opens on the Dashboard (issue 17), then runs the spec's admin screens.
  await expect(page).toHaveURL(`${consoleSite.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(`${consoleSite.url}/manageusers`);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();

  const card = page.getByRole('row', { name: pending.username });
  await card.getByLabel('Approved').click();
  await expect(page.getByText('Approval status updated')).toBeVisible();

  await page.getByRole('link', { name: 'Manage Invite Codes' }).click();
  await page.getByRole('button', { name: 'Create Invite Code' }).click();
  await page.getByLabel('Custom Code').fill('CONSOLE-CODE');
  await page.getByLabel('Number of Uses').fill('4');
  await page.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByText('Invite code created: CONSOLE-CODE')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'CONSOLE-CODE' }).locator('[data-label="Uses Remaining"]')).toHaveText('4');

  await page.getByRole('link', { name: 'Manage Discount Rules' }).click();
  await expect(page.getByText('Price Range: $2,500.00+, Discount: 10%')).toBeVisible();

  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Created an invite code' })).toContainText('CONSOLE-CODE');
  await expect(page.getByRole('row').filter({ hasText: 'Approved a user' })).toContainText(pending.username);

  // A deep link survives a reload (history fallback) and the session is kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();

  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((url) => url.startsWith(`${shop.url}/api/`))).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('the console refuses customers', async ({ page }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await submitLogin(page, `${consoleSite.url}/`, customer.username, customer.password);
  await expect(page.getByText('Only an admin can do this.')).toBeVisible();
  await page.goto(`${consoleSite.url}/manageusers`);
  await expect(page).toHaveURL(`${consoleSite.url}/`);
});

test('a console on an origin missing from CORS_ORIGINS cannot reach the API', async ({ page }) => {
  const refused: string[] = [];
  page.on('requestfailed', (request) => refused.push(request.url()));
  await submitLogin(page, `${outsider.url}/`, 'admin', ADMIN_PASSWORD);
  await expect(page.getByText('An error occurred')).toBeVisible();
  expect(refused).toContain(`${shop.url}/api/login`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the console edits items, one category at a time (the admin catalogue of the route list)', async ({ page }) => {
  const token = await apiToken(shop);
  const [item] = (await callApi<Array<{ _id: string; title: string }>>(shop, 'GET', '/api/fireworks?category=cakes', { token })).body;
  if (!item) throw new Error('the demo catalogue has no cakes');
  const newTitle = `${item.title} (console)`;

  await submitLogin(page, `${consoleSite.url}/`, 'admin', ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Cakes', exact: true }).click();
  await expect(page).toHaveURL(`${consoleSite.url}/fireworks/cakes`);
  await page.getByRole('button', { name: `Edit ${item.title}` }).click();
  const form = page.getByRole('form', { name: `Edit ${item.title}` });
  await form.getByLabel('Title').fill(newTitle);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated item!')).toBeVisible();
  await expect(page.getByRole('article', { name: newTitle })).toBeVisible();

  const saved = (await callApi<Array<{ _id: string; title: string }>>(shop, 'GET', '/api/fireworks?category=cakes', { token })).body;
  expect(saved.find((candidate) => candidate._id === item._id)?.title).toBe(newTitle);
});
