import { apiToken, callApi } from '../fixtures/admin';
import { putInCart } from '../fixtures/cart';
import { animatedGif, existsInStorage, itemsSeenBy, noisyPng, storedFilesOf, throttleUploads } from '../fixtures/catalog';
import { horizontalOverflow, screenshotsAtViewports, switchLanguage } from '../fixtures/quality';
import { expect, signIn, signInAsAdmin, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

const ROMAN_CANDLES_DEMO = ['Magic Candle 100', 'Titanium Candles', '10-Ball Roman Candle'];

test('an item with an image and a gif: added with upload progress, seen and enlarged by a customer, hidden, then deleted with its files', async ({
  page,
  browser,
  shop,
}) => {
  test.setTimeout(120_000);
  const title = 'Aurora Candle';

  // The admin adds the item in Roman Candles, watching the image upload's progress.
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Roman Candles' }).click();
  await expect(page.getByRole('article', { name: 'Titanium Candles' })).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'Add an item to Roman Candles' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Twelve aurora stars with crackling tails.');
  await form.getByLabel('Price').fill('19.99');

  const unthrottle = await throttleUploads(page, 400 * 1024);
  await form.getByLabel('Upload image').setInputFiles(await noisyPng('aurora.png'));
  const progress = form.getByRole('progressbar', { name: 'Uploading image' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await unthrottle();
  await expect(form.getByRole('textbox', { name: 'Image URL' })).toHaveValue(/^\/uploads\/[0-9a-f-]+\.png$/);
  await form.getByLabel('Upload gif').setInputFiles(await animatedGif('aurora.gif'));
  await expect(form.getByRole('textbox', { name: 'Gif URL' })).toHaveValue(/^\/uploads\/[0-9a-f-]+\.gif$/);
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Successfully added new item!')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // A customer on a phone sees it in its price position, with resized pictures to choose from.
  const customer = await insertUser(shop.databaseUrl as string);
  const phone = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 740 } });
  const mobile = await phone.newPage();
  await signIn(mobile, customer.username, customer.password);
  await mobile.goto('/fireworks/roman_candles');
  const titles = mobile.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(['Magic Candle 100', title, 'Titanium Candles', '10-Ball Roman Candle']);
  const card = mobile.getByRole('article', { name: title });
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('srcset', /-w320\.webp 320w, .*-w640\.webp 640w/);
  await expect(card.getByRole('spinbutton', { name: `Quantity of ${title}` })).toHaveValue('1');

  // It opens the enlarged gif and comes back to the same list at the same scroll position.
  const enlarge = card.getByRole('button', { name: `Enlarge the picture of ${title}` });
  await enlarge.scrollIntoViewIfNeeded();
  await mobile.mouse.wheel(0, 120);
  // Two cards a row on a phone: the item is in the first row, so the list is scrolled by the wheel alone.
  await expect.poll(() => mobile.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await mobile.evaluate(() => window.scrollY);
  await enlarge.click();
  await expect(mobile).toHaveURL(/\/fireworks-enlarged$/);
  const overlay = mobile.getByRole('button', { name: 'Click anywhere or press Escape to go back' });
  await expect(overlay.getByRole('img', { name: `Enlarged picture of ${title}` })).toHaveAttribute('src', /\.gif$/);
  await overlay.click();
  await expect(mobile).toHaveURL(/\/fireworks\/roman_candles$/);
  await expect(mobile.getByRole('article', { name: title })).toBeVisible();
  await expect.poll(() => mobile.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));

  // The admin hides it: the customer sees it neither in the list nor in the API answer.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${title}` });
  await edit.getByLabel('Visible').uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated item!')).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByText('Visible: No')).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByText('Hidden', { exact: true })).toBeVisible();
  await mobile.reload();
  await expect(titles).toHaveText(ROMAN_CANDLES_DEMO);
  expect((await itemsSeenBy(mobile, 'roman_candles')).map((item) => item.title)).not.toContain(title);

  // The admin deletes it, and its image, resized copies and gif leave storage.
  const [stored] = (await itemsSeenBy(page, 'roman_candles')).filter((item) => item.title === title);
  const files = storedFilesOf(stored as { imageUrl: string; gifUrl: string; imageSrcset: string });
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const key of files) expect(existsInStorage(shop.dataDir, key)).toBe(true);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully deleted item!')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  for (const key of files) expect(existsInStorage(shop.dataDir, key)).toBe(false);
  await phone.close();
});

test('files uploaded in a form that is cancelled are deleted from storage', async ({ page, shop }) => {
  await signInAsAdmin(page);
  await page.goto('/fireworks/cakes');
  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'Add an item to Cakes' });
  await form.getByLabel('Upload gif').setInputFiles(await animatedGif('never-saved.gif'));
  const gifUrl = form.getByRole('textbox', { name: 'Gif URL' });
  await expect(gifUrl).toHaveValue(/\.gif$/);
  const key = (await gifUrl.inputValue()).replace(/^\//, '');
  expect(existsInStorage(shop.dataDir, key)).toBe(true);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect.poll(() => existsInStorage(shop.dataDir, key)).toBe(false);
});

test('a customer gets the quantity rules and no admin controls', async ({ page, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await signIn(page, customer.username, customer.password);
  await page.goto('/fireworks');
  await expect(page).toHaveURL(/\/fireworks\/assortments$/);
  const card = page.getByRole('article', { name: 'Starter Bundle' });
  await expect(card.getByText('Buy one get one Free!!')).toBeVisible();
  const quantity = card.getByRole('spinbutton', { name: 'Quantity of Starter Bundle' });
  await quantity.fill('');
  await quantity.pressSequentially('2e.-');
  await expect(quantity).toHaveValue('2');
  await quantity.fill('0');
  await card.getByRole('button', { name: 'Add Starter Bundle to cart' }).click();
  await expect(page.getByText('Please select a quantity greater than 0.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});

test('on a phone the list shows two cards a row, with full-size controls and nothing sticking out', async ({ page, shop }) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await signIn(page, customer.username, customer.password);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fireworks/fountains');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => cards.nth(i).boundingBox()));
  if (!first || !second || !third) throw new Error('cards without a box');
  expect(Math.abs(first.y - second.y)).toBeLessThan(2);
  expect(second.x).toBeGreaterThan(first.x + first.width);
  expect(third.y).toBeGreaterThan(first.y + 100);
  expect(first.width).toBeGreaterThan(150);
  const add = cards.first().getByRole('button', { name: /^Add .* to cart$/ });
  expect((await add.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await horizontalOverflow(page)).toEqual([]);
  await screenshotsAtViewports(page, 'catalog-customer');
  await page.setViewportSize({ width: 375, height: 812 });
  await switchLanguage(page, 'es');
  await expect(page.getByRole('heading', { name: 'Fuentes', level: 1 })).toBeVisible();
  await screenshotsAtViewports(page, 'catalog-customer-es');
});

test('an admin sees hidden items marked, and edits in a dialog that Escape closes, Save saves, and that leaves the grid alone', async ({
  page,
  shop,
}) => {
  const token = await apiToken(shop);
  const fountains = (await callApi<Array<{ _id: string; title: string }>>(shop, 'GET', '/api/fireworks?category=fountains', { token }))
    .body;
  const volcano = fountains.find((item) => item.title === 'Crackling Volcano');
  expect((await callApi(shop, 'POST', `/api/update-item/${volcano?._id}`, { token, body: { visible: false } })).status).toBe(200);
  try {
    await signInAsAdmin(page);
    await page.goto('/fireworks/fountains');
    const hidden = page.getByRole('article', { name: 'Crackling Volcano' });
    await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(hidden.getByText('Visible: No')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Golden Geyser' }).getByText('Hidden', { exact: true })).toHaveCount(0);

    // Escape closes the editor without saving; focus goes back to its Edit button; the card never moved.
    const geyser = page.getByRole('article', { name: 'Golden Geyser' });
    const before = await geyser.boundingBox();
    const edit = page.getByRole('button', { name: 'Edit Golden Geyser' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Golden Geyser' });
    await expect(dialog.getByRole('form', { name: 'Edit Golden Geyser' })).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
    expect(await geyser.boundingBox()).toEqual(before);
    await screenshotsAtViewports(page, 'catalog-admin-editor');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    // Save: the item is updated and the dialog closes.
    await edit.click();
    await dialog.getByLabel('Description').fill('A 40-second gold fountain with silver crackle!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully updated item!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(geyser.getByText('A 40-second gold fountain with silver crackle!')).toBeVisible();
    await screenshotsAtViewports(page, 'catalog-admin');
    await page.setViewportSize({ width: 375, height: 812 });
    await switchLanguage(page, 'es');
    await expect(hidden.getByText('Oculto', { exact: true })).toBeVisible();
    await screenshotsAtViewports(page, 'catalog-admin-es');
    await page.getByRole('button', { name: 'Editar Golden Geyser' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar Golden Geyser' })).toBeVisible();
    await screenshotsAtViewports(page, 'catalog-admin-editor-es');
  } finally {
    await callApi(shop, 'POST', `/api/update-item/${volcano?._id}`, { token, body: { visible: true } });
    const geyser = fountains.find((item) => item.title === 'Golden Geyser');
    await callApi(shop, 'POST', `/api/update-item/${geyser?._id}`, {
      token,
      body: { description: 'A 40-second gold fountain with silver crackle.' },
    });
  }
});

test('a price of $1,000 or more is written with its thousands separator in the list and the cart, in English and Spanish', async ({
  page,
  shop,
}) => {
  const token = await apiToken(shop);
  const candles = (
    await callApi<Array<{ _id: string; title: string; price: string }>>(shop, 'GET', '/api/fireworks?category=roman_candles', { token })
  ).body;
  const titanium = candles.find((item) => item.title === 'Titanium Candles');
  expect(titanium).toBeDefined();
  expect((await callApi(shop, 'POST', `/api/update-item/${titanium?._id}`, { token, body: { price: '1234.00' } })).status).toBe(200);
  try {
    const customer = await insertUser(shop.databaseUrl as string);
    await putInCart(shop, customer, [{ category: 'Roman Candles', title: 'Titanium Candles', quantity: 1 }]);
    await signIn(page, customer.username, customer.password);
    await page.goto('/fireworks/roman_candles');
    const card = page.getByRole('article', { name: 'Titanium Candles' });
    await expect(card).toContainText('$1,234.00');
    await expect(card).not.toContainText('$1234.00');
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: 'Titanium Candles' });
    await expect(line).toContainText('$1,234.00 each');
    await switchLanguage(page, 'es');
    await expect(line).toContainText('$1,234.00 c/u');
  } finally {
    await callApi(shop, 'POST', `/api/update-item/${titanium?._id}`, { token, body: { price: titanium?.price } });
  }
});
