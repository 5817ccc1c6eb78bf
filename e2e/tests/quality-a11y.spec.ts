/**
 * axe-core on the screens that exist so far, in English and in Spanish: no serious or critical
 * violations. The sweep over every screen reuses the same `quality.axe` check.
 */
import type { Page } from '@playwright/test';
import { seedSession, test } from '../fixtures/quality';
import { insertUser } from '../fixtures/users';

const LANGUAGES = ['en', 'es'] as const;

async function asCustomer(page: Page, shop: { url: string; databaseUrl: string | null }) {
  const customer = await insertUser(shop.databaseUrl as string);
  await seedSession(page, shop.url, customer);
}

for (const language of LANGUAGES) {
  test.describe(`accessibility (${language})`, () => {
    test('login screen', async ({ page, quality }) => {
      await page.goto('/');
      await page.getByRole('textbox').first().waitFor();
      if (language === 'es') await quality.switchLanguage('es');
      await quality.axe(`login ${language}`);
    });

    test('home page, then with the menu open', async ({ page, shop, quality }) => {
      await asCustomer(page, shop);
      await page.goto('/homepage');
      await page.getByTestId('home-contact').getByRole('link').first().waitFor();
      if (language === 'es') await quality.switchLanguage('es');
      await quality.axe(`homepage ${language}`);
      await page.getByRole('button', { name: language === 'es' ? 'Abrir el menú' : 'Open menu' }).click();
      await quality.axe(`homepage with menu ${language}`);
    });

    test('subscribe screen (PayPal not configured)', async ({ page, shop, quality }) => {
      await asCustomer(page, shop);
      await page.goto('/subscribe');
      await page.getByTestId('subscriptions-unavailable').waitFor();
      if (language === 'es') await quality.switchLanguage('es');
      await quality.axe(`subscribe ${language}`);
    });
  });
}
