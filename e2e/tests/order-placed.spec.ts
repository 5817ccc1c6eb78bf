import { putInCart } from '../fixtures/cart';
import { fillDeliveryAddress } from '../fixtures/checkout';
import { horizontalOverflow, switchLanguage } from '../fixtures/quality';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

/*
 * Issue 40 item 1 on a phone: after Create Order the spec's toast and redirect stay, and the order
 * just placed stays on the page landed on until dismissed. November, 5% tier:
 *   4 × $249.99 + 1 × $29.99 (BOGO, 1 free) = $1,029.95; tax 8.25% $84.97 → $1,114.92;
 *   discount 5% $55.75 → amount due $1,059.17; 20% deposit (rounded up) $211.84 due now.
 */
test('a delivery order at 375 px reaches the confirmation panel, which names the reference and leads to the order page', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [
    { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 4 },
    { category: 'Artillery', title: 'Festival Balls', quantity: 1 },
  ]);
  await signIn(page, customer.username, customer.password);
  await page.goto('/checkout');
  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Create Order' }).click();

  await expect(page).toHaveURL(/\/fireworks\/assortments$/);
  await expect(page.getByText('Order has been created. Wait for admin approval')).toBeVisible();
  const panel = page.getByRole('region', { name: /^Order FW-\d{2}-\d{5,} placed$/ });
  await expect(panel).toBeVisible();
  const number = ((await panel.getByRole('heading').first().textContent()) ?? '').match(/FW-\d{2}-\d+/)?.[0] ?? '';
  await expect(panel.getByTestId('amount-due-now')).toHaveText('$211.84');
  await expect(panel.getByText('At least 20% is due now and the rest later.')).toBeVisible();
  await expect(panel.getByTestId('payment-reference')).toContainText(`Payment reference: ${number}.`);
  // The memo's sentence asks for the address once.
  await expect(
    panel.getByText(`In the payment message, write exactly this text, then your delivery address: "fireworks purchase ${number}"`),
  ).toBeVisible();
  await expect(panel.getByText(/also write your delivery address/)).toHaveCount(0);
  // The memo is written in English in every language: marked so for screen readers.
  await expect(panel.locator('[lang="en"]', { hasText: `fireworks purchase ${number}` })).toHaveText(`fireworks purchase ${number}`);
  expect(await horizontalOverflow(page)).toEqual([]);

  // Back to the checkout: nothing is left to pay for there; it shows the order just placed and the
  // way to the orders, not a payment form for $0.00 and a dead Create Order.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: `Order ${number} placed` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/orders');
  await expect(page.getByRole('button', { name: 'Create Order' })).toHaveCount(0);
  await expect(page.getByText('$0.00')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toEqual([]);
  await page.goForward();
  await expect(page).toHaveURL(/\/fireworks\/assortments$/);

  // The toast goes; the panel stays, in the customer's language.
  await expect(page.getByText('Order has been created. Wait for admin approval')).toBeHidden({ timeout: 15_000 });
  await switchLanguage(page, 'es');
  await expect(page.getByRole('region', { name: `Pedido ${number} realizado` })).toBeVisible();
  await switchLanguage(page, 'en');

  // On a laptop each amount to pay stays within reach of its label (it was 1,200 px to its right).
  await page.setViewportSize({ width: 1440, height: 900 });
  const dueNow = panel.getByTestId('amount-due-now');
  const [label, amount] = await Promise.all([panel.getByText('Amount due now', { exact: true }).boundingBox(), dueNow.boundingBox()]);
  expect(label && amount && amount.x + amount.width - label.x).toBeLessThanOrEqual(450);
  await page.setViewportSize({ width: 375, height: 740 });

  await panel.getByRole('link', { name: `Open order ${number}` }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(page.getByTestId('payment-reference')).toContainText(`Payment reference: ${number}.`);

  // Back on the list, it is still there until dismissed.
  await page.goto('/fireworks/assortments');
  await panel.getByRole('button', { name: `Dismiss the confirmation of order ${number}` }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Assortments', level: 1 })).toBeVisible();
  await expect(panel).toHaveCount(0);
});
