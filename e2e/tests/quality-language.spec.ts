/**
 * The English-leftover check that quality-every-screen.spec.ts runs on every Spanish screen is
 * itself shown to catch English that was left behind, and to leave names alone.
 */
import { expect, findEnglishLeftovers, test } from '../fixtures/quality';

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
