import path from 'node:path';
import { apiToken, callApi } from '../fixtures/admin';
import { message, SCREENSHOT_DIR, switchLanguage, VIEWPORTS } from '../fixtures/quality';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

interface FeaturedAnswer {
  bogo: Array<{ _id: string; title: string; BOGO: boolean }>;
  topSellers: Array<{ _id: string; title: string }>;
  rankedBySales: boolean;
}

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

  test('featured items below the welcome panel: BOGO deals and top sellers, lazy pictures, an item the shop hides leaves at once', async ({
    page,
    shop,
  }) => {
    const customer = await insertUser(shop.databaseUrl as string);
    // Layout shifts are recorded from the first paint on (CLS: the featured section must not move the page).
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/featured') && response.status() === 200);
    await signIn(page, customer.username, customer.password);
    const featured = (await (await answer).json()) as FeaturedAnswer;
    expect(featured.bogo.length).toBeGreaterThan(0);
    expect(featured.bogo.every((item) => item.BOGO)).toBe(true);
    expect(featured.topSellers.length).toBeGreaterThan(0);

    const section = page.getByTestId('home-featured');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(message('en', 'home:featured.title'));
    const bogo = section.getByRole('list', { name: message('en', 'home:featured.bogo') });
    await expect(bogo.getByRole('link')).toHaveText(featured.bogo.map((item) => new RegExp(item.title)));
    const sellersName = message('en', featured.rankedBySales ? 'home:featured.topSellers' : 'home:featured.picks');
    await expect(section.getByRole('list', { name: sellersName }).getByRole('link')).toHaveCount(featured.topSellers.length);
    // The section comes after the welcome panel; its pictures wait to be scrolled near, with their size given.
    const [welcomeBox, sectionBox] = [await page.getByTestId('home-welcome').boundingBox(), await section.boundingBox()];
    expect((sectionBox?.y ?? 0) >= (welcomeBox?.y ?? 0) + (welcomeBox?.height ?? 0)).toBe(true);
    const picture = section.locator('img').first();
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', '320');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1);

    // A card leads into its category.
    const first = featured.bogo[0] as FeaturedAnswer['bogo'][number];
    await bogo.getByRole('link', { name: new RegExp(first.title) }).click();
    await expect(page).toHaveURL(/\/fireworks\/[a-z_]+$/);
    await expect(page.getByRole('heading', { name: first.title })).toBeVisible();

    // The admin hides that item: the customer's home page no longer features it.
    const admin = await apiToken(shop);
    const hidden = await callApi(shop, 'POST', `/api/update-item/${first._id}`, { token: admin, body: { visible: false } });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    try {
      await page.goto('/homepage');
      await page.reload();
      await expect(section.getByRole('list', { name: message('en', 'home:featured.bogo') })).toBeVisible();
      await expect(section.getByRole('link', { name: new RegExp(first.title) })).toHaveCount(0);
    } finally {
      await callApi(shop, 'POST', `/api/update-item/${first._id}`, { token: admin, body: { visible: true } });
    }
  });

  test('the home page with its featured items at 375 px and 1440 px, in English and Spanish', async ({ page, shop }) => {
    const customer = await insertUser(shop.databaseUrl as string);
    await signIn(page, customer.username, customer.password);
    for (const language of ['en', 'es'] as const) {
      if (language === 'es') await switchLanguage(page, 'es');
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        const section = page.getByTestId('home-featured');
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(message(language, 'home:featured.title'));
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        for (const img of await section.locator('img').all()) await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            section.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete && img.naturalWidth > 0)),
          )
          .toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `home-featured-${name}-${language}.png`), fullPage: true });
      }
    }
  });

  test('fills the page: no empty band under the carousel or beside the welcome panel, at 1440 px and 375 px, in English and Spanish', async ({
    page,
    shop,
  }) => {
    const customer = await insertUser(shop.databaseUrl as string);
    await signIn(page, customer.username, customer.password);
    const gap = 24; // the grid's gap (20 px) and rounding
    for (const language of ['en', 'es'] as const) {
      if (language === 'es') await switchLanguage(page, 'es');
      const carousel = page.getByRole('region', { name: message(language, 'home:carousel.label') });
      const welcome = page.getByTestId('home-welcome');
      const contact = page.getByTestId('home-contact');
      const featured = page.getByTestId('home-featured');
      await expect(contact.getByRole('link').first()).toBeVisible();
      await expect(featured.getByTestId('featured-card').first()).toBeVisible();
      for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const box = async (part: typeof carousel) => {
          const found = await part.boundingBox();
          if (!found) throw new Error('not on the page');
          return found;
        };
        const [c, w, k, f] = [await box(carousel), await box(welcome), await box(contact), await box(featured)];
        const bottom = (box: { y: number; height: number }) => box.y + box.height;
        const where = `${language} at ${viewport.width} px`;
        if (viewport === VIEWPORTS.desktop) {
          // Carousel and contact details in one column, the welcome panel beside them, both columns ending together.
          expect(w.x, where).toBeGreaterThan(c.x + c.width);
          expect(k.y - bottom(c), where).toBeLessThanOrEqual(gap);
          expect(Math.abs(bottom(k) - bottom(w)), where).toBeLessThanOrEqual(2);
          expect(w.y - c.y, where).toBeLessThanOrEqual(2);
          // The featured grid runs across the page right under both columns.
          expect(f.y - Math.max(bottom(k), bottom(w)), where).toBeLessThanOrEqual(gap);
          expect(f.width, where).toBeGreaterThanOrEqual(w.x + w.width - c.x - 2);
        } else {
          // Stacked in reading order, each as wide as the page allows, with no band between them.
          for (const [upper, lower] of [
            [c, w],
            [w, k],
            [k, f],
          ] as const) {
            expect(lower.y - bottom(upper), where).toBeGreaterThanOrEqual(0);
            expect(lower.y - bottom(upper), where).toBeLessThanOrEqual(gap);
          }
          for (const part of [c, w, k, f]) expect(part.width, where).toBeGreaterThan(viewport.width - 40);
        }
      }
    }
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
