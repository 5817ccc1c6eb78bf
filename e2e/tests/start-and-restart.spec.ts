import { startShop } from '../fixtures/shop';
import { expect, test } from '../fixtures/worker';

/**
 * What a newcomer does: start the built shop on an empty DATA_DIR with the embedded database
 * (PGlite), use it, restart it, and find everything again. (How fast it starts is measured by
 * `pnpm bench`, not asserted here.)
 */
test('the shop starts on an empty DATA_DIR with PGlite, and a restart finds all data again', async ({ page }) => {
  // No ADMIN_PASSWORD: the first start generates one and prints it once.
  const shop = await startShop({ database: 'pglite', env: { ADMIN_PASSWORD: '' } });
  try {
    const firstOutput = shop.output();
    const password = /Admin account created: username 'admin', password '([^']+)'/.exec(firstOutput)?.[1];
    const inviteCode = /Demo invite code: (\S+)/.exec(firstOutput)?.[1];
    expect(password).toBeTruthy();
    expect(inviteCode).toMatch(/^WELCOME-/);

    const login = await fetch(`${shop.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    await shop.restart();
    const secondOutput = shop.output().slice(firstOutput.length);
    // Same admin (no new password printed), same demo data (not seeded again), same signing key.
    expect(secondOutput).not.toContain('Admin account created');
    expect(secondOutput).toContain(`Demo invite code: ${inviteCode}`);
    const me = await fetch(`${shop.url}/api/getuser`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);

    await page.goto(`${shop.url}/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(password as string);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
  } finally {
    await shop.destroy();
  }
});

test('a bad configuration value stops the server with a message naming the variable', async () => {
  await expect(startShop({ database: 'pglite', env: { SHOP_TIMEZONE: 'Mars/Olympus' } })).rejects.toThrow(/SHOP_TIMEZONE/);
});
