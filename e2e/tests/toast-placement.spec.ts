import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Clicks `button` where `block` puts it in the viewport; answers the boxes of the button and of the toast it raised. */
async function clickAndMeasure(page: Page, button: Locator, block: 'start' | 'end') {
  await button.evaluate((element, where) => {
    element.scrollIntoView({ block: where });
    // 'start' would put it under the sticky top bar: just below the bar instead.
    if (where === 'start') window.scrollBy(0, -120);
  }, block);
  const buttonBox = (await button.boundingBox()) as Box;
  await button.click();
  const toast = page.getByTestId('toast').last();
  await expect(toast).toBeVisible();
  // notistack slides the toast in: measure once it has settled.
  await page.waitForTimeout(600);
  return { buttonBox, toastBox: (await toast.boundingBox()) as Box, viewport: page.viewportSize() as { width: number; height: number } };
}

test('at 375 px a toast never covers the control just used: bottom-right unless the control is there, then at the top', async ({
  page,
  shop,
}) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, customer.username, customer.password);
  await page.goto('/fireworks/assortments');
  const addButtons = page.getByRole('button', { name: /^Add .+ to cart$/ });
  await expect(addButtons.first()).toBeVisible();

  // The add-to-cart button at the bottom of the screen, where toasts usually appear.
  const low = await clickAndMeasure(page, addButtons.first(), 'end');
  expect(low.buttonBox.y + low.buttonBox.height).toBeGreaterThan(low.viewport.height * 0.75);
  expect(
    intersects(low.toastBox, low.buttonBox),
    `toast ${JSON.stringify(low.toastBox)} over button ${JSON.stringify(low.buttonBox)}`,
  ).toBe(false);
  expect(low.toastBox.y).toBeLessThan(low.viewport.height / 2);
  await page.getByRole('button', { name: 'Dismiss' }).last().click();
  await expect(page.getByTestId('toast')).toHaveCount(0);

  // The same button near the top: the toast stays bottom-right (spec §2) and still covers nothing used.
  const high = await clickAndMeasure(page, addButtons.nth(1), 'start');
  expect(intersects(high.toastBox, high.buttonBox)).toBe(false);
  expect(high.toastBox.y + high.toastBox.height).toBeGreaterThan(high.viewport.height / 2);

  // A second toast while the first shows (it has seconds left): on a phone it replaces the first,
  // no stack over the controls. Counted once notistack's transitions have settled, as above, and
  // not retried, so a first toast closing by itself later cannot make this pass.
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await addButtons.nth(1).click();
  await expect(page.getByTestId('toast').last()).toBeVisible();
  await page.waitForTimeout(600);
  expect(await page.getByTestId('toast').count()).toBe(1);
  await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(1);
});
