/**
 * Issue 18 item 6 in the browser: the customer is told when an item left the cart (the shop hid it)
 * and why the session ended (an admin withdrew the approval), and the login screen's message
 * follows the language toggle.
 */
import { apiToken, callApi } from '../fixtures/admin';
import { putInCart } from '../fixtures/cart';
import { message, switchLanguage } from '../fixtures/quality';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

test('an item the shop hides leaves the cart with a word; a withdrawn approval signs the customer out and says why', async ({
  page,
  shop,
}) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [
    { category: 'Artillery', title: 'Sky Commander', quantity: 1 },
    { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 2 },
  ]);
  await signIn(page, customer.username, customer.password);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  // The cart's totals are remembered for a return visit, until the session ends (below).
  const totalsKey = `fw-cart-totals:${customer.id}`;
  const remembered = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fw-cart-')));
  await expect.poll(remembered).toContain(totalsKey);

  // The admin hides Sky Commander.
  const admin = await apiToken(shop);
  const { body: artillery } = await callApi<Array<{ _id: string; title: string }>>(shop, 'GET', '/api/fireworks?category=artillery', {
    token: admin,
  });
  const sky = artillery.find((item) => item.title === 'Sky Commander');
  expect(sky).toBeDefined();
  const hidden = await callApi(shop, 'POST', `/api/update-item/${sky?._id}`, { token: admin, body: { visible: false } });
  expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);

  await page.goto('/homepage');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-departed')).toHaveText(message('en', 'cart:itemLeft', { title: 'Sky Commander' }));
  await switchLanguage(page, 'es');
  await expect(page.getByTestId('cart-departed')).toHaveText(message('es', 'cart:itemLeft', { title: 'Sky Commander' }));

  // Put back for the other journeys of this shop.
  await callApi(shop, 'POST', `/api/update-item/${sky?._id}`, { token: admin, body: { visible: true } });

  // The admin withdraws the approval: the next call the customer's page makes ends the session,
  // and the login screen gives the server's reason.
  const withdrawn = await callApi(shop, 'POST', '/api/changeApproval', {
    token: admin,
    body: { user_id: customer.id, newValueApproved: false },
  });
  expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
  const refusal = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 401);
  await page.goto('/cart');
  const reason = ((await (await refusal).json()) as { error: string }).error;
  expect(reason).toBe(message('en', 'errors:approvalWithdrawn'));
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(reason);
  // Nothing of this customer's stays in the browser: the cart totals and the lines seen are gone.
  expect(await remembered()).toEqual([]);
});
