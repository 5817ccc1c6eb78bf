import type { Browser, Page } from '@playwright/test';
import { apiToken, callApi, openPage } from '../fixtures/admin';
import { createOrderByApi, putInCart } from '../fixtures/cart';
import { expectNoEnglishLeftovers, expectNoSeriousA11yViolations, horizontalOverflow, switchLanguage } from '../fixtures/quality';
import { ADMIN_PASSWORD, type Shop, startShop } from '../fixtures/shop';
import { signIn } from '../fixtures/test';
import { insertUser, type TestUser } from '../fixtures/users';
import { expect, test } from '../fixtures/worker';

/*
 * Staff at the counter (issue 41) and the back office (issue 40 item 6). The owner makes a Counter
 * and a Catalogue account on the Staff screen; the Counter works a pickup at 375 px and sees none
 * of the owner's screens; the Catalogue edits an item and cannot open orders; removing the Counter
 * ends their open session. A shop of its own: it adds a pickup slot (every pickup order then names one).
 */
let shop: Shop;
let counterUser: TestUser;
let catalogueUser: TestUser;
let passCode: string;

test.beforeAll(async () => {
  shop = await startShop();
  const adminToken = await apiToken(shop);
  const slot = await callApi<{ _id: string }>(shop, 'POST', '/api/pickup-slots', {
    token: adminToken,
    body: { date: '2026-11-18', start: '13:00', end: '14:00', capacity: 5 },
  });
  expect(slot.status).toBe(201);
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [{ category: 'Cakes', title: 'Finale Rack 200 Shot', quantity: 3 }]);
  const created = await createOrderByApi(shop, customer, { FundstoAdd: 0, isPickup: true, pickupSlotId: slot.body._id });
  expect(created.status).toBe(201);
  const { orderId } = created.body as { orderId: string };
  const { body } = await callApi<{ pickupCode: string }>(shop, 'GET', `/api/orders/${orderId}`, { token: adminToken });
  passCode = body.pickupCode;
  counterUser = await insertUser(shop.databaseUrl as string, { username: `counter${Date.now() % 100000}` });
  catalogueUser = await insertUser(shop.databaseUrl as string, { username: `catalogue${Date.now() % 100000}` });
});
test.afterAll(() => shop.destroy());

/** Signs a staff member in through the login screen; they land on their first screen, not /homepage. */
async function signInStaff(browser: Browser, user: TestUser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, shop.url);
  await page.setViewportSize(viewport);
  await page.goto('/');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/$/);
  return page;
}

async function makeStaff(owner: Page, user: TestUser, preset: RegExp) {
  await owner.getByRole('button', { name: 'Add staff member' }).click();
  await owner.getByLabel('Approved user').selectOption({ label: `${user.username} (Casey Customer)` });
  await owner.getByRole('radio', { name: preset }).check();
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Staff permissions saved.').last()).toBeVisible();
  await expect(owner.getByTestId('staff-row').filter({ hasText: user.username })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('the owner makes a Counter and a Catalogue account on the Staff screen, in the back office', async ({ browser }) => {
  const owner = await openPage(browser, shop.url);
  await owner.setViewportSize({ width: 1440, height: 900 });
  await signIn(owner, 'admin', ADMIN_PASSWORD);
  // The back office: side navigation with every screen, no cart.
  const side = owner.getByRole('navigation', { name: 'Back office' });
  await expect(side.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(owner.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await side.getByRole('link', { name: 'Staff' }).click();
  await expect(owner).toHaveURL(/\/staff$/);
  await makeStaff(owner, counterUser, /^Counter/);
  await makeStaff(owner, catalogueUser, /^Catalogue/);
  // Each row's buttons stand level with its name (they sat 10 px below it when the buttons' cell was a flex box).
  for (const row of await owner.getByTestId('staff-row').all()) {
    // The name's text, not its cell (a cell is as tall as its row).
    const name = await row.getByRole('rowheader').evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const box = range.getBoundingClientRect();
      return box.y + box.height / 2;
    });
    const button = await row.getByRole('button', { name: /^Change/ }).boundingBox();
    const change = button ? button.y + button.height / 2 : Number.NaN;
    expect(Math.abs(change - name), 'Change stands level with the name').toBeLessThanOrEqual(2);
  }
  await owner.context().close();
});

test('the Counter works a pickup at 375 px and sees no user, discount, calendar or export screen', async ({ browser }) => {
  const counter = await signInStaff(browser, counterUser, { width: 375, height: 800 });
  await expect(counter).toHaveURL(/\/orders$/);
  await expect(counter.getByRole('button', { name: /CSV/ })).toHaveCount(0);
  await counter.getByRole('button', { name: 'Open menu' }).click();
  const menu = counter.getByRole('navigation', { name: 'Menu' });
  for (const hidden of ['Manage Users', 'Manage Discount Rules', 'Sales Calendar', 'Staff', 'Dashboard', 'Audit Log']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await menu.getByRole('link', { name: 'Pickup day' }).click();
  await expect(counter).toHaveURL(/\/pickup-day$/);

  // Find by pass (the pass field first), collect, mark picked up: large targets, no sideways scrolling.
  const passField = counter.getByLabel('Pass code');
  const box = await passField.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await passField.fill(passCode);
  const find = counter.getByRole('button', { name: 'Find' });
  expect((await find.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await find.click();
  const handover = counter.getByTestId('handover');
  await expect(handover.getByTestId('balance-to-collect')).toContainText('Balance to collect');
  await handover.getByLabel('Method').selectOption('cash');
  await handover.getByRole('button', { name: /^Collect \$/ }).click();
  await expect(handover.getByTestId('balance-to-collect')).toHaveText('Nothing to collect: paid in full.');
  await handover.getByRole('button', { name: 'Mark picked up' }).click();
  await expect(counter.getByText('Order marked as picked up.')).toBeVisible();
  // A toast slides in from the right: measured once it has arrived.
  await expect.poll(() => horizontalOverflow(counter)).toEqual([]);

  // Screens of other permissions say so.
  for (const path of ['/manageusers', '/managediscounts', '/sales-calendar']) {
    await counter.goto(path);
    await expect(counter.getByTestId('no-permission')).toContainText('You do not have permission to open this screen');
  }
  await counter.context().close();
});

test('the Catalogue edits an item and cannot open orders', async ({ browser }) => {
  const catalogue = await signInStaff(browser, catalogueUser, { width: 1440, height: 900 });
  await expect(catalogue).toHaveURL(/\/dashboard$/);
  const side = catalogue.getByRole('navigation', { name: 'Back office' });
  await expect(side.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await catalogue.goto('/fireworks/cakes');
  await catalogue.getByRole('button', { name: 'Edit Finale Rack 200 Shot' }).click();
  const edit = catalogue.getByRole('form', { name: 'Edit Finale Rack 200 Shot' });
  await edit.getByLabel('Visible').uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(catalogue.getByText('Successfully updated item!')).toBeVisible();
  await catalogue.goto('/orders');
  await expect(catalogue.getByTestId('no-permission')).toHaveText('You do not have permission to open this screen: it needs “See orders”.');
  await catalogue.context().close();
});

test('every screen of each preset in English and Spanish: no serious axe finding, no English left, no overflow at 375 px', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const screens: Array<[TestUser, string[]]> = [
    [counterUser, ['/orders', '/pickup-day', '/manageusers']],
    [catalogueUser, ['/dashboard', '/fireworks/cakes', '/low-stock', '/orders']],
  ];
  for (const [user, paths] of screens) {
    const page = await signInStaff(browser, user, { width: 375, height: 800 });
    for (const language of ['en', 'es'] as const) {
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        if (language === 'es' && (await page.locator('html').getAttribute('lang')) !== 'es') await switchLanguage(page, 'es');
        await expectNoSeriousA11yViolations(page, { label: `${user.username} ${path} ${language}` });
        // Item titles and descriptions are the shop's data, written in one language.
        const items = await page.locator('.fw-item-card__description, .fw-item-card__title').allTextContents();
        if (language === 'es')
          await expectNoEnglishLeftovers(page, { label: path, allow: [user.username, ...items.map((text) => text.trim())] });
        await expect.poll(() => horizontalOverflow(page), { message: `${path} ${language}` }).toEqual([]);
      }
    }
    await page.context().close();
  }
});

test("the owner removes the Counter and the Counter's open session ends at once", async ({ browser }) => {
  const counter = await signInStaff(browser, counterUser, { width: 375, height: 800 });
  await expect(counter).toHaveURL(/\/orders$/);
  const owner = await openPage(browser, shop.url);
  await signIn(owner, 'admin', ADMIN_PASSWORD);
  await owner.goto('/staff');
  await owner.getByRole('button', { name: `Remove ${counterUser.username} from the staff` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(owner.getByText(`${counterUser.username} is no longer staff.`)).toBeVisible();
  // The Counter's next step finds the session ended: back to the login screen.
  await counter.goto('/pickup-day');
  await expect(counter.getByRole('button', { name: 'Log In' })).toBeVisible();
  await owner.context().close();
  await counter.context().close();
});
