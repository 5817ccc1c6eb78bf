import { newCustomer } from '../fixtures/accounts';
import { apiToken, callApi } from '../fixtures/admin';
import { expect, signInAsAdmin, test } from '../fixtures/test';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

test('admin creates an invite code with 3 uses, a sign-up uses one; the form refuses bad input and duplicates', async ({ page, shop }) => {
  const code = unique('PARTY');
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Manage Invite Codes' }).click();
  await expect(page).toHaveURL(/\/manageInviteCodes$/);
  await expect(page.getByRole('heading', { name: 'Invite Codes' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Invite Code' }).click();
  await expect(page.getByLabel('Custom Code')).toBeFocused();
  await page.getByLabel('Number of Uses').fill('0');
  await page.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByText('Please enter a valid invite code and a valid number of uses.')).toBeVisible();

  await page.getByLabel('Custom Code').fill(code);
  await page.getByLabel('Number of Uses').fill('3');
  await page.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByText(`Invite code created: ${code}`)).toBeVisible();
  await expect(page.getByLabel('Custom Code')).toHaveCount(0);

  await page.getByPlaceholder('search by code, uses remaining, or created by').fill(code);
  const entry = page.getByRole('row').filter({ hasText: code });
  await expect(entry).toHaveCount(1);
  await expect(entry.locator('[data-label="Uses Remaining"]')).toHaveText('3');
  await expect(entry.locator('[data-label="Created By"]')).toHaveText('admin');

  // A sign-up with the code takes one use.
  const signup = await callApi(shop, 'POST', '/api/signup', { body: { ...newCustomer(), inviteCode: code } });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  await page.reload();
  await page.getByPlaceholder('search by code, uses remaining, or created by').fill(code);
  await expect(entry.locator('[data-label="Uses Remaining"]')).toHaveText('2');

  // The same code again (in another case) is refused by the server, and the message says so.
  await page.getByRole('button', { name: 'Create Invite Code' }).click();
  await page.getByLabel('Custom Code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByText(`The invite code ${code.toLowerCase()} already exists.`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A generated code is accepted by the server too.
  await page.getByRole('button', { name: 'Create Invite Code' }).click();
  await page.getByRole('button', { name: 'Generate random code' }).click();
  const generated = await page.getByLabel('Custom Code').inputValue();
  expect(generated).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await page.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByText(`Invite code created: ${generated}`)).toBeVisible();
});

test('admin deletes an invite code after Yes; No keeps it', async ({ page, shop }) => {
  const code = unique('BYE');
  const created = await callApi(shop, 'POST', '/api/generate-invite-code', { token: await apiToken(shop), body: { code, uses: 5 } });
  expect(created.status).toBe(201);

  await signInAsAdmin(page);
  await page.goto('/manageInviteCodes');
  const remove = page.getByRole('button', { name: `Delete code ${code}` });
  await remove.click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this code?');
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  await expect(remove).toBeVisible();

  await remove.click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Successfully deleted code')).toBeVisible();
  await expect(remove).toHaveCount(0);
  await page.reload();
  await page.getByPlaceholder('search by code, uses remaining, or created by').fill(code);
  await expect(page.getByText('No Invite Codes found.')).toBeVisible();
});

test('Manage Invite Codes fits a 375 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  await page.goto('/manageInviteCodes');
  await page.getByRole('button', { name: 'Create Invite Code' }).click();
  await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
