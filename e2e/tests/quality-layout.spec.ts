/**
 * Responsive layout (breakpoint 768 px) beyond the per-screen screenshots of
 * quality-every-screen.spec.ts: a usable menu and a category bar that scrolls on a phone, the
 * overflow check caught in the act, and a visible focus ring on the shell's controls.
 */
import type { Page } from '@playwright/test';
import { expect, horizontalOverflow, type Language, message, seedSession, switchLanguage, test, VIEWPORTS } from '../fixtures/quality';
import { ADMIN_PASSWORD } from '../fixtures/shop';
import { insertUser } from '../fixtures/users';

async function asCustomer(page: Page, shop: { url: string; databaseUrl: string | null }) {
  const customer = await insertUser(shop.databaseUrl as string);
  await seedSession(page, shop.url, customer);
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the menu opens inside the screen and its links work', async ({ page, shop, quality }) => {
    await asCustomer(page, shop);
    await page.goto('/homepage');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    await quality.screenshots('menu-open', { widths: [VIEWPORTS.phone.width], fullPage: false });
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toBeHidden();
  });

  test('the category bar scrolls sideways to its last category', async ({ page, shop }) => {
    await asCustomer(page, shop);
    await page.goto('/homepage');
    const bar = page.getByRole('navigation', { name: 'Categories' }).getByRole('list');
    const { scrollWidth, clientWidth } = await bar.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // exact: once the list shows, item links ("Details of Whistling Missiles 50") could match 'Missiles' too.
    const missiles = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Missiles', exact: true });
    await missiles.scrollIntoViewIfNeeded();
    expect(await bar.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await missiles.click();
    await expect(page).toHaveURL(/\/fireworks\/missiles$/);
    await expect(missiles).toBeInViewport();
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test('the overflow check reports an element wider than the screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<div data-testid="too-wide" style="width: 600px; height: 10px"></div>');
    });
    const offenders = await horizontalOverflow(page);
    expect(offenders).toContain('div[data-testid=too-wide] spans 0 to 600 px');
    expect(offenders).toContain('the page scrolls sideways: 600 px wide in a 375 px viewport');
  });
});

test('keyboard focus is visible on the shell’s controls', async ({ page, shop }) => {
  await asCustomer(page, shop);
  await page.goto('/homepage');
  const controls = [
    page.getByRole('link', { name: /Fireworks Shop/ }),
    page.getByRole('button', { name: 'Español' }),
    page.getByRole('link', { name: /^Cart/ }),
    page.getByRole('button', { name: 'Open menu' }),
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Artillery' }),
    page.getByRole('button', { name: 'Next picture' }),
  ];
  // Focus from the keyboard (Tab) so :focus-visible applies, as it does for a keyboard user.
  await page.keyboard.press('Tab');
  for (const control of controls) {
    for (let presses = 0; presses < 40 && !(await control.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    const ring = await control.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(ring.style, await control.evaluate((el) => el.outerHTML.slice(0, 80))).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
});

/*
 * Issue 40 item 8: Logout is in the menu, not only on the profile page — for a customer and for the
 * owner in the back office, on a phone and on a desktop, in English and Spanish.
 */
const LOGOUT_RUNS: Array<{ who: 'customer' | 'admin'; width: number; language: Language }> = [
  { who: 'customer', width: 375, language: 'en' },
  { who: 'customer', width: 1440, language: 'es' },
  { who: 'admin', width: 375, language: 'es' },
  { who: 'admin', width: 1440, language: 'en' },
];
for (const { who, width, language } of LOGOUT_RUNS) {
  test(`Logout is in the menu: ${who} at ${width} px in ${language}`, async ({ page, shop }) => {
    await page.setViewportSize({ width, height: width === 375 ? VIEWPORTS.phone.height : VIEWPORTS.desktop.height });
    if (who === 'customer') await asCustomer(page, shop);
    else await seedSession(page, shop.url, { username: 'admin', password: ADMIN_PASSWORD });
    await page.goto('/homepage');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    if (language === 'es') await switchLanguage(page, 'es');
    await page.getByRole('button', { name: message(language, 'common:nav.openMenu') }).click();
    const logout = page.getByRole('button', { name: message(language, 'common:nav.logout'), exact: true });
    // The owner's long menu scrolls inside the screen on a phone; Logout is at its end.
    await logout.scrollIntoViewIfNeeded();
    await expect(logout).toBeInViewport();
    expect((await logout.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await horizontalOverflow(page)).toEqual([]);
    await logout.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: message(language, 'auth:loginButton'), exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}
