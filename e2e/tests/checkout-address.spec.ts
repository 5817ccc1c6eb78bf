import type { Page } from '@playwright/test';
import { apiToken, callApi, openPage } from '../fixtures/admin';
import { createOrderByApi, putInCart } from '../fixtures/cart';
import { DELIVERY_ADDRESS, fillDeliveryAddress, STORE, setStoreLocation } from '../fixtures/checkout';
import {
  expectNoEnglishLeftovers,
  expectNoSeriousA11yViolations,
  horizontalOverflow,
  type Language,
  switchLanguage,
} from '../fixtures/quality';
import { type Shop, startShop } from '../fixtures/shop';
import { signIn } from '../fixtures/test';
import { insertUser } from '../fixtures/users';
import { expect, test } from '../fixtures/worker';

/*
 * Issue 40 items 2, 3 and 7 as a customer lives them, on a shop of its own (a pickup slot and the
 * store's location change what other journeys see): a delivery order from the cart through
 * checkout (the lines, the address) to the confirmation panel and the order page with the payment
 * reference and the address; a pickup order whose pass names the store's address and hours.
 * At 375 px in English and 1440 px in Spanish.
 */
let shop: Shop;
let slotId: string;

test.beforeAll(async () => {
  shop = await startShop();
  await setStoreLocation(shop);
  // The shop's clock is 2026-11-18 12:00 (fixtures/shop.ts): a slot later that day.
  const slot = await callApi<{ _id: string }>(shop, 'POST', '/api/pickup-slots', {
    token: await apiToken(shop),
    body: { date: '2026-11-18', start: '15:00', end: '16:30', capacity: 20 },
  });
  expect(slot.status).toBe(201);
  slotId = slot.body._id;
});
test.afterAll(() => shop.destroy());

const TEXT = {
  en: { lines: 'What you are buying', create: 'Create Order', deliveryTo: 'Delivery to:', open: 'Open order', deliver: 'Deliver to:' },
  es: { lines: 'Lo que compra', create: 'Crear pedido', deliveryTo: 'Entrega en:', open: 'Abrir el pedido', deliver: 'Entregar en:' },
} as const;

const RUNS: Array<{ width: number; language: Language }> = [
  { width: 375, language: 'en' },
  { width: 1440, language: 'es' },
];

async function noOverflow(page: Page) {
  expect(await horizontalOverflow(page)).toEqual([]);
}

for (const { width, language } of RUNS) {
  test(`a delivery order at ${width} px in ${language}: lines, address, confirmation panel, order page with reference and address`, async ({
    browser,
  }) => {
    const text = TEXT[language];
    const customer = await insertUser(shop.databaseUrl as string);
    await putInCart(shop, customer, [{ category: 'Cakes', title: 'Finale Rack 200 Shot', quantity: 3 }]);
    const page = await openPage(browser, shop.url);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, customer.username, customer.password);
    await page.goto('/checkout');
    if (language === 'es') await switchLanguage(page, 'es');

    const lines = page.getByTestId('checkout-lines');
    await expect(page.getByRole('heading', { name: text.lines })).toBeVisible();
    await expect(lines).toContainText('Finale Rack 200 Shot');
    await expect(page.getByTestId('checkout-amount')).toBeVisible();
    await fillDeliveryAddress(page, language);
    await noOverflow(page);
    await expectNoSeriousA11yViolations(page, { label: `checkout ${language}` });
    if (language === 'es') await expectNoEnglishLeftovers(page, { label: 'checkout', allow: ['Finale Rack 200 Shot', customer.username] });
    await page.getByRole('button', { name: text.create }).click();

    await expect(page).toHaveURL(/\/fireworks\/assortments$/);
    const panel = page.getByTestId('order-placed');
    await expect(panel).toBeVisible();
    const address = `${DELIVERY_ADDRESS.street}, ${DELIVERY_ADDRESS.city} ${DELIVERY_ADDRESS.zip}`;
    await expect(panel.getByTestId('order-placed-address')).toHaveText(`${text.deliveryTo} ${address}`);
    const number = ((await panel.getByTestId('payment-reference').textContent()) ?? '').match(/FW-\d{2}-\d+/)?.[0] ?? '';
    expect(number).not.toBe('');
    await noOverflow(page);

    await panel.getByRole('link', { name: `${text.open} ${number}` }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+$/);
    await expect(page.getByTestId('payment-reference')).toContainText(number);
    await expect(page.getByTestId('delivery-address')).toHaveText(`${text.deliver} ${address}`);
    await noOverflow(page);
    await page.close();
  });

  test(`a pickup order's pass at ${width} px in ${language} names the store's address and opening hours`, async ({ browser }) => {
    const customer = await insertUser(shop.databaseUrl as string);
    await putInCart(shop, customer, [{ category: 'Cakes', title: 'Finale Rack 200 Shot', quantity: 3 }]);
    const created = await createOrderByApi(shop, customer, { FundstoAdd: 0, isPickup: true, pickupSlotId: slotId });
    expect(created.status).toBe(201);
    const { orderId } = created.body as { orderId: string };
    const page = await openPage(browser, shop.url);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, customer.username, customer.password);
    await page.goto(`/orders/${orderId}`);
    if (language === 'es') await switchLanguage(page, 'es');
    const pass = page.getByTestId('pickup-pass');
    await expect(pass).toBeVisible();
    const store = pass.getByTestId('store-location');
    await expect(store).toContainText(STORE.address);
    await expect(store).toContainText(STORE.hours[language]);
    await expect(store.getByRole('link')).toHaveAttribute('href', STORE.mapUrl);
    // Slot times in the shop's locale: 12-hour in English.
    await expect(pass).toContainText(language === 'en' ? '3:00 PM–4:30 PM' : '15:00–16:30');
    await noOverflow(page);
    await expectNoSeriousA11yViolations(page, { label: `pickup pass ${language}` });
    await page.close();
  });
}
