/**
 * Every screen of the shop, in English and in Spanish (issue 7):
 *  - axe-core finds no serious or critical violation;
 *  - screenshots at 375 px and 1440 px (e2e/artifacts/screenshots/<screen>[-es]-<width>.png) with
 *    nothing sticking out of the viewport sideways;
 *  - in Spanish, no English is left on the screen (names and shop data apart);
 *  - the tab's title names the screen's heading ("Cakes · Fireworks Shop").
 *
 * Each screen is opened the way a person reaches it, in the language of the test: the language is
 * not kept across page loads (spec §1), so a screen reached by a click inside the app (the enlarged
 * picture, the phone screen after a login) is opened after the toggle, and the others get the
 * toggle once they show. Controls are found by their message in that language (`message`).
 */
import { CATEGORIES } from '../../core/src/rules/categories';
import { callApi } from '../fixtures/admin';
import { expect, message, seedSession, test } from '../fixtures/quality';
import { adminToken, LANGUAGES, SCREENS } from '../fixtures/screens';
import { ADMIN_PASSWORD, type Shop } from '../fixtures/shop';
import { insertUser } from '../fixtures/users';

/** Shop data the interface shows as it is in every language: item titles and descriptions, invite codes, the demo discount rules. */
async function shopData(shop: Shop): Promise<string[]> {
  const token = await adminToken(shop);
  const data: string[] = [];
  for (const category of CATEGORIES) {
    const { body } = await callApi<{ title: string; description: string }[]>(
      shop,
      'GET',
      `/api/fireworks?category=${encodeURIComponent(category)}`,
      { token },
    );
    for (const item of body) data.push(item.title, item.description);
  }
  const { body: codes } = await callApi<{ code: string }[]>(shop, 'GET', '/api/invite-codes', { token });
  data.push(...codes.map((code) => code.code));
  return data.filter(Boolean).sort((a, b) => b.length - a.length);
}

/**
 * The shop data of each shop, read at its first Spanish screen: no screen of the sweep adds or
 * changes an item or an invite code (their forms are only opened), so one read serves every screen
 * instead of an admin login and twelve lists per screen.
 */
const shopDataOf = new Map<string, Promise<string[]>>();
function shopDataOnce(shop: Shop): Promise<string[]> {
  let data = shopDataOf.get(shop.url);
  if (!data) {
    data = shopData(shop);
    shopDataOf.set(shop.url, data);
  }
  return data;
}

for (const screen of SCREENS.filter((s) => s.sweep !== false)) {
  for (const language of LANGUAGES) {
    test(`${screen.name} (${language}): accessible, fits 375 and 1440 px${language === 'es' ? ', no English left' : ''}`, async ({
      page,
      shop,
      quality,
    }) => {
      const customer = await insertUser(shop.databaseUrl as string);
      if (screen.who === 'customer') await seedSession(page, shop.url, customer);
      if (screen.who === 'admin') await seedSession(page, shop.url, { username: 'admin', password: ADMIN_PASSWORD });
      await screen.open({ page, shop, language, customer });

      await quality.axe(`${screen.name} ${language}`);
      const [heading = ''] = (await page.locator('h1').allTextContents()).map((text) => text.trim());
      const shopName = message(language, 'common:shopName');
      await expect(page).toHaveTitle(heading && heading !== shopName ? `${heading} · ${shopName}` : shopName);
      if (language === 'es') {
        await quality.expectNoEnglish(screen.name, { allow: [...(await shopDataOnce(shop)), customer.username, 'Casey Customer'] });
      }
      await quality.screenshots(language === 'en' ? screen.name : `${screen.name}-${language}`);
    });
  }
}
