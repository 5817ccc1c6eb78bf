import type { Page } from '@playwright/test';
import { submitLogin } from '../fixtures/admin';
import { createOrderByApi, putInCart } from '../fixtures/cart';
import { horizontalOverflow, type Language, message, switchLanguage } from '../fixtures/quality';
import { type Shop, startShop } from '../fixtures/shop';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

test('the cart survives a reload and another device; the badge caps at 99+; Clear Cart asks first', async ({ page, browser, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await signIn(page, customer.username, customer.password);
  // Another session of the same customer fills the cart; this one finds it after a reload.
  await putInCart(shop, customer, [
    { category: 'Poppers', title: 'Snap Pops', quantity: 60 },
    { category: 'Sparklers', title: 'Color Sparklers', quantity: 40 },
  ]);
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('99+');

  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, customer.username, customer.password);
  await otherPage.goto('/cart');
  await expect(otherPage.getByTestId('cart-line')).toHaveCount(2);
  await otherPage.getByRole('button', { name: 'Remove one Snap Pops' }).click();
  await expect(otherPage.getByTestId('cart-badge')).toHaveText('99');
  await otherDevice.close();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Snap Pops' })).toContainText('59 pcs');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Are you sure you want to clear the cart?')).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your cart is empty!')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});

test('Logout forgets the cart totals and lines this browser kept for a return visit', async ({ page, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [{ category: 'Sparklers', title: 'Color Sparklers', quantity: 4 }]);
  await signIn(page, customer.username, customer.password);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const remembered = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fw-cart-')));
  await expect.poll(remembered).toContain(`fw-cart-totals:${customer.id}`);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await remembered()).toEqual([]);
});

test('below $500.00 after tax, checkout is disabled and says why', async ({ page, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [{ category: 'Cakes', title: 'Neon Nights', quantity: 1 }]);
  await signIn(page, customer.username, customer.password);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(page.getByTestId('checkout-blocked')).toHaveText('The minimum purchase is $500.00 after tax.');
});

test.describe('in March (outside the sales windows)', () => {
  let march: Shop;
  test.beforeAll(async () => {
    march = await startShop({ env: { SHOP_NOW: '2026-03-15T12:00:00-05:00' } });
  });
  test.afterAll(() => march.destroy());

  test('the checkout button is disabled and says why, and the API refuses the order too', async ({ page }) => {
    const customer = await insertUser(march.databaseUrl as string);
    await putInCart(march, customer, [{ category: 'Assortments', title: 'Grand Celebration Pack', quantity: 3 }]);
    await submitLogin(page, march.url, customer.username, customer.password);
    await expect(page).toHaveURL(/\/homepage$/);

    await page.goto(`${march.url}/cart`);
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    const reason = 'Checkout is open only in June, July 1–4, November and December.';
    await expect(page.getByTestId('checkout-blocked')).toHaveText(reason);

    const refused = await createOrderByApi(march, customer);
    expect(refused).toEqual({ status: 400, body: { error: reason } });
    await page.goto(`${march.url}/checkout`);
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Order' })).toBeDisabled();
  });
});

/** A new customer with two lines in the cart, signed in on a 375 px phone and looking at the cart. */
async function openTwoLineCartAt375(page: Page, shop: Shop) {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [
    { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 3 },
    { category: 'Artillery', title: 'Festival Balls', quantity: 2 },
  ]);
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, customer.username, customer.password);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
}

/*
 * Issue 40 item 8, the 375 px cart: in English and Spanish (longer words), nothing scrolls sideways,
 * every control is at least 44 px each way, and no label spills out of its button (the "– Remove"
 * of the stepper did).
 */
for (const language of ['en', 'es'] as Language[]) {
  test(`at 375 px the cart fits (${language}): no sideways scroll, controls at least 44 px, labels inside their buttons`, async ({
    page,
    shop,
  }) => {
    await openTwoLineCartAt375(page, shop);
    if (language === 'es') await switchLanguage(page, 'es');
    const removeOne = page.getByRole('button', { name: message(language, 'cart:removeOne', { title: 'Festival Balls' }) });
    await expect(removeOne).toHaveText(new RegExp(message(language, 'cart:remove')));

    expect(await horizontalOverflow(page)).toEqual([]);
    const controls = await page.getByRole('main').evaluate((main) =>
      Array.from(main.querySelectorAll('button, a.fw-button, input, select'))
        .filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest('.fw-visually-hidden'))
        .map((el) => {
          const box = el.getBoundingClientRect();
          // A checkbox's target is its label (clicking it ticks the box).
          const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
          const target = el.matches('input[type=checkbox], input[type=radio]') ? (label ?? el.closest('label') ?? el) : el;
          const targetBox = target.getBoundingClientRect();
          return {
            name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || (target.textContent ?? '').trim(),
            width: Math.round(targetBox.width),
            height: Math.round(targetBox.height),
            // The label stays inside the button: nothing wider than the box, nothing past its edges.
            spills:
              el.scrollWidth > el.clientWidth + 1 ||
              Array.from(el.children).some((child) => {
                const inner = child.getBoundingClientRect();
                return inner.left < box.left - 1 || inner.right > box.right + 1;
              }),
          };
        }),
    );
    expect(controls.length).toBeGreaterThan(6);
    for (const control of controls) {
      expect(control.height, `${control.name}: height`).toBeGreaterThanOrEqual(44);
      expect(control.width, `${control.name}: width`).toBeGreaterThanOrEqual(44);
      expect(control.spills, `${control.name}: label outside its button`).toBe(false);
    }
  });
}

/*
 * On a laptop the cart's lines beside the totals had about 160 px for a title and its prices:
 * 'Grand Celebration Pack' took three lines and 'Line total: $749.97' two. The cart uses the wide
 * frame, and where its column is narrow the stepper goes under the prices.
 */
for (const width of [1440, 1024]) {
  test(`at ${width} px in Spanish each cart line shows its title and line total on one line each`, async ({ page, shop }) => {
    await openTwoLineCartAt375(page, shop);
    await page.setViewportSize({ width, height: 800 });
    await switchLanguage(page, 'es');
    const line = page.getByTestId('cart-line').filter({ hasText: 'Grand Celebration Pack' });
    const lineCount = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      });
    expect(await lineCount(line.getByRole('heading', { name: 'Grand Celebration Pack' }))).toBe(1);
    const total = line.getByText(message('es', 'cart:lineTotal', { amount: '$749.97' }));
    await expect(total).toBeVisible();
    expect(await lineCount(total)).toBe(1);
    expect(await horizontalOverflow(page)).toEqual([]);
  });
}

/*
 * Issue 40 item 9: at 375 px the toast that says the cart was cleared covered the cart's heading.
 * The Yes of the confirmation is gone once the toast shows, so there is nothing of it to keep clear:
 * the toast stays bottom-right and the heading and what replaced the lines stay readable.
 */
test('at 375 px the "cart cleared" toast covers neither the heading nor the way back to shopping', async ({ page, shop }) => {
  await openTwoLineCartAt375(page, shop);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  await expect(page.getByText('Your cart is empty!')).toBeVisible();
  // notistack slides the toast in: measure once it has settled.
  await page.waitForTimeout(600);
  const toastBox = await toast.boundingBox();
  for (const covered of [page.getByRole('heading', { level: 1 }), page.getByRole('link', { name: 'Continue shopping' })]) {
    const box = await covered.boundingBox();
    expect(toastBox && box, 'both on screen').toBeTruthy();
    if (!toastBox || !box) continue;
    const overlaps =
      toastBox.x < box.x + box.width &&
      box.x < toastBox.x + toastBox.width &&
      toastBox.y < box.y + box.height &&
      box.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(false);
  }
});
