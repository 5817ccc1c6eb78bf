import pg from 'pg';
import { apiToken, callApi } from '../fixtures/admin';
import { copyOfDemoShop } from '../fixtures/demo-template';
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

test('a shop with the demo data starts on a copy of the demo shop seeded once for the run: same items, their pictures, the admin', async ({
  workerShop,
}) => {
  const demo = copyOfDemoShop();
  expect(demo, 'the run seeded a demo shop (fixtures/global-setup.ts)').not.toBeNull();
  const itemIds = async (databaseUrl: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ id: string }>('select id from items order by id')).rows.map((row) => row.id);
    } finally {
      await client.end();
    }
  };
  const templateUrl = new URL(workerShop.databaseUrl as string);
  templateUrl.pathname = `/${demo?.database}`;
  const seeded = await itemIds(templateUrl.toString());
  expect(seeded.length).toBeGreaterThan(10);
  expect(await itemIds(workerShop.databaseUrl as string)).toEqual(seeded);

  // The admin signs in with the run's password, and the copied pictures are served.
  const token = await apiToken(workerShop);
  const { status, body } = await callApi<{ imageUrl: string }[]>(workerShop, 'GET', '/api/fireworks?category=artillery', { token });
  expect(status).toBe(200);
  expect((await fetch(`${workerShop.url}${body[0]?.imageUrl}`)).status).toBe(200);
});
