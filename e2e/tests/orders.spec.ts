import type { Browser, Locator } from '@playwright/test';
import { adminOrderCard, amountOf, createOrderByApi, putInCart } from '../fixtures/cart';
import { fillDeliveryAddress } from '../fixtures/checkout';
import { switchLanguage } from '../fixtures/quality';
import type { Shop } from '../fixtures/shop';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

/*
 * The demo shop in November (SHOP_NOW), demo discount tiers: 5% from $1,000.00, 10% from $2,500.00.
 * Cart: 4 × Grand Celebration Pack ($249.99) + 2 × Festival Balls ($29.99, BOGO: 2 more free)
 *   subtotal  4 × 249.99 + 2 × 29.99      = $1,059.94
 *   tax       8.25% of 1,059.94 = 87.445  → $87.45 (half up)
 *   total after tax                        = $1,147.39
 *   discount  5% of 1,147.39 = 57.3695     → $57.37
 *   amount due                             = $1,090.02
 *   deposit   20% of 1,090.02 = 218.004    → $218.01 (rounded up), later $872.01
 */
test('a customer checks out in November, the admin records a payment and completes the order', async ({ page, browser, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [
    { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 4 },
    { category: 'Artillery', title: 'Festival Balls', quantity: 1 },
  ]);
  await signIn(page, customer.username, customer.password);

  await page.goto('/cart');
  const bogoLine = page.getByTestId('cart-line').filter({ hasText: 'Festival Balls' });
  await expect(bogoLine).toContainText('1 pc');
  await expect(bogoLine).toContainText('+ 1 free');
  await expect(page.getByTestId('cart-badge')).toHaveText('5');
  await page.getByRole('button', { name: 'Add one Festival Balls' }).click();
  await expect(bogoLine).toContainText('2 pcs');
  await expect(bogoLine).toContainText('+ 2 free');
  await expect(bogoLine).toContainText('Line total: $59.98');
  await expect(page.getByTestId('cart-badge')).toHaveText('6');

  await expect(amountOf(page, 'Total before tax')).toHaveText('$1,059.94');
  await expect(amountOf(page, 'Tax (8.25%)')).toHaveText('$87.45');
  await expect(amountOf(page, 'Total after tax')).toHaveText('$1,147.39');
  await expect(amountOf(page, 'Discount (5%)')).toHaveText('-$57.37');
  await expect(amountOf(page, 'Order total')).toHaveText('$1,090.02');
  await expect(amountOf(page, 'Minimum deposit (20%)')).toHaveText('$218.01');
  await expect(page.getByText('NO REFUNDS, NO RETURNS')).toBeVisible();
  await expect(page.getByText('Price Range: $1,000.00 - $2,499.99, Discount: 5%')).toBeVisible();
  await expect(page.getByText('Price Range: $2,500.00+, Discount: 10%')).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Order type: Complete Purchase')).toBeVisible();
  await expect(page.getByTestId('checkout-amount')).toHaveText('$1,090.02');
  await expect(page.getByTestId('checkout-due-now')).toHaveText('$218.01');
  await expect(page.getByTestId('checkout-due-later')).toHaveText('$872.01');
  await expect(
    page.getByText('Pay with Zelle or Venmo to (555) 010-5678, or pay in cash (call (555) 010-5678 to arrange it).'),
  ).toBeVisible();
  await expect(page.getByText('In the payment message, write exactly this text: "fireworks purchase"')).toBeVisible();
  await expect(page.getByText('This order is for delivery: also write your delivery address in the payment message.')).toBeVisible();
  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page).toHaveURL(/\/fireworks\/assortments$/);
  await expect(page.getByText('Order has been created. Wait for admin approval')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  await page.goto('/orders');
  const myOrder = page.getByTestId('order-card');
  await expect(myOrder).toHaveCount(1);
  await expect(myOrder).toContainText('Grand Celebration Pack');
  await expect(myOrder).toContainText('+ 2 free');
  await expect(amountOf(myOrder, 'Balance due').first()).toHaveText('$1,090.02');
  await expect(amountOf(myOrder, 'Amount paid')).toHaveText('$0.00');
  // The order had a discount: its card keeps the line (an order without one shows none).
  await expect(amountOf(myOrder, 'Discount (5%)')).toHaveText('-$57.37');
  // No store funds: nothing said of them.
  await expect(page.getByTestId('funds-balance')).toHaveCount(0);
  // On a phone, in Spanish, the search box's hint is read whole, not cut at 'número de ped'.
  await page.setViewportSize({ width: 375, height: 800 });
  await switchLanguage(page, 'es');
  expect(await placeholderOverflow(page.getByRole('searchbox', { name: 'Buscar pedidos' }))).toBeLessThanOrEqual(0);
  await switchLanguage(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The admin, on another device, records a partial payment and then completes the order.
  const { adminPage, card } = await adminOrderCard(browser, shop, customer);
  await card.getByLabel('Amount paid ($)').fill('300');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Order Successfully updated')).toBeVisible();
  // The desk is a table: the row's Balance due cell.
  await expect(card.locator('[data-label="Balance due"]')).toHaveText('$790.02');
  await card.getByLabel('Status').selectOption('COMPLETE');
  await card.getByRole('button', { name: 'Save' }).click();
  // $790.02 is still owed: the console asks first, showing the balance (issue 15).
  await expect(adminPage.getByText('This order still has a balance due of $790.02. Mark it COMPLETE anyway?')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Mark COMPLETE' }).click();
  await expect(adminPage.getByText('No orders found.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'COMPLETE', exact: true }).click();
  await expect(adminPage.getByTestId('order-card')).toHaveCount(1);
  await adminPage.context().close();

  // The customer sees the new amounts under COMPLETE.
  await page.reload();
  await expect(page.getByText('No orders found.')).toBeVisible();
  await page.getByRole('button', { name: 'COMPLETE', exact: true }).click();
  await expect(amountOf(myOrder, 'Amount paid')).toHaveText('$300.00');
  await expect(amountOf(myOrder, 'Balance due').first()).toHaveText('$790.02');
});

test('an admin deletes an order only after Yes', async ({ page, browser, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [{ category: 'Cakes', title: 'Finale Rack 200 Shot', quantity: 3 }]);
  await signIn(page, customer.username, customer.password);
  await page.goto('/checkout');
  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page).toHaveURL(/\/fireworks\/assortments$/);

  const { adminPage, card } = await adminOrderCard(browser, shop, customer);
  await card.getByRole('button', { name: 'Delete order' }).click();
  await expect(adminPage.getByText('Are you sure you want to delete this order?')).toBeVisible();
  await adminPage.getByRole('button', { name: 'No' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Delete order' }).click();
  await adminPage.getByRole('button', { name: 'Yes' }).click();
  await expect(adminPage.getByText('Successfully deleted order')).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminPage.context().close();

  await page.goto('/orders');
  await expect(page.getByText('No orders found.')).toBeVisible();
});

/** A new customer's order (three Finale Racks, placed through the API), and the admin's desk narrowed to it. */
async function oneOrderOnTheDesk(browser: Browser, shop: Shop) {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [{ category: 'Cakes', title: 'Finale Rack 200 Shot', quantity: 3 }]);
  expect((await createOrderByApi(shop, customer)).status).toBe(201);
  return { customer, ...(await adminOrderCard(browser, shop, customer)) };
}

test('the order desk keeps its filters in the address: a reload and Back from an order keep the search (issue 40 item 8)', async ({
  browser,
  shop,
}) => {
  const { customer, adminPage, card } = await oneOrderOnTheDesk(browser, shop);
  const search = adminPage.getByRole('searchbox', { name: 'Search orders' });
  await expect(adminPage).toHaveURL(new RegExp(`[?&]q=${customer.username}`));

  await adminPage.reload();
  await expect(search).toHaveValue(customer.username);
  await expect(card).toHaveCount(1);

  await card.getByRole('link', { name: 'View order' }).click();
  await expect(adminPage).toHaveURL(/\/orders\/[^/?]+$/);
  await adminPage.goBack();
  await expect(adminPage).toHaveURL(new RegExp(`[?&]q=${customer.username}`));
  await expect(search).toHaveValue(customer.username);
  await expect(card).toHaveCount(1);
  await adminPage.context().close();
});

test('at 1280 px, in English and Spanish, the order desk shows its row controls without scrolling the table and the status in full', async ({
  browser,
  shop,
}) => {
  const { adminPage, card } = await oneOrderOnTheDesk(browser, shop);
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  for (const language of ['en', 'es'] as const) {
    if (language === 'es') await switchLanguage(adminPage, 'es');
    const deleteName = language === 'es' ? 'Eliminar pedido' : 'Delete order';
    await expect(card.getByRole('button', { name: deleteName })).toBeVisible();
    // The table's box scrolls sideways only when its columns cannot fit; at 1280 px they fit.
    const sideways = await adminPage.locator('.ad-table-scroll').evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(sideways, `the desk's table scrolls sideways by ${sideways} px in ${language}`).toBeLessThanOrEqual(0);
    await expect(card.getByRole('button', { name: deleteName })).toBeInViewport({ ratio: 1 });
    // The status select is as wide as its longest option: nothing of 'UNCOMPLETE' is cut.
    const status = card.getByRole('combobox', { name: language === 'es' ? 'Estado' : 'Status' });
    const cut = await status.evaluate((select: HTMLSelectElement) => {
      const shown = select.getBoundingClientRect().width;
      select.style.width = 'max-content';
      const needed = select.getBoundingClientRect().width;
      select.style.width = '';
      return needed - shown;
    });
    expect(cut, `the status select is ${cut} px too narrow in ${language}`).toBeLessThanOrEqual(0.5);
  }
  await adminPage.context().close();
});

/** How many pixels of a field's placeholder fall beyond its text box (0 or less: it shows whole). */
function placeholderOverflow(field: Locator): Promise<number> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = style.font;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width - room;
  });
}
