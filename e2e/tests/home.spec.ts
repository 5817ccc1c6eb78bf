import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

function activeSlide(page: import('@playwright/test').Page) {
  return page.getByTestId('carousel-slide').and(page.locator('[aria-hidden="false"]'));
}

test.describe('home page', () => {
  test('welcome panel, pre-order windows, $500 minimum and the contact details of /api/config', async ({ page, shop }) => {
    const customer = await insertUser(shop.databaseUrl as string);
    await signIn(page, customer.username, customer.password);
    const welcome = page.getByTestId('home-welcome');
    await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('Welcome to Fireworks Shop');
    await expect(welcome).toContainText('We sell high-quality pyrotechnics for events and celebrations.');
    await expect(welcome).toContainText(/July 4th items\s*January 1\s–\sApril 30/);
    await expect(welcome).toContainText(/New Year's items\s*July 5\s–\sOctober 31/);
    await expect(welcome).toContainText('$500 minimum purchase');

    const { contact } = (await (await page.request.get(`${shop.url}/api/config`)).json()) as { contact: { phone: string; email: string } };
    const phone = `(${contact.phone.slice(0, 3)}) ${contact.phone.slice(3, 6)}-${contact.phone.slice(6)}`;
    await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+1${contact.phone}`);
    await expect(page.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  });

  test('the first of the five pictures loads at once, with its size given', async ({ page, shop }) => {
    const customer = await insertUser(shop.databaseUrl as string);
    await signIn(page, customer.username, customer.password);
    await expect(page.getByTestId('carousel-slide')).toHaveCount(5);
    const first = page.getByTestId('carousel-slide').first().locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1200');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('the carousel advances every 3 seconds, loops, and holds still under the pointer and while focused', async ({ page, shop }) => {
    const customer = await insertUser(shop.databaseUrl as string);
    await page.clock.install();
    await signIn(page, customer.username, customer.password);
    // The pointer is still where the Log In button was: move it off the carousel.
    await page.mouse.move(1, 1);
    const carousel = page.getByRole('region', { name: 'Fireworks gallery' });
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 5');
    await page.clock.runFor(3000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 5');
    await page.clock.runFor(9000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '5 of 5');
    await page.clock.runFor(3000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 5');

    await carousel.hover();
    await page.clock.runFor(9000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 5');
    await page.mouse.move(1, 1);

    await page.getByRole('button', { name: 'Next picture' }).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 5');
    await page.clock.runFor(9000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 5');
    await page.getByRole('button', { name: 'Previous picture' }).press('Enter');
    await page.getByRole('button', { name: 'Previous picture' }).press('Enter');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '5 of 5');
  });

  test.describe('for people who ask for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the carousel holds still until they press play', async ({ page, shop }) => {
      const customer = await insertUser(shop.databaseUrl as string);
      await page.clock.install();
      await signIn(page, customer.username, customer.password);
      await page.mouse.move(1, 1);
      await page.clock.runFor(9000);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 5');
      await page.getByRole('button', { name: 'Play the slide show' }).click();
      // Clicking put the pointer and focus on the carousel, which holds it still: leave it.
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(3000);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 5');
    });
  });
});
