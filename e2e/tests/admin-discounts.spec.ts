import { apiToken, callApi, openPage } from '../fixtures/admin';
import { amountOf, putInCart } from '../fixtures/cart';
import { ADMIN_PASSWORD, type Shop, startShop } from '../fixtures/shop';
import { signIn } from '../fixtures/test';
import { insertUser } from '../fixtures/users';
import { expect, test } from '../fixtures/worker';

// This journey replaces the discount tiers, so it runs on a shop of its own.
let shop: Shop;
test.beforeAll(async () => {
  shop = await startShop();
});
test.afterAll(() => shop.destroy());

test('admin replaces the tiers with 0–999.99 → 5% and 1000+ → 10%; bad rules are refused with a message', async ({ browser }) => {
  const page = await openPage(browser, shop.url);
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Manage Discount Rules' }).click();
  await expect(page).toHaveURL(/\/managediscounts$/);
  await expect(page.getByRole('heading', { name: 'Discount Rules' })).toBeVisible();

  // The demo shop's two tiers go.
  const deleteButtons = page.getByRole('button', { name: /^Delete rule: / });
  await expect(deleteButtons).toHaveCount(2);
  for (let left = 2; left > 0; left--) {
    await deleteButtons.first().click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(deleteButtons).toHaveCount(left - 1);
  }
  await expect(page.getByText('No discount rules yet.')).toBeVisible();

  // A range upside down is refused, and the form says why.
  const formError = page.getByRole('form', { name: 'Add a discount rule' }).getByRole('alert');
  await page.getByLabel('Min Price').fill('1000');
  await page.getByLabel('Max Price').fill('10');
  await page.getByLabel('Discount Percentage').fill('5');
  await page.getByRole('button', { name: 'Add Discount Rule' }).click();
  await expect(formError).toHaveText('Min Price ($1,000.00) cannot be greater than Max Price ($10.00).');
  await page.getByLabel('Max Price').fill('2000');
  await page.getByLabel('Discount Percentage').fill('150');
  await page.getByRole('button', { name: 'Add Discount Rule' }).click();
  await expect(formError).toHaveText('Discount Percentage must be a whole number from 1 to 100.');

  await page.getByLabel('No Min').check();
  await expect(page.getByLabel('Min Price')).toBeDisabled();
  await expect(page.getByLabel('Min Price')).toHaveValue('0');
  await page.getByLabel('Max Price').fill('999.99');
  await page.getByLabel('Discount Percentage').fill('5');
  await page.getByRole('button', { name: 'Add Discount Rule' }).click();
  await expect(page.getByText('Discount rule added.')).toBeVisible();
  await expect(page.getByText('Price Range: $0.00 - $999.99, Discount: 5%')).toBeVisible();

  await page.getByLabel('Min Price').fill('1000');
  await page.getByLabel('No Max').check();
  await expect(page.getByLabel('Max Price')).toBeDisabled();
  await expect(page.getByLabel('Max Price')).toHaveValue('9999999');
  await page.getByLabel('Discount Percentage').fill('10');
  await page.getByRole('button', { name: 'Add Discount Rule' }).click();
  await expect(page.getByText('Price Range: $1,000.00+, Discount: 10%')).toBeVisible();

  // Customers read the same tiers (the cart lists them).
  const customer = await insertUser(shop.databaseUrl as string);
  const rules = await callApi(shop, 'GET', '/api/discounts', { token: await apiToken(shop, customer.username, customer.password) });
  expect(rules.body).toEqual([
    { _id: expect.any(String), priceRange: { min: 0, max: 999.99 }, discountPercentage: 5 },
    { _id: expect.any(String), priceRange: { min: 1000, max: 9999999 }, discountPercentage: 10 },
  ]);

  // The customer's cart applies the tier its after-tax total falls in.
  const cartPage = await openPage(browser, shop.url);
  await signIn(cartPage, customer.username, customer.password);
  const pack = { category: 'Assortments', title: 'Grand Celebration Pack' }; // $249.99
  await putInCart(shop, customer, [{ ...pack, quantity: 3 }]); // $749.97 + $61.87 tax = $811.84
  await cartPage.goto('/cart');
  await expect(amountOf(cartPage, 'Total after tax')).toHaveText('$811.84');
  await expect(amountOf(cartPage, 'Discount (5%)')).toHaveText('-$40.59');
  await putInCart(shop, customer, [{ ...pack, quantity: 5 }]); // $1,249.95 + $103.12 tax = $1,353.07
  await cartPage.reload();
  await expect(amountOf(cartPage, 'Total after tax')).toHaveText('$1,353.07');
  await expect(amountOf(cartPage, 'Discount (10%)')).toHaveText('-$135.31');
});

test('Manage Discount Rules fits a 375 px phone screen', async ({ browser }) => {
  const page = await openPage(browser, shop.url);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/managediscounts');
  await expect(page.getByRole('button', { name: 'Add Discount Rule' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
