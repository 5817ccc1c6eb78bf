import { ADMIN_PASSWORD, type Shop, startShop } from '../fixtures/shop';
import { expect, test } from '../fixtures/worker';

// A port where nothing listens.
const ADMIN_MANIFEST = 'http://127.0.0.1:9/mf-manifest.json';

let shop: Shop;
test.beforeAll(async () => {
  shop = await startShop({ env: { ADMIN_REMOTE_URL: ADMIN_MANIFEST } });
});
test.afterAll(() => shop.destroy());

test('with the admin remote unreachable the shell still renders, says the console is unavailable and offers a retry', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${shop.url}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/homepage$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const manifestReads = () => requests.filter((url) => url === ADMIN_MANIFEST).length;
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Manage Users' }).click();
  // The runtime's own retries (two) are spent before the screen's boundary shows; its Retry tries again.
  await expect(page.getByRole('alert')).toContainText('The admin console is unavailable right now.');
  expect(manifestReads()).toBeGreaterThanOrEqual(3);
  const before = manifestReads();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(manifestReads).toBeGreaterThan(before);
  await expect(page.getByRole('alert')).toContainText('The admin console is unavailable right now.');
  // The rest of the shell keeps working.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Cakes', exact: true }).click();
  await expect(page).toHaveURL(/\/fireworks\/cakes$/);
  await page.getByRole('link', { name: /Fireworks Shop/ }).click();
  await expect(page).toHaveURL(/\/homepage$/);
});
