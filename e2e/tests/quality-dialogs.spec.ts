/**
 * Every Yes/No confirmation of the shop (spec §5) is a modal dialog: it opens with focus on the safe
 * answer (No), keeps keyboard focus inside while open, and Escape cancels it — nothing is deleted —
 * and gives focus back to the control that opened it.
 */
import type { Locator, Page } from '@playwright/test';
import { insertInviteCode } from '../fixtures/accounts';
import { insertPendingUser } from '../fixtures/admin';
import { createOrderByApi, putInCart } from '../fixtures/cart';
import { seedSession } from '../fixtures/quality';
import { ADMIN_PASSWORD, type Shop } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

interface Confirmation {
  name: string;
  who: 'customer' | 'admin';
  /** Opens the screen and answers the button that asks for the confirmation. */
  open(page: Page, shop: Shop): Promise<Locator>;
  question: string | RegExp;
}

const CONFIRMATIONS: Confirmation[] = [
  {
    name: 'clearing the cart',
    who: 'customer',
    question: 'Are you sure you want to clear the cart?',
    async open(page) {
      await page.goto('/cart');
      return page.getByRole('button', { name: 'Clear Cart' });
    },
  },
  {
    name: 'deleting an item',
    who: 'admin',
    question: 'Are you sure you want to delete Festival Balls?',
    async open(page) {
      await page.goto('/fireworks/artillery');
      return page.getByRole('button', { name: 'Delete Festival Balls' });
    },
  },
  {
    name: 'deleting a user',
    who: 'admin',
    question: /^Are you sure you want to delete the user customer\d+\?$/,
    async open(page, shop) {
      const user = await insertPendingUser(shop.databaseUrl as string);
      await page.goto('/manageusers');
      await page.getByRole('searchbox').fill(user.username);
      return page.getByRole('button', { name: `Delete user ${user.username}` });
    },
  },
  {
    name: 'deleting an order',
    who: 'admin',
    question: 'Are you sure you want to delete this order?',
    async open(page, shop) {
      const customer = await insertUser(shop.databaseUrl as string);
      await putInCart(shop, customer, [{ category: 'Assortments', title: 'Grand Celebration Pack', quantity: 3 }]);
      expect((await createOrderByApi(shop, customer)).status).toBe(201);
      await page.goto('/orders');
      await page.getByRole('searchbox').fill(customer.username);
      // The desk searches on the server: wait for the one order it finds.
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      return page.getByTestId('order-card').getByRole('button', { name: 'Delete order' });
    },
  },
  {
    name: 'deleting an invite code',
    who: 'admin',
    question: 'Are you sure you want to delete this code?',
    async open(page, shop) {
      const code = await insertInviteCode(shop);
      await page.goto('/manageInviteCodes');
      return page.getByRole('button', { name: `Delete code ${code}` });
    },
  },
  {
    name: 'deleting a discount rule',
    who: 'admin',
    question: 'Are you sure you want to delete this discount rule?',
    async open(page) {
      await page.goto('/managediscounts');
      return page.getByRole('button', { name: /^Delete rule: / }).first();
    },
  },
];

/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

for (const confirmation of CONFIRMATIONS) {
  test(`${confirmation.name}: a modal dialog that keeps focus and that Escape cancels`, async ({ page, shop }) => {
    if (confirmation.who === 'customer') {
      const customer = await insertUser(shop.databaseUrl as string);
      await putInCart(shop, customer, [{ category: 'Poppers', title: 'Snap Pops', quantity: 2 }]);
      await seedSession(page, shop.url, customer);
    } else {
      await seedSession(page, shop.url, { username: 'admin', password: ADMIN_PASSWORD });
    }
    const trigger = await confirmation.open(page, shop);
    await trigger.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(confirmation.question)).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `focus after ${press + 1} Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.reload();
    await expect(trigger).toBeVisible();
  });
}
