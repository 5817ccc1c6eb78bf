/**
 * Phone verification through Firebase: the shell loads the Firebase web SDK on the phone screen
 * only, the Auth emulator (started by this test run) "sends" the code, and the server checks the
 * emulator's ID token with firebase-admin.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { approveUser, insertInviteCode, newCustomer, signUpWithForm } from '../fixtures/accounts';
import { type AuthEmulator, startAuthEmulator } from '../fixtures/firebase-emulator';
import { waitUntil } from '../fixtures/mail';
import { type Shop, startShop } from '../fixtures/shop';

const test = base.extend<{ emulator: AuthEmulator; shop: Shop }, { workerEmulator: AuthEmulator; workerShop: Shop }>({
  workerEmulator: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const emulator = await startAuthEmulator();
      await use(emulator);
      await emulator.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  workerShop: [
    async ({ workerEmulator }, use) => {
      const shop = await startShop({
        env: {
          SMS_PROVIDER: 'firebase',
          FIREBASE_PROJECT_ID: workerEmulator.projectId,
          FIREBASE_API_KEY: 'demo-api-key',
          FIREBASE_AUTH_DOMAIN: `${workerEmulator.projectId}.firebaseapp.com`,
          FIREBASE_AUTH_EMULATOR_HOST: workerEmulator.host,
        },
      });
      await use(shop);
      await shop.destroy();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  emulator: async ({ workerEmulator }, use) => use(workerEmulator),
  shop: async ({ workerShop }, use) => use(workerShop),
  baseURL: async ({ workerShop }, use) => use(workerShop.url),
});

/** The source of every script the page downloads. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  return scripts;
}

/** The shell's Firebase phone module (bundled with the SDK) names this Firebase error code. */
const isFirebaseAuthCode = (source: string) => source.includes('auth/invalid-verification-code');

test('sign-up, phone verification through Firebase (emulator), approval and login', async ({ page, shop, emulator }) => {
  const invite = await insertInviteCode(shop);
  const customer = newCustomer();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const scripts = collectScripts(page);

  await page.goto('/');
  await signUpWithForm(page, customer, invite);

  await expect(page).toHaveURL(/\/sms-verify$/);
  await expect(page.getByText('Verification Code sent successfully!')).toBeVisible({ timeout: 20_000 });
  const sent = await waitUntil(
    async () => (await emulator.verificationCodes()).find((c) => c.phoneNumber === `+1${customer.phonenumber}`),
    'the emulator to send a code',
  );
  await page.getByLabel('SMS Code').fill(sent.code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid verification code. Try again.');

  await page.getByLabel('SMS Code').fill(sent.code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Awaiting approval from admin.')).toBeVisible();

  await approveUser(shop, customer.username);
  await page.getByLabel('Username').fill(customer.username);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/homepage$/);
  expect(consoleErrors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
  expect(scripts.some(isFirebaseAuthCode)).toBe(true);
});

test('the Firebase SDK is downloaded on the phone screen only', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some(isFirebaseAuthCode)).toBe(false);
});
