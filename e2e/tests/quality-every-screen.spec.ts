/**
 * Every screen of the shop, in English and in Spanish (issue 7):
 *  - axe-core finds no serious or critical violation;
 *  - screenshots at 375 px and 1440 px (e2e/artifacts/screenshots/<screen>[-es]-<width>.png) with
 *    nothing sticking out of the viewport sideways;
 *  - in Spanish, no English is left on the screen (names and shop data apart).
 *
 * Each screen is opened the way a person reaches it, in the language of the test: the language is
 * not kept across page loads (spec §1), so a screen reached by a click inside the app (the enlarged
 * picture, the phone screen after a login) is opened after the toggle, and the others get the
 * toggle once they show. Controls are found by their message in that language (`message`).
 */
import type { Locator, Page } from '@playwright/test';
import { CATEGORIES } from '../../core/src/rules/categories';
import { apiToken, callApi, insertPendingUser } from '../fixtures/admin';
import { createOrderByApi, putInCart } from '../fixtures/cart';
import { expect, type Language, message, seedSession, switchLanguage, test } from '../fixtures/quality';
import { ADMIN_PASSWORD, type Shop } from '../fixtures/shop';
import { insertUser, type TestUser } from '../fixtures/users';

const LANGUAGES: Language[] = ['en', 'es'];

/** A cart above the $500.00 minimum with a BOGO line, so checkout is open and free units show. */
const FULL_CART = [
  { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 3 },
  { category: 'Artillery', title: 'Festival Balls', quantity: 2 },
];

interface Visit {
  page: Page;
  shop: Shop;
  language: Language;
  /** The signed-in customer of a customer screen (also the owner of the admin screens' data). */
  customer: TestUser;
}

interface Screen {
  name: string;
  who: 'visitor' | 'customer' | 'admin';
  /** Opens the screen in `language` and waits until it shows its content. */
  open(visit: Visit): Promise<void>;
}

const t = (visit: Visit, key: string, values?: Record<string, string | number>) => message(visit.language, key, values);

/** Goes to `path`, waits for `ready` in English, switches to the visit's language and waits for `ready` again. */
async function openAt(visit: Visit, path: string, ready: (language: Language) => Locator): Promise<void> {
  const { page, language } = visit;
  await page.goto(path);
  await expect(ready('en')).toBeVisible();
  if (language !== 'en') {
    await switchLanguage(page, language);
    await expect(ready(language)).toBeVisible();
  }
}

const heading = (page: Page, key: string, values?: Record<string, string | number>) => (language: Language) =>
  page.getByRole('heading', { level: 1, name: message(language, key, values), exact: true });

/** The login screen in the visit's language, then a click on a control named by `key`. */
async function authMode(visit: Visit, key: string | null, title: string): Promise<void> {
  await openAt(visit, '/', heading(visit.page, 'auth:loginTitle'));
  if (key) await visit.page.getByRole('button', { name: t(visit, key), exact: true }).click();
  await expect(visit.page.getByRole('heading', { name: t(visit, title), exact: true })).toBeVisible();
}

async function adminToken(shop: Shop): Promise<string> {
  return apiToken(shop, 'admin', ADMIN_PASSWORD);
}

const SCREENS: Screen[] = [
  // --- Signed out: the auth screen's four modes, the phone screen, the reset-password page.
  { name: 'login', who: 'visitor', open: (visit) => authMode(visit, null, 'auth:loginTitle') },
  {
    name: 'sign-up',
    who: 'visitor',
    async open(visit) {
      await authMode(visit, 'auth:toSignup', 'auth:signupTitle');
      await visit.page.getByLabel(t(visit, 'auth:password'), { exact: true }).fill('short');
      await expect(visit.page.getByText(t(visit, 'auth:strength.label', { level: t(visit, 'auth:strength.weak') }))).toBeVisible();
    },
  },
  { name: 'forgot-username', who: 'visitor', open: (visit) => authMode(visit, 'auth:forgotUsername', 'auth:forgotUsernameTitle') },
  { name: 'forgot-password', who: 'visitor', open: (visit) => authMode(visit, 'auth:forgotPassword', 'auth:forgotPasswordTitle') },
  {
    name: 'sms-verify',
    who: 'visitor',
    async open(visit) {
      const { page } = visit;
      const unverified = await insertUser(visit.shop.databaseUrl as string, { verified: false, approved: false });
      await authMode(visit, null, 'auth:loginTitle');
      await page.getByLabel(t(visit, 'auth:username'), { exact: true }).fill(unverified.username);
      await page.getByLabel(t(visit, 'auth:password'), { exact: true }).fill(unverified.password);
      await page.getByRole('button', { name: t(visit, 'auth:loginButton'), exact: true }).click();
      await expect(page).toHaveURL(/\/sms-verify$/);
      await expect(page.getByRole('heading', { level: 1, name: t(visit, 'auth:verify.title') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(t(visit, 'auth:verify.codeSent'));
    },
  },
  {
    name: 'reset-password',
    who: 'visitor',
    open: (visit) => openAt(visit, '/change-password/a-link-from-an-email', heading(visit.page, 'auth:reset.title')),
  },

  // --- Customer screens.
  {
    name: 'homepage',
    who: 'customer',
    open: (visit) =>
      openAt(visit, '/homepage', (language) =>
        visit.page.getByTestId('home-contact').getByRole('heading', { name: message(language, 'home:contact.title') }),
      ),
  },
  {
    name: 'homepage-menu',
    who: 'customer',
    async open(visit) {
      await openAt(visit, '/homepage', heading(visit.page, 'home:title'));
      await visit.page.getByRole('button', { name: t(visit, 'nav.openMenu') }).click();
      await expect(visit.page.getByRole('link', { name: t(visit, 'nav.profile') })).toBeVisible();
    },
  },
  {
    name: 'item-list',
    who: 'customer',
    open: (visit) =>
      openAt(visit, '/fireworks/artillery', (language) => visit.page.getByText(message(language, 'catalog:bogoNotice')).first()),
  },
  {
    name: 'enlarged',
    who: 'customer',
    async open(visit) {
      const { page } = visit;
      await openAt(visit, '/fireworks/artillery', (language) => page.getByText(message(language, 'catalog:bogoNotice')).first());
      await page.getByRole('button', { name: t(visit, 'catalog:enlargeImage', { title: 'Festival Balls' }) }).click();
      await expect(page).toHaveURL(/\/fireworks-enlarged$/);
      await expect(page.getByRole('img', { name: t(visit, 'catalog:enlarged.label', { title: 'Festival Balls' }) })).toBeVisible();
    },
  },
  {
    name: 'cart',
    who: 'customer',
    async open(visit) {
      await putInCart(visit.shop, visit.customer, FULL_CART);
      await openAt(visit, '/cart', (language) => visit.page.getByText(message(language, 'cart:noRefunds')));
      await expect(visit.page.getByRole('button', { name: t(visit, 'cart:checkout') })).toBeEnabled();
    },
  },
  {
    name: 'cart-clear-dialog',
    who: 'customer',
    async open(visit) {
      await putInCart(visit.shop, visit.customer, FULL_CART);
      await openAt(visit, '/cart', (language) => visit.page.getByText(message(language, 'cart:noRefunds')));
      await visit.page.getByRole('button', { name: t(visit, 'cart:clear') }).click();
      await expect(visit.page.getByRole('dialog')).toContainText(t(visit, 'cart:clearConfirm'));
    },
  },
  {
    name: 'cart-empty',
    who: 'customer',
    open: (visit) => openAt(visit, '/cart', (language) => visit.page.getByText(message(language, 'cart:empty'))),
  },
  {
    name: 'checkout',
    who: 'customer',
    async open(visit) {
      await putInCart(visit.shop, visit.customer, FULL_CART);
      await openAt(visit, '/checkout', (language) => visit.page.getByRole('button', { name: message(language, 'checkout:createOrder') }));
      await expect(visit.page.getByTestId('checkout-amount')).toBeVisible();
    },
  },
  {
    name: 'orders',
    who: 'customer',
    async open(visit) {
      await putInCart(visit.shop, visit.customer, FULL_CART);
      expect((await createOrderByApi(visit.shop, visit.customer)).status).toBe(201);
      await openAt(visit, '/orders', heading(visit.page, 'orders:title'));
      await expect(visit.page.getByTestId('order-card')).toHaveCount(1);
    },
  },
  { name: 'profile', who: 'customer', open: (visit) => openAt(visit, '/profile', heading(visit.page, 'profile:title')) },
  {
    name: 'profile-change-email',
    who: 'customer',
    async open(visit) {
      await openAt(visit, '/profile', heading(visit.page, 'profile:title'));
      await visit.page.getByRole('button', { name: t(visit, 'profile:changeEmail') }).click();
      await expect(visit.page.getByLabel(t(visit, 'profile:newEmail'))).toBeVisible();
    },
  },
  {
    name: 'profile-change-password',
    who: 'customer',
    async open(visit) {
      await openAt(visit, '/profile', heading(visit.page, 'profile:title'));
      await visit.page.getByRole('button', { name: t(visit, 'profile:changePassword') }).click();
      await expect(visit.page.getByLabel(t(visit, 'profile:currentPassword'))).toBeVisible();
    },
  },
  {
    name: 'subscribe',
    who: 'customer',
    open: (visit) =>
      openAt(visit, '/subscribe', (language) =>
        visit.page.getByTestId('subscriptions-unavailable').getByText(message(language, 'subscribe:notConfigured')),
      ),
  },

  // --- Admin screens.
  {
    name: 'admin-users',
    who: 'admin',
    async open(visit) {
      await insertPendingUser(visit.shop.databaseUrl as string);
      await openAt(visit, '/manageusers', heading(visit.page, 'admin:users.title'));
      await expect(visit.page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'admin-invite-codes',
    who: 'admin',
    async open(visit) {
      await openAt(visit, '/manageInviteCodes', heading(visit.page, 'admin:invites.title'));
      await visit.page.getByRole('button', { name: t(visit, 'admin:invites.create') }).click();
      await expect(visit.page.getByLabel(t(visit, 'admin:invites.customCode'))).toBeVisible();
    },
  },
  {
    name: 'admin-discounts',
    who: 'admin',
    open: (visit) => openAt(visit, '/managediscounts', heading(visit.page, 'admin:discounts.title')),
  },
  { name: 'admin-audit-log', who: 'admin', open: (visit) => openAt(visit, '/audit-log', heading(visit.page, 'admin:audit.title')) },
  {
    name: 'admin-item-list',
    who: 'admin',
    async open(visit) {
      await openAt(visit, '/fireworks/artillery', (language) => visit.page.getByText(message(language, 'catalog:admin.bogoYes')).first());
      await visit.page.getByRole('button', { name: t(visit, 'catalog:admin.addItem'), exact: true }).click();
      await expect(visit.page.getByLabel(t(visit, 'catalog:admin.titleField'), { exact: true })).toBeVisible();
    },
  },
  {
    name: 'admin-orders',
    who: 'admin',
    async open(visit) {
      await putInCart(visit.shop, visit.customer, FULL_CART);
      expect((await createOrderByApi(visit.shop, visit.customer)).status).toBe(201);
      await openAt(visit, '/orders', heading(visit.page, 'orders:title'));
      await visit.page.getByRole('searchbox').fill(visit.customer.username);
      await expect(visit.page.getByTestId('order-card')).toHaveCount(1);
    },
  },
  {
    // One order in the console (issue 15): a payment and a voided one in the ledger, the record-payment form.
    name: 'admin-order',
    who: 'admin',
    async open(visit) {
      await putInCart(visit.shop, visit.customer, FULL_CART);
      const created = await createOrderByApi(visit.shop, visit.customer);
      expect(created.status).toBe(201);
      const { orderId, orderNumber } = created.body as { orderId: string; orderNumber: string };
      const token = await adminToken(visit.shop);
      const paymentsPath = `/api/orders/${orderId}/payments`;
      expect(
        (await callApi(visit.shop, 'POST', paymentsPath, { token, body: { amount: '100', method: 'zelle', reference: 'ZL-1' } })).status,
      ).toBe(201);
      const wrong = await callApi<{ payment: { _id: string } }>(visit.shop, 'POST', paymentsPath, {
        token,
        body: { amount: '5', method: 'cash' },
      });
      const voided = await callApi(visit.shop, 'POST', `${paymentsPath}/${wrong.body.payment._id}/void`, {
        token,
        body: { reason: 'ZL-1' },
      });
      expect(voided.status).toBe(200);
      await openAt(visit, `/orders/${orderId}`, heading(visit.page, 'orders:card.heading', { number: orderNumber }));
      await expect(visit.page.getByRole('button', { name: t(visit, 'orders:record.submit') })).toBeVisible();
    },
  },
];

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

for (const screen of SCREENS) {
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
      if (language === 'es') {
        await quality.expectNoEnglish(screen.name, { allow: [...(await shopData(shop)), customer.username, 'Casey Customer'] });
      }
      await quality.screenshots(language === 'en' ? screen.name : `${screen.name}-${language}`);
    });
  }
}
