import pg from 'pg';
import { paypalRequests, paypalStandIn, paypalUnreachable } from '../fixtures/paypal';
import { seedSession } from '../fixtures/quality';
import { type Shop, startShop } from '../fixtures/shop';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

async function subscriptionsOf(databaseUrl: string, userId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select subscription_id from subscriptions where user_id = $1', [userId]);
    return rows.map((row) => row.subscription_id as string);
  } finally {
    await client.end();
  }
}

test('without PAYPAL_* the screen says subscriptions are not available, and never contacts PayPal', async ({ page, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  const requests = paypalRequests(page);
  await signIn(page, customer.username, customer.password);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe' })).toBeVisible();
  await expect(page.getByTestId('subscriptions-unavailable')).toHaveText(
    'Subscriptions are not available right now: this shop has not set up PayPal subscriptions yet.',
  );
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  // Issue 40 item 8: the menu offers Subscribe only when it is available; the screen stays reachable.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
});

test.describe('with PayPal configured', () => {
  let paypalShop: Shop;
  test.beforeAll(async () => {
    paypalShop = await startShop({ env: { PAYPAL_CLIENT_ID: 'e2e-client-id', PAYPAL_PLAN_ID: 'P-E2E-PLAN' } });
  });
  test.afterAll(() => paypalShop.destroy());

  test('the menu offers Subscribe (issue 40 item 8)', async ({ page }) => {
    const customer = await insertUser(paypalShop.databaseUrl as string);
    await seedSession(page, paypalShop.url, customer);
    await page.goto(`${paypalShop.url}/homepage`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });

  test('when PayPal cannot be reached the screen says so, and trying again asks PayPal again', async ({ page }) => {
    const customer = await insertUser(paypalShop.databaseUrl as string);
    await paypalUnreachable(page);
    const requests = paypalRequests(page);
    await seedSession(page, paypalShop.url, customer);
    await page.goto(`${paypalShop.url}/subscribe`);
    const notice = page.getByTestId('paypal-unavailable');
    await expect(notice).toContainText('The PayPal button could not be loaded. Check your internet connection, then try again.');
    expect(requests[0]).toMatch(/^https:\/\/www\.paypal\.com\/sdk\/js\?/);
    const firstAttempts = requests.length;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('paypal-unavailable')).toBeVisible();
    expect(requests.length).toBeGreaterThan(firstAttempts);
  });

  test('an approved subscription is recorded, confirmed in a toast that screen readers hear, and shown on the next visit', async ({
    page,
  }) => {
    const customer = await insertUser(paypalShop.databaseUrl as string);
    await paypalStandIn(page, 'I-E2ESTANDIN01');
    const requests = paypalRequests(page);
    await seedSession(page, paypalShop.url, customer);
    await page.goto(`${paypalShop.url}/subscribe`);
    await page.getByTestId('paypal-stand-in-button').click();

    // The toast shows inside the polite live region that was in the page before it.
    await expect(page.locator('#shop-toasts[aria-live="polite"]').getByTestId('toast')).toContainText('Subscription successful!');
    await expect(page.getByTestId('subscription-recorded')).toContainText('I-E2ESTANDIN01');
    expect(await page.evaluate(() => (window as unknown as { __paypalPlan: string }).__paypalPlan)).toBe('P-E2E-PLAN');
    const sdk = new URL(requests[0] as string);
    expect(Object.fromEntries(sdk.searchParams)).toMatchObject({ 'client-id': 'e2e-client-id', vault: 'true', intent: 'subscription' });
    expect(await subscriptionsOf(paypalShop.databaseUrl as string, customer.id)).toEqual(['I-E2ESTANDIN01']);

    await page.reload();
    await expect(page.getByTestId('subscription-recorded')).toContainText('I-E2ESTANDIN01');
    await expect(page.getByTestId('paypal-stand-in-button')).toHaveCount(0);
  });
});
