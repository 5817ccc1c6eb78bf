import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildAdminRemoteWithExtraScreen, EXTRA_SCREEN, serveRemote } from '../fixtures/remote-copy';
import { ADMIN_PASSWORD, freePort, REPO_ROOT, type Shop, startShop } from '../fixtures/shop';
import { insertUser } from '../fixtures/users';
import { expect, test } from '../fixtures/worker';

/**
 * Remotes own their routes: a copy of the admin remote with one extra screen, built and deployed
 * alone on its own origin (its manifest URL in ADMIN_REMOTE_URL), shows that screen and its menu
 * entry in the shell build as it is: no shell change, no shell rebuild.
 */
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

function shellBuildHash(): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(SHELL_DIST).sort()) {
    const file = path.join(SHELL_DIST, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

let shop: Shop;
let remote: { url: string; close(): Promise<void> };
let shellBefore: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  shellBefore = shellBuildHash();
  const dist = buildAdminRemoteWithExtraScreen(path.join(REPO_ROOT, 'e2e', 'artifacts', 'remote-copy'));
  remote = await serveRemote(dist, await freePort());
  shop = await startShop({ env: { ADMIN_REMOTE_URL: `${remote.url}/mf-manifest.json` } });
});
test.afterAll(async () => {
  await shop?.destroy();
  await remote?.close();
});

test('a screen added to the admin remote alone shows, with its menu entry, in the unchanged shell', async ({ page }) => {
  // The normal build does not ship the extra screen.
  expect(fs.readFileSync(path.join(REPO_ROOT, 'admin-mfe', 'dist', 'remote', 'routes.json'), 'utf8')).not.toContain(EXTRA_SCREEN.path);

  await page.goto(`${shop.url}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/homepage$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  // The new entry comes last (its order), and the remote's other screens still work. No Subscribe:
  // this shop has no PayPal settings (issue 40 item 8).
  await expect(menu.getByRole('listitem')).toHaveText([
    'Profile',
    'Dashboard',
    'Products',
    'Orders',
    'Manage Users',
    'Staff',
    'Manage Invite Codes',
    'Manage Discount Rules',
    'Sales Calendar',
    'Audit Log',
    'Pickup day',
    'Low stock',
    'Store location',
    'Pickup slots',
    EXTRA_SCREEN.menuText,
  ]);
  await menu.getByRole('link', { name: EXTRA_SCREEN.menuText }).click();
  await expect(page).toHaveURL(new RegExp(`${EXTRA_SCREEN.path}$`));
  await expect(page.getByRole('heading', { name: EXTRA_SCREEN.heading })).toBeVisible();
  await expect(page.getByText(EXTRA_SCREEN.text)).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toHaveText('admin');

  // A deep link works, and the new screen's menu text follows the language.
  await page.reload();
  await expect(page.getByRole('heading', { name: EXTRA_SCREEN.heading })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await expect(page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Informe de existencias' })).toBeVisible();
  expect(shellBuildHash()).toBe(shellBefore);
});

test('the new admin path sends a customer to / without loading admin code', async ({ page }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remote.url) && !request.url().endsWith('/routes.json')) remoteRequests.push(request.url());
  });
  await page.goto(`${shop.url}/`);
  await page.getByLabel('Username').fill(customer.username);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/homepage$/);
  await page.goto(`${shop.url}${EXTRA_SCREEN.path}`);
  await expect(page).toHaveURL(/\/homepage$/);
  await expect(page.getByRole('heading', { name: EXTRA_SCREEN.heading })).toHaveCount(0);
  expect(remoteRequests).toEqual([]);
});
