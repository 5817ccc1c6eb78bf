/**
 * Every text in Spanish after the toggle: no English left on the screens that exist so far
 * (names and brands apart). The check itself is shown to catch English that was left behind.
 */
import { expect, findEnglishLeftovers, seedSession, test } from '../fixtures/quality';
import { insertUser } from '../fixtures/users';

test('the login screen speaks Spanish after the toggle', async ({ page, quality }) => {
  await page.goto('/');
  await quality.switchLanguage('es');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await quality.expectNoEnglish('login');
});

test('the home page, the top bar, the category bar and the menu speak Spanish', async ({ page, shop, quality }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await seedSession(page, shop.url, customer);
  await page.goto('/homepage');
  await page.getByTestId('home-contact').getByRole('link').first().waitFor();
  await quality.switchLanguage('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido a la Tienda de Fuegos Artificiales');
  await quality.expectNoEnglish('homepage', { allow: [customer.username] });
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await expect(page.getByRole('link', { name: 'Perfil' })).toBeVisible();
  await quality.expectNoEnglish('homepage with the menu open');
});

test('the subscribe screen speaks Spanish', async ({ page, shop, quality }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await seedSession(page, shop.url, customer);
  await page.goto('/subscribe');
  await page.getByTestId('subscriptions-unavailable').waitFor();
  await quality.switchLanguage('es');
  await expect(page.getByTestId('subscriptions-unavailable')).toContainText('Las suscripciones no están disponibles');
  await quality.expectNoEnglish('subscribe');
});

test('the check reports English left on a Spanish screen, and leaves names alone', async ({ page, quality }) => {
  await page.goto('/');
  await quality.switchLanguage('es');
  await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    main.insertAdjacentHTML(
      'beforeend',
      '<p>Please try again later.</p><button type="button" aria-label="Close menu">x</button><p>Your cart is empty!</p>' +
        '<p translate="no">Thunder King Assortment</p><p>PayPal</p><p>carousel.nextSlide</p>',
    );
  });
  const leftovers = await findEnglishLeftovers(page);
  expect(leftovers.map((leftover) => leftover.text)).toEqual([
    'Please try again later.',
    'Your cart is empty!',
    'carousel.nextSlide',
    'Close menu',
  ]);
});
