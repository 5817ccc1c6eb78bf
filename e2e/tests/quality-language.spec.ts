/**
 * The checks that quality-every-screen.spec.ts runs on every screen are themselves shown to bite:
 * the English-leftover check catches English left behind and leaves names alone, and the axe scan
 * (in its legacy mode) reports what a person with a screen reader would miss.
 */
import { expect, findEnglishLeftovers, seriousA11yViolations, test } from '../fixtures/quality';

test('the check reports English left on a Spanish screen, and leaves names alone', async ({ page, quality }) => {
  await page.goto('/');
  await quality.switchLanguage('es');
  // The language toggle is in the public bar, which draws before the sign-in screen's <main> is here.
  await expect(page.locator('main')).toBeVisible();
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

test('the accessibility scan reports a picture without a text and a button without a name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    main.insertAdjacentHTML('beforeend', '<img src="/favicon.svg" id="no-alt"><button type="button" id="no-name"></button>');
  });
  const findings = await seriousA11yViolations(page);
  expect(findings.map((finding) => [finding.rule, finding.targets])).toEqual(
    expect.arrayContaining([
      ['image-alt', ['#no-alt']],
      ['button-name', ['#no-name']],
    ]),
  );
});
