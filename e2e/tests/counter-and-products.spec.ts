import { expect, type Page, test } from '@playwright/test';
import { formatPriceString, parsePriceToCents, priceAfterPercent } from '../../core/src/rules';
import { apiToken, callApi, openPage } from '../fixtures/admin';
import { createOrderByApi, putInCart } from '../fixtures/cart';
import { switchLanguage } from '../fixtures/quality';
import { ADMIN_PASSWORD, type Shop, startShop } from '../fixtures/shop';
import { signIn } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

/*
 * Issue 40: the counter never hands over an unpaid order without saying why, and the admin's
 * products table changes many prices at once. A pickup slot makes every pickup order name one, so
 * this runs on a shop of its own (clock: Wednesday 2026-11-18, 12:00 in Chicago).
 */
let shop: Shop;
let adminToken: string;
let slotId: string;

test.beforeAll(async () => {
  shop = await startShop();
  adminToken = await apiToken(shop);
  const slot = await callApi<{ _id: string }>(shop, 'POST', '/api/pickup-slots', {
    token: adminToken,
    body: { date: '2026-11-18', start: '13:00', end: '14:00', capacity: 5 },
  });
  expect(slot.status).toBe(201);
  slotId = slot.body._id;
});
test.afterAll(() => shop.destroy());

/** No sideways scrolling at this width. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/** A customer's pickup order of 3 Finale Racks, nothing paid: its number. */
async function unpaidPickupOrder(): Promise<string> {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [{ category: 'Cakes', title: 'Finale Rack 200 Shot', quantity: 3 }]);
  const created = await createOrderByApi(shop, customer, { FundstoAdd: 0, isPickup: true, pickupSlotId: slotId });
  expect(created.status).toBe(201);
  return (created.body as { orderNumber: string }).orderNumber;
}

for (const width of [375, 1440]) {
  test(`the counter refuses a silent unpaid handover: collect first, or hand over with a reason (${width} px)`, async ({ browser }) => {
    const number = await unpaidPickupOrder();
    const counter = await openPage(browser, shop.url);
    await counter.setViewportSize({ width, height: 900 });
    await signIn(counter, 'admin', ADMIN_PASSWORD);
    await counter.goto('/pickup-day');
    await counter.getByRole('button', { name: `Open order ${number}` }).click();
    const handover = counter.getByTestId('handover');
    await expect(handover.getByRole('list', { name: 'Items to hand over' })).toContainText('3 × Finale Rack 200 Shot');
    const balance = (await handover.getByTestId('balance-to-collect').textContent())?.replace('Balance to collect: ', '') ?? '';
    expect(balance).toMatch(/^\$[\d,]+\.\d{2}$/);

    // "Mark picked up" does not hand over: it asks to collect, or for a reason.
    await handover.getByRole('button', { name: 'Mark picked up' }).click();
    const unpaid = handover.getByRole('form', { name: `Hand over with ${balance} unpaid` });
    await expect(handover.getByRole('button', { name: `Collect ${balance}` })).toBeVisible();
    await unpaid.getByRole('button', { name: 'Hand over unpaid' }).click();
    await expect(unpaid.getByText('Please give the reason for handing over an unpaid order.')).toBeVisible();
    await fitsWidth(counter);

    // The server refuses the silent call too.
    const { body: day } = await callApi<{ slots: Array<{ orders: Array<{ _id: string; orderNumber: string }> }> }>(
      shop,
      'GET',
      '/api/pickups?date=2026-11-18',
      { token: adminToken },
    );
    const orderId = day.slots.flatMap((slot) => slot.orders).find((o) => o.orderNumber === number)?._id as string;
    const silent = await callApi<{ error: string }>(shop, 'POST', `/api/orders/${orderId}/picked-up`, { token: adminToken, body: {} });
    expect(silent.status).toBe(409);
    expect(silent.body.error).toBe(
      `This order has a balance due of ${balance}. Collect it first, or give a reason to hand the order over anyway.`,
    );

    await unpaid.getByLabel('Reason').fill('Regular customer, pays on Friday');
    await unpaid.getByRole('button', { name: 'Hand over unpaid' }).click();
    await expect(counter.getByText('Order marked as picked up.')).toBeVisible();
    await expect(handover.getByText(/^Picked up /)).toBeVisible();
    await fitsWidth(counter);

    // The audit log keeps the reason and the balance handed over unpaid.
    const { body: audit } = await callApi<{ entries?: unknown[] } | unknown[]>(shop, 'GET', '/api/audit-log', { token: adminToken });
    expect(JSON.stringify(audit)).toContain('Regular customer, pays on Friday');
    await counter.context().close();
  });
}

test('the counter in Spanish: the same question, the reason required', async ({ browser }) => {
  const number = await unpaidPickupOrder();
  const counter = await openPage(browser, shop.url);
  await signIn(counter, 'admin', ADMIN_PASSWORD);
  await counter.goto('/pickup-day');
  await switchLanguage(counter, 'es');
  await counter.getByRole('button', { name: `Abrir el pedido ${number}` }).click();
  const handover = counter.getByTestId('handover');
  await expect(handover.getByRole('list', { name: 'Artículos a entregar' })).toContainText('3 × Finale Rack 200 Shot');
  await handover.getByRole('button', { name: 'Marcar como recogido' }).click();
  const unpaid = handover.getByRole('form', { name: /^Entregar con \$[\d,.]+ sin pagar$/ });
  await unpaid.getByRole('button', { name: 'Entregar sin pagar' }).click();
  await expect(unpaid.getByText('Indique el motivo para entregar un pedido sin pagar.')).toBeVisible();
  await unpaid.getByLabel('Motivo').fill('Paga el viernes');
  await unpaid.getByRole('button', { name: 'Entregar sin pagar' }).click();
  await expect(counter.getByText('Pedido marcado como recogido.')).toBeVisible();
  await counter.context().close();
});

for (const width of [1440, 375]) {
  test(`the admin's products table: search, filter, and a bulk price change computed by the server (${width} px)`, async ({ browser }) => {
    const { body: cakes } = await callApi<Array<{ _id: string; title: string; price: string }>>(
      shop,
      'GET',
      '/api/fireworks?category=cakes',
      {
        token: adminToken,
      },
    );
    const chosen = cakes.slice(0, 2);
    expect(chosen).toHaveLength(2);
    const expected = chosen.map((item) => formatPriceString(priceAfterPercent(parsePriceToCents(item.price) as number, 1_000) as number));

    const admin = await openPage(browser, shop.url);
    await admin.setViewportSize({ width, height: 900 });
    await signIn(admin, 'admin', ADMIN_PASSWORD);
    await admin.goto('/products');
    await expect(admin.getByRole('heading', { name: 'Products' })).toBeVisible();
    await admin.getByLabel('Category').selectOption({ label: 'Cakes' });
    await expect(admin).toHaveURL(/category=Cakes/);
    await expect(admin.getByTestId('product-row')).toHaveCount(cakes.length);
    await fitsWidth(admin);

    for (const item of chosen) await admin.getByRole('checkbox', { name: `Select ${item.title}` }).check();
    const bulk = admin.getByRole('region', { name: 'Change the selected products' });
    await bulk.getByLabel('Change price by (%)').fill('10');
    await bulk.getByRole('button', { name: 'Change prices' }).click();
    await expect(admin.getByText('The prices of 2 items changed by +10 %.')).toBeVisible();
    for (const [index, item] of chosen.entries()) {
      const row = admin.getByTestId('product-row').filter({ has: admin.getByRole('rowheader', { name: item.title }) });
      await expect(row).toContainText(expected[index] as string);
    }
    await fitsWidth(admin);

    // Search narrows the rows; the address keeps it.
    await admin.getByLabel('Search products').fill(chosen[0]?.title as string);
    await expect(admin).toHaveURL(/q=/);
    await expect(admin.getByTestId('product-row')).toHaveCount(1);
    await admin.context().close();
  });
}
