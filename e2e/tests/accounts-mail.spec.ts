/**
 * Journeys that need real e-mail: the shop sends through SMTP to a server this test run starts.
 * Forgot password, forgot username, and the profile's e-mail and password changes.
 */
import { test as base, expect } from '@playwright/test';
import { codeIn, startSmtpServer, type TestSmtpServer } from '../fixtures/mail';
import { type Shop, startShop } from '../fixtures/shop';
import { signIn } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

const test = base.extend<{ smtp: TestSmtpServer; shop: Shop }, { workerSmtp: TestSmtpServer; workerShop: Shop }>({
  workerSmtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const smtp = await startSmtpServer();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  workerShop: [
    async ({ workerSmtp }, use) => {
      const shop = await startShop({ env: { SMTP_URL: workerSmtp.url } });
      await use(shop);
      await shop.destroy();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  smtp: async ({ workerSmtp }, use) => use(workerSmtp),
  shop: async ({ workerShop }, use) => use(workerShop),
  baseURL: async ({ workerShop }, use) => use(workerShop.url),
});

test('forgot password: the link arrives by SMTP; the new password works, the old one and the used link do not', async ({
  page,
  shop,
  smtp,
}) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please fill in all fields.');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Email sent with password reset link')).toBeVisible();
  await expect(page.getByText('A password reset link has been sent to your email.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  const mail = await smtp.waitFor((m) => m.to === customer.email && m.subject === 'Reset your Fireworks Shop password');
  const link = /http:\/\/127\.0\.0\.1:\d+\/change-password\/[\w-]+/.exec(mail.text)?.[0] as string;
  expect(link.startsWith(shop.url)).toBe(true);

  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Pass-9');
  await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-8');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Passwords must match');
  await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-9');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Password Changed Successfully!')).toBeVisible();

  await page.getByLabel('Username').fill(customer.username);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid username or password.');
  await signIn(page, customer.username, 'Brand-New-Pass-9');

  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Another-Pass-10');
  await page.getByLabel('Confirm New Password').fill('Another-Pass-10');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid token');
});

test('forgot username: the username arrives by e-mail', async ({ page, shop, smtp }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Username?' }).click();
  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Email Address');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Email sent with username')).toBeVisible();
  await expect(page.getByText('Your username has been sent to your email.')).toBeVisible();
  const mail = await smtp.waitFor((m) => m.to === customer.email && m.subject === 'Your Fireworks Shop username');
  expect(mail.text).toContain(`Your Fireworks Shop username is: ${customer.username}`);

  // Back in the recovery form, Send Email waits out its 45 s countdown.
  await page.getByRole('button', { name: 'Forgot Username?' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('profile: change the e-mail with a code and the password, log out, log in again', async ({ page, shop, smtp }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  const newEmail = `moved-${customer.username}@example.com`;
  await signIn(page, customer.username, customer.password);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(customer.email);

  await page.getByRole('button', { name: 'Change Email' }).click();
  await page.getByLabel('New Email').fill(newEmail);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  // The button pressed waits out its countdown: the keyboard is at the code.
  await expect(page.getByLabel('Verification Code')).toBeFocused();
  const mail = await smtp.waitFor((m) => m.to === newEmail && m.subject === 'Your Fireworks Shop verification code');
  const code = codeIn(mail.text);
  await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm Email Change' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Verification Code not correct. Try Again.');
  await expect(page.getByLabel('New Email')).toBeVisible();
  // The refused code is marked and focused, selected: the next one typed replaces it.
  await expect(page.getByLabel('Verification Code')).toBeFocused();
  await expect(page.getByLabel('Verification Code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Confirm Email Change' }).click();
  await expect(page.getByText('Email Changed Successfully')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);

  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill('Not-My-Password-1');
  await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Pass-9');
  await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-9');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Current Password not correct.');
  await expect(page.getByLabel('Current Password')).toBeFocused();
  await expect(page.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Current Password').fill(customer.password);
  await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-8');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('New password and confirmation do not match.');
  await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-9');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Confirm New Password')).toHaveValue('');

  // The session goes on with its renewed token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, customer.username, 'Brand-New-Pass-9');
});
