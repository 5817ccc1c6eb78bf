import type { Locator } from '@playwright/test';
import { insertPendingUser, mailsTo, openPage, submitLogin } from '../fixtures/admin';
import { axeBuilder, switchLanguage } from '../fixtures/quality';
import { expect, signIn, signInAsAdmin, test } from '../fixtures/test';

test('admin finds a pending user, adds a note and approves; the user logs in; un-approval ends their session', async ({
  page,
  shop,
  browser,
}) => {
  const pending = await insertPendingUser(shop.databaseUrl as string);
  const customerPage = await openPage(browser, shop.url);

  // Before approval the user cannot log in.
  await submitLogin(customerPage, '/', pending.username, pending.password);
  await expect(customerPage.getByText('Awaiting approval from admin.')).toBeVisible();

  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/manageusers$/);
  await expect(page.getByRole('button', { name: 'Unapproved' })).toHaveAttribute('aria-pressed', 'true');
  // The admin never sees themselves.
  await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
  await expect(page.getByRole('row', { name: 'admin', exact: true })).toHaveCount(0);

  await page.getByLabel('Search users').fill(pending.email);
  const card = page.getByRole('row', { name: pending.username });
  await expect(card).toBeVisible();
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(card.getByText('Awaiting approval')).toBeVisible();
  await expect(card.getByText(pending.phonenumber)).toBeVisible();

  await card.getByLabel('Notes').fill('Met at the July 4th stand; pays cash.');
  await card.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved.')).toBeVisible();

  await card.getByLabel('Approved').click();
  await expect(page.getByText('Approval status updated')).toBeVisible();
  // The approved user leaves the Unapproved list, and hears about it by e-mail.
  await expect(card).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(shop, pending.email)).map((m) => m.subject))
    .toContain('Your Fireworks Shop account is approved');

  await signIn(customerPage, pending.username, pending.password);

  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  const approvedCard = page.getByRole('row', { name: pending.username });
  await expect(approvedCard.getByLabel('Notes')).toHaveValue('Met at the July 4th stand; pays cash.');
  await expect(approvedCard.getByLabel('Approved')).toBeChecked();
  await approvedCard.getByLabel('Approved').click();
  await expect(page.getByText('Approval status updated').last()).toBeVisible();
  await expect(approvedCard).toHaveCount(0);

  // The customer's next visit finds the session ended and lands on the login screen.
  await customerPage.goto('/cart');
  await expect(customerPage.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(customerPage).toHaveURL(/\/$/);
  expect(await customerPage.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Every one of these writes is in the audit log, with who did it.
  await page.goto('/audit-log');
  await page.getByLabel('Search the audit log').fill(pending.username);
  const rows = page.getByRole('row').filter({ hasText: pending.username });
  await expect(rows.filter({ hasText: "Revoked a user's approval" })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Approved a user' })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Edited a user's notes" })).toHaveCount(1);
  await expect(rows.first()).toContainText('admin');
});

test('admin deletes a user after Yes (No keeps them); they can no longer log in', async ({ page, shop, browser }) => {
  const customer = await insertPendingUser(shop.databaseUrl as string);
  await signInAsAdmin(page);
  await page.goto('/manageusers');
  await page.getByLabel('Search users').fill(customer.username);
  const card = page.getByRole('row', { name: customer.username });

  await card.getByRole('button', { name: `Delete user ${customer.username}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete the user ${customer.username}?`);
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete user ${customer.username}` }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Successfully deleted user')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await page.getByLabel('Search users').fill(customer.username);
  await expect(page.getByText('No users found.')).toBeVisible();

  const customerPage = await openPage(browser, shop.url);
  await submitLogin(customerPage, '/', customer.username, customer.password);
  await expect(customerPage.getByText('Invalid username or password.')).toBeVisible();
});

test('Manage Users fits a 375 px phone screen', async ({ page, shop }) => {
  await insertPendingUser(shop.databaseUrl as string);
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  await page.goto('/manageusers');
  await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('at 1440 px in Spanish, Manage Users keeps each username and address whole: an address breaks only before its @', async ({
  page,
  shop,
}) => {
  const user = await insertPendingUser(shop.databaseUrl as string);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/manageusers');
  await switchLanguage(page, 'es');
  await page.getByRole('searchbox').fill(user.username);
  const row = page.locator('tbody').getByRole('row', { name: user.username });
  await expect(row).toBeVisible();
  // How many lines each text node of an element is drawn on, as the browser lays it out.
  const linesPerText = (locator: Locator) =>
    locator.evaluate((element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
        }),
    );
  expect(await linesPerText(row.getByText(user.username, { exact: true }))).toEqual([1]);
  // The address is its name and its '@domain': each on one line (never 'customer1@e / xample.com').
  const email = row.locator('td.ad-user__email');
  await expect(email).toHaveText(user.email);
  expect(await linesPerText(email)).toEqual([1, 1]);
});

test('the admin screens pass an automated accessibility scan', async ({ page, shop }) => {
  await insertPendingUser(shop.databaseUrl as string);
  await signInAsAdmin(page);
  for (const path of ['/manageusers', '/manageInviteCodes', '/managediscounts', '/audit-log']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    if (path === '/manageInviteCodes') await page.getByRole('button', { name: 'Create Invite Code' }).click();
    const { violations } = await axeBuilder(page).analyze();
    expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
