import { createOrderByApi, putInCart } from '../fixtures/cart';
import { expect, signIn, signInAsAdmin, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

test.setTimeout(240_000);

test('screenshots for issue 18 (not committed)', async ({ page, shop }) => {
  const buyer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, buyer, [{ category: 'Assortments', title: 'Grand Celebration Pack', quantity: 3 }]);
  const r = await createOrderByApi(shop, buyer);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  await insertUser(shop.databaseUrl as string, { approved: false });
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [
    { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 2 },
    { category: 'Artillery', title: 'Festival Balls', quantity: 3 },
  ]);
  for (const [who, paths] of [
    ['customer', ['/cart']],
    ['admin', ['/manageusers', '/manageInviteCodes', '/orders', '/managediscounts', '/audit-log']],
  ] as const) {
    if (who === 'admin') await page.evaluate(() => localStorage.clear());
    if (who === 'customer') await signIn(page, customer.username, customer.password);
    else await signInAsAdmin(page);
    for (const lang of ['en', 'es'] as const) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: width === 375 ? 800 : 1000 });
        for (const path of paths) {
          await page.goto(path);
          if (lang === 'es') await page.getByRole('button', { name: 'Español' }).click();
          await page.waitForTimeout(1500);
          const name = `${who}${path.replace(/\//g, '-')}-${lang}-${width}.png`;
          await page.screenshot({ path: `/tmp/ct-shots/${name}`, fullPage: true });
        }
      }
    }
    if (who === 'customer') {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
      await page.screenshot({ path: '/tmp/ct-shots/customer-cart-empty-en-375.png', fullPage: true });
    }
  }
});
