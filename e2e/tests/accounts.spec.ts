/**
 * Account journeys on the default shop (SMS and e-mail to the dev outbox): sign-up with an invite
 * code, phone verification, approval, login; the phone screen's guards and Spanish texts.
 */
import { approveUser, insertInviteCode, newCustomer, signUpWithForm, smsCode, verifyPhoneThenAwaitApproval } from '../fixtures/accounts';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

test('a new customer signs up with an invite code, verifies the phone by SMS code, waits for approval, then logs in', async ({
  page,
  shop,
}) => {
  const invite = await insertInviteCode(shop);
  const customer = newCustomer();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Username').fill(customer.username);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Invite Code').fill(invite);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('First Name').fill(customer.firstname);
  await page.getByLabel('Last Name').fill(customer.lastname);
  await page.getByLabel('Phone Number').fill(`(${customer.phonenumber.slice(0, 3)}) ${customer.phonenumber.slice(3)}`);
  await expect(page.getByLabel('Phone Number')).toHaveValue(customer.phonenumber);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/sms-verify$/);
  await expect(page.getByText('Verification Code sent successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await verifyPhoneThenAwaitApproval(page, shop, customer);

  await approveUser(shop, customer.username);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/homepage$/);
});

test('a customer who typed a wrong number at sign-up corrects it on the phone screen and verifies the new one', async ({ page, shop }) => {
  const invite = await insertInviteCode(shop);
  const customer = newCustomer();
  const wrongNumber = `5554${customer.phonenumber.slice(4)}`;
  await page.goto('/');
  await signUpWithForm(page, customer, invite, wrongNumber);

  await expect(page).toHaveURL(/\/sms-verify$/);
  await expect(page.getByText('Verification Code sent successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Wrong number? Change it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your phone number' });
  await expect(dialog.getByLabel('Username')).toHaveValue(customer.username);
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByLabel('New Phone Number').fill(customer.phonenumber);
  await dialog.getByRole('button', { name: 'Change Number' }).click();

  await expect(dialog).toBeHidden();
  const shown = `(${customer.phonenumber.slice(0, 3)}) ${customer.phonenumber.slice(3, 6)}-${customer.phonenumber.slice(6)}`;
  await expect(page.getByText(`We send a verification code by SMS to ${shown}.`)).toBeVisible();
  await expect(page.getByText('Verification Code sent successfully!')).toBeVisible();
  await expect(page.getByLabel('SMS Code')).toBeFocused();
  await verifyPhoneThenAwaitApproval(page, shop, customer);
});

test('a login refused for an unverified phone opens the phone screen; a wrong code is refused', async ({ page, shop }) => {
  const invite = await insertInviteCode(shop);
  const customer = newCustomer();
  const signup = await fetch(`${shop.url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...customer, inviteCode: invite }),
  });
  expect(signup.status).toBe(201);

  await page.goto('/');
  await page.getByLabel('Username').fill(customer.username);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/sms-verify$/);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    /OTP is required\.|Verification ID is missing\. Please request a new OTP\./,
  );
  await expect(page.getByText('Verification Code sent successfully!')).toBeVisible();
  const code = await smsCode(shop, customer.phonenumber);
  await page.getByLabel('SMS Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid verification code. Try again.');
  await expect(page).toHaveURL(/\/sms-verify$/);
});

test('the phone screen without a captured number goes to the login screen', async ({ page }) => {
  await page.goto('/sms-verify');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('a busy button keeps the keyboard: focus stays on Change Password while it waits, then goes to the refused field', async ({
  page,
  shop,
}) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await signIn(page, customer.username, customer.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill(`not-${customer.password}`);
  await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Pass-9');
  await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-9');
  // Hold the answer so the button is seen busy.
  let release: () => void = () => {};
  const answerHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/change-password', async (route) => {
    await answerHeld;
    await route.continue();
  });
  const submit = page.getByRole('button', { name: 'Change Password' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  // Chromium moves the focus of a button that turns `disabled` (while busy) to <body>; a busy Button is aria-disabled instead.
  await expect(submit).toBeFocused();
  release();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Current Password not correct.');
  await expect(page.getByLabel('Current Password')).toBeFocused();
});
