import type { Page } from '@playwright/test';
import { apiToken, callApi, openPage } from '../fixtures/admin';
import { createOrderByApi, putInCart } from '../fixtures/cart';
import {
  expectNoEnglishLeftovers,
  expectNoSeriousA11yViolations,
  type Language,
  screenshotsAtViewports,
  switchLanguage,
} from '../fixtures/quality';
import { ADMIN_PASSWORD, type Shop, startShop } from '../fixtures/shop';
import { signIn } from '../fixtures/test';
import { insertUser } from '../fixtures/users';
import { expect, test } from '../fixtures/worker';

/*
 * Stock and pickup day (issue 16). This journey adds a pickup slot, after which every pickup order
 * must name one, so it runs on a shop of its own. The shop's clock: Wednesday 2026-11-18, 12:00 in
 * Chicago; today's slot 13:00–14:00 is still to come.
 * Cart: 2 × Grand Celebration Pack ($249.99) = $499.98, tax 8.25% $41.25 → $541.23 (no discount tier).
 */
let shop: Shop;
let adminToken: string;
let slotId: string;

async function itemId(category: string, title: string): Promise<string> {
  const { body } = await callApi<Array<{ _id: string; title: string }>>(shop, 'GET', `/api/fireworks?category=${category}`, {
    token: adminToken,
  });
  const found = body.find((item) => item.title === title);
  if (!found) throw new Error(`${title} is not in ${category}`);
  return found._id;
}

async function setStock(category: string, title: string, stock: number) {
  const { status } = await callApi(shop, 'POST', `/api/update-item/${await itemId(category, title)}`, {
    token: adminToken,
    body: { stock },
  });
  expect(status).toBe(200);
}

/** No sideways scrolling at this width. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test.beforeAll(async () => {
  shop = await startShop();
  adminToken = await apiToken(shop);
  await setStock('artillery', 'Festival Balls', 0);
  await setStock('assortments', 'Grand Celebration Pack', 2);
  const slot = await callApi<{ _id: string }>(shop, 'POST', '/api/pickup-slots', {
    token: adminToken,
    body: { date: '2026-11-18', start: '13:00', end: '14:00', capacity: 5 },
  });
  expect(slot.status).toBe(201);
  slotId = slot.body._id;
});
test.afterAll(() => shop.destroy());

test('a customer picks a slot and sees the pass; the admin finds it by its code, collects the balance and hands it over', async ({
  browser,
}, testInfo) => {
  const customer = await insertUser(shop.databaseUrl as string);
  const page = await openPage(browser, shop.url);
  await signIn(page, customer.username, customer.password);

  // Sold out: the card says so and cannot be added.
  await page.goto('/fireworks/artillery');
  const soldOut = page.getByRole('article', { name: 'Festival Balls' });
  await expect(soldOut.getByText('Sold out')).toBeVisible();
  await expect(soldOut.getByRole('button', { name: 'Add Festival Balls to cart' })).toBeDisabled();

  // The cart warns while it holds more than is left.
  await putInCart(shop, customer, [{ category: 'Assortments', title: 'Grand Celebration Pack', quantity: 3 }]);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Grand Celebration Pack' });
  await expect(line.getByRole('alert')).toHaveText(
    'Only 2 of Grand Celebration Pack left: please lower the quantity before you check out.',
  );
  await line.getByRole('button', { name: 'Remove one Grand Celebration Pack' }).click();
  await expect(line).toContainText('2 pcs');
  await expect(line.getByRole('alert')).toHaveCount(0);

  // Pickup at store, with a slot chosen at checkout.
  await page.getByLabel('Pickup at store').check();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page
    .getByLabel('Choose when you will pick up your order at the store.')
    .selectOption({ label: 'Wed, Nov 18, 1:00 PM–2:00 PM (5 left)' });
  await page.getByRole('button', { name: 'Create Order' }).click();
  await page.getByRole('link', { name: /^View order FW-/ }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);

  // The pass: a QR code of the code, with the order number, slot and balance beside it.
  const pass = page.getByRole('region', { name: 'Pickup pass' });
  const codeText = await pass.getByText(/^Pass code: /).textContent();
  const code = codeText?.replace('Pass code: ', '').trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  const qr = pass.getByRole('img', { name: `QR code of the pickup pass ${code}` });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').count()).toBeGreaterThan(0);
  await expect(pass.getByText(/^Order FW-\d{2}-\d{5}$/)).toBeVisible();
  await expect(pass).toContainText('Pickup: Wed, Nov 18, 1:00 PM–2:00 PM');
  await expect(pass.getByTestId('pass-balance')).toHaveText('Balance due at pickup: $541.23');
  await page.screenshot({ path: testInfo.outputPath('pass-1280.png'), fullPage: true });
  // Printed, the pass stands alone.
  await page.emulateMedia({ media: 'print' });
  await expect(qr).toBeVisible();
  await expect(pass.getByTestId('pass-balance')).toBeVisible();
  await expect(pass.getByRole('button', { name: 'Print pass' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(qr).toBeVisible();
  await fitsWidth(page);
  await page.screenshot({ path: testInfo.outputPath('pass-375.png'), fullPage: true });

  // The admin, at the counter, on the Pickup day screen (today by default).
  const counter = await openPage(browser, shop.url);
  await signIn(counter, 'admin', ADMIN_PASSWORD);
  await counter.getByRole('button', { name: 'Open menu' }).click();
  await counter.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Pickup day' }).click();
  await expect(counter).toHaveURL(/\/pickup-day$/);
  await expect(counter.getByLabel('Date')).toHaveValue('2026-11-18');
  const slot = counter.getByRole('region', { name: 'Wed, Nov 18, 1:00 PM–2:00 PM' });
  await expect(slot.getByTestId('pickup-order')).toHaveCount(1);
  await expect(slot.getByTestId('pickup-order')).toContainText('Due $541.23');

  await counter.getByLabel('Pass code').fill(code.toLowerCase());
  await counter.getByRole('button', { name: 'Find' }).click();
  const handover = counter.getByTestId('handover');
  await expect(handover.getByTestId('balance-to-collect')).toHaveText('Balance to collect: $541.23');
  await counter.setViewportSize({ width: 1440, height: 900 });
  await expectButtonsBesideTheirFields(counter);
  await counter.screenshot({ path: testInfo.outputPath('pickup-day-1440.png'), fullPage: true });
  await counter.setViewportSize({ width: 375, height: 800 });
  await expectOneHandedCounter(counter);
  await handover.getByLabel('Method').selectOption('cash');
  await handover.getByRole('button', { name: 'Collect $541.23' }).click();
  await expect(counter.getByText('Payment of $541.23 recorded.')).toBeVisible();
  await expect(handover.getByTestId('balance-to-collect')).toHaveText('Nothing to collect: paid in full.');
  await handover.getByRole('button', { name: 'Mark picked up' }).click();
  await expect(counter.getByText('Order marked as picked up.')).toBeVisible();
  await expect(handover.getByText(/^Picked up /)).toBeVisible();
  await expect(slot.getByTestId('pickup-order')).toContainText('Paid in full');
  await expect(slot.getByTestId('pickup-order')).toContainText('Picked up');
  await counter.setViewportSize({ width: 375, height: 800 });
  await fitsWidth(counter);
  await counter.screenshot({ path: testInfo.outputPath('pickup-day-375.png'), fullPage: true });
  await counter.context().close();

  // The customer's pass now says paid and picked up.
  await page.reload();
  await expect(pass.getByTestId('pass-balance')).toHaveText('Paid in full');
  await expect(pass.getByText(/^Picked up /)).toBeVisible();
  await page.context().close();
});

test('a slot the shop cancels: the clerk moves its order to another time from the order page, and the empty slot can go', async ({
  browser,
}, testInfo) => {
  await setStock('assortments', 'Grand Celebration Pack', 4);
  const slot = (date: string, start: string, end: string) =>
    callApi<{ _id: string }>(shop, 'POST', '/api/pickup-slots', { token: adminToken, body: { date, start, end, capacity: 2 } });
  const cancelled = (await slot('2026-11-18', '16:00', '17:00')).body._id;
  const tomorrow = (await slot('2026-11-19', '10:00', '11:00')).body._id;
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [{ category: 'Assortments', title: 'Grand Celebration Pack', quantity: 2 }]);
  const created = await createOrderByApi(shop, customer, { FundstoAdd: 0, isPickup: true, pickupSlotId: cancelled });
  expect(created.status).toBe(201);
  const orderId = (created.body as { orderId: string }).orderId;
  const removeCancelled = () => callApi(shop, 'DELETE', `/api/pickup-slots/${cancelled}`, { token: adminToken });
  expect((await removeCancelled()).status).toBe(409);

  const counter = await openPage(browser, shop.url);
  await signIn(counter, 'admin', ADMIN_PASSWORD);
  await counter.goto(`/orders/${orderId}`);
  const pickup = counter.getByTestId('order-pickup');
  await expect(pickup).toContainText('Pickup: Wed, Nov 18, 4:00 PM–5:00 PM');
  const control = counter.getByTestId('change-pickup-slot');
  await control.getByLabel('Change pickup time').selectOption(tomorrow);
  await control.getByRole('button', { name: 'Move order' }).click();
  await expect(counter.getByText(/^Pickup time changed to Thu, Nov 19, 10:00 AM–11:00 AM\./)).toBeVisible();
  await expect(pickup).toContainText('Pickup: Thu, Nov 19, 10:00 AM–11:00 AM');
  await counter.setViewportSize({ width: 375, height: 800 });
  await fitsWidth(counter);
  await counter.screenshot({ path: testInfo.outputPath('move-slot-375.png'), fullPage: true });
  await counter.context().close();

  // Nothing holds the cancelled slot now; the customer's pass shows the new time.
  expect((await removeCancelled()).status).toBe(200);
  const page = await openPage(browser, shop.url);
  await signIn(page, customer.username, customer.password);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('region', { name: 'Pickup pass' })).toContainText('Pickup: Thu, Nov 19, 10:00 AM–11:00 AM');
  await page.context().close();
});

/**
 * A phone at the counter: the Find button sits right under the pass field, Close beside the order's
 * title, and the amount and the method span the collect form (a column's flex basis once made each field 140 px tall, right-aligned).
 */
async function expectOneHandedCounter(counter: Page) {
  const box = async (locator: ReturnType<Page['locator']>) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not on screen');
    return found;
  };
  const passField = await box(counter.getByLabel('Pass code'));
  const find = await box(counter.getByRole('button', { name: 'Find' }));
  expect(find.y - (passField.y + passField.height)).toBeLessThan(40);
  const form = await box(counter.getByRole('form', { name: 'Collect and hand over' }));
  for (const field of [counter.getByLabel('Amount'), counter.getByLabel('Method')]) {
    const fieldBox = await box(field);
    expect(Math.abs(fieldBox.x - form.x)).toBeLessThan(2);
    expect(Math.abs(fieldBox.width - form.width)).toBeLessThan(2);
  }
  // Close sits on the order's title row, not alone on a row of its own.
  const title = await box(counter.getByRole('heading', { level: 2, name: /^Order FW-/ }));
  const close = await box(counter.getByRole('button', { name: 'Close' }));
  expect(close.y).toBeLessThan(title.y + title.height);
  expect(close.x).toBeGreaterThan(title.x + title.width);
}

/**
 * A laptop at the counter: Find sits level with the pass field, and Collect with the amount and the
 * method (a field's bottom margin once pushed each button a dozen pixels below its row).
 */
async function expectButtonsBesideTheirFields(counter: Page) {
  const middle = async (locator: ReturnType<Page['locator']>) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not on screen');
    return found.y + found.height / 2;
  };
  const handover = counter.getByTestId('handover');
  const pairs = [
    [counter.getByLabel('Pass code'), counter.getByRole('button', { name: 'Find' })],
    [handover.getByLabel('Amount'), handover.getByRole('button', { name: /^Collect / })],
  ] as const;
  for (const [field, button] of pairs) {
    expect(Math.abs((await middle(button)) - (await middle(field)))).toBeLessThan(4);
  }
}

test('a typed code no order has is refused with the server sentence, and the low-stock list links to the editor', async ({ browser }) => {
  const counter = await openPage(browser, shop.url);
  await signIn(counter, 'admin', ADMIN_PASSWORD);
  await counter.goto('/pickup-day');
  await counter.getByLabel('Pass code').fill('ZZZZ2222');
  await counter.getByRole('button', { name: 'Find' }).click();
  await expect(counter.getByText('No order has this pass code.')).toBeVisible();

  await counter.goto('/low-stock');
  const soldOut = counter.getByTestId('low-stock-item').filter({ hasText: 'Festival Balls' });
  await expect(soldOut).toContainText('Sold out');
  await soldOut.getByRole('link').click();
  await expect(counter).toHaveURL(/\/fireworks\/artillery\?edit=/);
  await expect(counter.getByRole('form', { name: 'Edit Festival Balls' })).toBeVisible();
  await counter.context().close();
});

test('the pickup slots screen opened first lists each slot as a row with its Delete button beside it', async ({ browser }) => {
  const admin = await openPage(browser, shop.url);
  await signIn(admin, 'admin', ADMIN_PASSWORD);
  await admin.goto('/pickup-slots');
  const row = admin.getByRole('listitem').filter({ hasText: 'Wed, Nov 18, 1:00 PM–2:00 PM' });
  const text = await row.getByText(/^Wed, Nov 18, 1:00 PM–2:00 PM/).boundingBox();
  const remove = await row.getByRole('button', { name: /^Delete/ }).boundingBox();
  if (!text || !remove) throw new Error('the slot row is not on screen');
  // The row's style is the console's own, not one that another screen (discount rules) loads.
  expect(remove.x).toBeGreaterThan(text.x + text.width);
  expect(Math.abs(remove.y + remove.height / 2 - (text.y + text.height / 2))).toBeLessThan(12);
  await admin.context().close();
});

test('the pass, the pickup day and the low-stock list in English and Spanish: no serious axe finding, no English left, 375 and 1440 px', async ({
  browser,
}) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [{ category: 'Cakes', title: 'Finale Rack 200 Shot', quantity: 3 }]);
  const created = await createOrderByApi(shop, customer, { FundstoAdd: 0, isPickup: true, pickupSlotId: slotId });
  expect(created.status).toBe(201);
  const { orderId } = created.body as { orderId: string };
  const { body: order } = await callApi<{ pickupCode: string; orderNumber: string }>(shop, 'GET', `/api/orders/${orderId}`, {
    token: adminToken,
  });
  const data = [customer.username, customer.email, 'Casey Customer', order.pickupCode, order.orderNumber, 'Finale Rack 200 Shot'];

  const check = async (page: Page, name: string, language: Language) => {
    await expectNoSeriousA11yViolations(page, { label: `${name} ${language}` });
    if (language === 'es') await expectNoEnglishLeftovers(page, { label: name, allow: data });
    await screenshotsAtViewports(page, language === 'en' ? name : `${name}-es`);
  };

  const page = await openPage(browser, shop.url);
  await signIn(page, customer.username, customer.password);
  await page.goto(`/orders/${orderId}`);
  const qr = page.getByRole('img', { name: `QR code of the pickup pass ${order.pickupCode}` });
  await expect(qr).toBeVisible();
  await check(page, 'pickup-pass', 'en');
  await switchLanguage(page, 'es');
  await expect(page.getByRole('img', { name: `Código QR del pase de recogida ${order.pickupCode}` })).toBeVisible();
  await check(page, 'pickup-pass', 'es');
  await page.context().close();

  const counter = await openPage(browser, shop.url);
  await signIn(counter, 'admin', ADMIN_PASSWORD);
  await counter.goto('/pickup-day');
  await counter.getByLabel('Pass code').fill(order.pickupCode);
  await counter.getByRole('button', { name: 'Find' }).click();
  await expect(counter.getByTestId('handover')).toBeVisible();
  await check(counter, 'pickup-day', 'en');
  await switchLanguage(counter, 'es');
  await expect(counter.getByRole('heading', { name: 'Día de recogida' })).toBeVisible();
  await expect(counter.getByTestId('handover')).toBeVisible();
  await check(counter, 'pickup-day', 'es');
  await switchLanguage(counter, 'en');
  await counter.goto('/low-stock');
  await expect(counter.getByTestId('low-stock-item').first()).toBeVisible();
  await check(counter, 'low-stock', 'en');
  await switchLanguage(counter, 'es');
  await expect(counter.getByRole('heading', { name: 'Pocas existencias' })).toBeVisible();
  await check(counter, 'low-stock', 'es');
  await counter.context().close();
});
