/**
 * THE table of every /api route (issue 8): who may call it, and how to call it. The authorization
 * matrix (authorization.test.ts) tries every row as every role; the hostile-input run
 * (hostile-input.test.ts) sends each route hundreds of generated bad requests. A route without a
 * row here, or a row without a route, fails the build.
 *
 * Adding a route: add a row with its `access`, a `request` that a permitted role would send
 * (body, url with its :params filled), a `setup` for the objects it refers to (made fresh for
 * every cell), and for object-level access (carts, orders, profile) a `check` that the answer
 * is the caller's own, with `otherCustomer` expected to be refused.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_SEASON, hasPermission } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartItems, discountRules, inviteCodes, orders, pendingApprovals, pickupSlots, subscriptions } from '../../src/db/schema';
import { loadSeasonCalendar } from '../../src/modules/season/season.service';
import { startSession } from '../../src/plugins/auth';
import { newId } from '../../src/shared/ids';
import { fillCart, insertItem } from '../cart-fixtures';
import { call, createUser, TEST_PASSWORD } from '../helper';
import { multipart, testImage } from '../uploads';
import type { Role, Sessions, StaffRole } from './roles';

/** 'ok' is any 2xx; a number is the exact refusal status. */
export type Expected = 'ok' | 400 | 401 | 403 | 404 | 409;
/**
 * Staff roles (counter, catalogue, manager) are left out of most rows: on a route whose contract entry names
 * a permission they get the admin's answer when their set holds it and 403 otherwise; on other
 * routes the customer's (matrix.ts `expectedFor`). A row names them only for object-level rules.
 */
export type Access = Record<Exclude<Role, StaffRole>, Expected> & Partial<Record<StaffRole, Expected>>;

const PUBLIC: Access = { anonymous: 'ok', unverified: 'ok', unapproved: 'ok', customer: 'ok', otherCustomer: 'ok', admin: 'ok' };
/** Any signed-in, verified and approved user; tokens of unverified or unapproved users are refused. */
const SIGNED_IN: Access = { anonymous: 401, unverified: 401, unapproved: 401, customer: 'ok', otherCustomer: 'ok', admin: 'ok' };
export const ADMIN_ONLY: Access = { ...SIGNED_IN, customer: 403, otherCustomer: 403 };
/**
 * A customer's own object (set up as `customer`'s): another customer gets 404, as if it did not
 * exist; staff who may read orders (counter) see it, others (catalogue) do not.
 */
const OWNER_OR_ADMIN: Access = { ...SIGNED_IN, otherCustomer: 404, catalogue: 404 };

export interface CellContext<F> {
  app: FastifyInstance;
  sessions: Sessions;
  role: Role;
  fixture: F;
}

export interface RequestShape {
  /** The path with its :params filled in (default: the route's path). */
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RouteSpec<F = unknown> {
  /** 'METHOD /api/path' exactly as registered, :params included. */
  route: string;
  access: Access;
  /** Objects the request refers to, made fresh for every cell (a user to approve, the caller's cart). */
  setup?: (app: FastifyInstance, sessions: Sessions, role: Role) => Promise<F>;
  /** The request a role sends (default: the route's path, no body). */
  request?: (ctx: CellContext<F>) => RequestShape;
  /** On a 2xx: a problem with the answer (e.g. someone else's data), or null. */
  check?: (body: unknown, ctx: CellContext<F>) => string | null;
  /** Hostile input is sent as this role (default: the most trusted role the route lets in). */
  hostileAs?: Role;
}

/** Keeps each row's fixture type while collecting rows of different types in one list. */
const row = <F>(spec: RouteSpec<F>): RouteSpec<unknown> => spec as RouteSpec<unknown>;

/** A user waiting for approval (verified, unapproved, with a pending record): the target of user-management rows. */
async function waitingUser(app: FastifyInstance) {
  const { user } = await createUser(app, { verified: true, approved: false });
  await app.ctx.db.insert(pendingApprovals).values({ id: newId(), userId: user.id, username: user.username });
  return user;
}

const unique = () => randomBytes(4).toString('hex').toUpperCase();
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

/** A new session of the role's user (none for anonymous), for rows that renew or end a session. */
const freshSession = async (app: FastifyInstance, sessions: Sessions, role: Role) =>
  role === 'anonymous' ? null : startSession(app, sessions[role].user);
const withFreshToken = ({ fixture }: CellContext<string | null>): RequestShape => ({
  headers: fixture ? { authorization: `Bearer ${fixture}` } : {},
});

/** A visible $600 catalogue item. */
const cake = (app: FastifyInstance) => insertItem(app, { priceCents: 60_000 });

/** An order of `customer` for one $600 cake, made through the API. */
async function customerOrder(app: FastifyInstance, sessions: Sessions): Promise<string> {
  await fillCart(app, sessions.customer.token, [{ item: await cake(app), quantity: 1 }]);
  const response = await call(app, 'POST', '/api/create-order', { token: sessions.customer.token, payload: {} });
  if (response.statusCode !== 201) throw new Error(`create-order failed: ${response.body}`);
  return (response.json() as { orderId: string }).orderId;
}

/** An upcoming pickup slot (after the test clock's November day) with room for every cell. */
async function upcomingSlot(app: FastifyInstance): Promise<string> {
  const id = newId();
  await app.ctx.db.insert(pickupSlots).values({ id, date: '2026-12-30', start: '09:00', end: '10:00', capacity: 1000 });
  return id;
}

/** A pickup order of `customer` holding its own slot: answers its id and pass code. */
async function customerPickupOrder(app: FastifyInstance, sessions: Sessions): Promise<{ id: string; code: string }> {
  await fillCart(app, sessions.customer.token, [{ item: await cake(app), quantity: 1 }]);
  const payload = { isPickup: true, pickupSlotId: await upcomingSlot(app) };
  const response = await call(app, 'POST', '/api/create-order', { token: sessions.customer.token, payload });
  if (response.statusCode !== 201) throw new Error(`create-order failed: ${response.body}`);
  const id = (response.json() as { orderId: string }).orderId;
  const [order] = await app.ctx.db.select({ code: orders.pickupCode }).from(orders).where(eq(orders.id, id));
  return { id, code: order?.code ?? '' };
}

const pngUpload = async () => multipart('dot.png', await testImage('png', 8, 8), 'image/png');

/** Signed-in callers with a valid session all get this status (for calls a valid body cannot make succeed here). */
const signedInGet = (status: Expected): Access => ({ ...SIGNED_IN, customer: status, otherCustomer: status, admin: status });
const everyone = (status: Expected): Access => ({
  anonymous: status,
  unverified: status,
  unapproved: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});

/** Whether a role sees `customer`'s orders in a list: their own, or every order with orders:read. */
const seesOrders = (role: Role, sessions: Sessions) =>
  role === 'customer' || (role !== 'anonymous' && hasPermission(sessions[role].user, 'orders:read'));

const isList = (body: unknown) => (Array.isArray(body) ? null : 'the answer is not a list');

const ownId = (body: unknown, ctx: CellContext<unknown>, field = '_id'): string | null => {
  if (ctx.role === 'anonymous') return null;
  const id = (body as Record<string, unknown>)[field];
  return id === ctx.sessions[ctx.role].user.id ? null : `answered ${field} ${String(id)}, not the caller's own`;
};

let unknownUsers = 0;
/** A fresh unknown name per call: ten failed logins lock a name for a while (per-account back-off). */
const unknownUsername = () => `nobody-at-all-${++unknownUsers}`;

let recoveryMails = 0;
/** A fresh address for the recovery e-mail rows (each address is limited to one mail per 45 s). */
const recoveryAddress = () => `someone-${++recoveryMails}@example.com`;

export const ROUTES: RouteSpec<unknown>[] = [
  row({ route: 'GET /api/health', access: PUBLIC }),
  row({ route: 'GET /api/config', access: PUBLIC }),
  row({
    route: 'GET /api/openapi.json',
    access: PUBLIC,
    check: (body) => ((body as { openapi?: unknown }).openapi === '3.1.0' ? null : 'not an OpenAPI 3.1 document'),
  }),
  row({
    route: 'POST /api/login',
    // Each role logs in with its own credentials; anonymous with wrong ones.
    access: { anonymous: 401, unverified: 403, unapproved: 403, customer: 'ok', otherCustomer: 'ok', admin: 'ok' },
    request: ({ role, sessions }) => ({
      payload:
        role === 'anonymous'
          ? { username: unknownUsername(), password: 'Wrong-Password-1' }
          : { username: sessions[role].user.username, password: sessions[role].password },
    }),
    check: (body, ctx) => ownId((body as { user: unknown }).user, ctx),
    hostileAs: 'anonymous',
  }),
  row({ route: 'POST /api/getuser', access: SIGNED_IN, check: (body, ctx) => ownId(body, ctx) }),
  row({
    route: 'POST /api/verify-token',
    access: SIGNED_IN,
    // Renewal retires the token it renews: each cell renews a fresh session of its role.
    setup: freshSession,
    request: withFreshToken,
    check: (body) => ((body as { valid?: unknown }).valid === true ? null : 'valid is not true'),
  }),
  row({
    route: 'POST /api/logout',
    access: SIGNED_IN,
    // Logout ends the session it is called with: each cell ends a fresh session of its role.
    setup: freshSession,
    request: withFreshToken,
    check: (body) => (typeof (body as { message?: unknown }).message === 'string' ? null : 'no message'),
  }),
  row({
    route: 'POST /api/changeApproval',
    access: ADMIN_ONLY,
    setup: async (app) => (await createUser(app, { verified: true, approved: false })).user,
    request: ({ fixture }) => ({ payload: { user_id: fixture.id, newValueApproved: true } }),
    check: (body, { fixture }) => ((body as { _id?: unknown })._id === fixture.id ? null : 'answered another user'),
  }),
  row({
    route: 'GET /api/userInformation',
    access: ADMIN_ONLY,
    check: (body, ctx) =>
      isList(body) ?? ((body as { _id: string }[]).some((u) => u._id === ctx.sessions.admin.user.id) ? 'the admin sees themselves' : null),
  }),
  row({
    route: 'POST /api/update-user-notes',
    access: ADMIN_ONLY,
    setup: waitingUser,
    // With the version the notes were loaded at (a new user's: 0); hostile inputs vary it too.
    request: ({ fixture }) => ({
      payload: { id: fixture.id, notes: 'Called about the July order.', seenNotesVersion: fixture.notesVersion },
    }),
  }),
  row({
    route: 'POST /api/remove_pending_approval',
    access: ADMIN_ONLY,
    setup: waitingUser,
    request: ({ fixture }) => ({ payload: { username: fixture.username } }),
  }),
  row({
    route: 'POST /api/delete-user',
    access: ADMIN_ONLY,
    setup: waitingUser,
    request: ({ fixture }) => ({ payload: { userone: fixture.id } }),
  }),
  row({ route: 'GET /api/invite-codes', access: ADMIN_ONLY, check: isList }),
  row({
    route: 'POST /api/generate-invite-code',
    access: ADMIN_ONLY,
    // With a staff preset (issue 41): the owner's call; hostile inputs vary the preset too.
    request: () => ({ payload: { code: `MATRIX-${unique()}`, uses: 3, preset: 'counter' } }),
  }),
  row({
    route: 'POST /api/delete-code',
    access: ADMIN_ONLY,
    setup: async (app) => {
      const code = `DELETE-ME-${unique()}`;
      await app.ctx.db.insert(inviteCodes).values({ id: newId(), code, uses: 1, createdBy: 'admin' });
      return code;
    },
    request: ({ fixture }) => ({ payload: { code: fixture } }),
  }),
  row({ route: 'GET /api/discounts', access: SIGNED_IN, check: isList }),
  row({
    route: 'POST /api/discounts',
    access: ADMIN_ONLY,
    request: () => ({ payload: { priceRange: { min: 100, max: 200 }, discountPercentage: 5 } }),
  }),
  row({
    route: 'DELETE /api/discounts/:id',
    access: ADMIN_ONLY,
    setup: async (app) => {
      const id = newId();
      await app.ctx.db.insert(discountRules).values({ id, minCents: 0, maxCents: 10_000, percentage: 3 });
      return id;
    },
    request: ({ fixture }) => ({ url: `/api/discounts/${fixture}` }),
  }),
  // ?actor= filters by person (issue 41): the hostile-input run varies it too.
  row({ route: 'GET /api/audit-log', access: ADMIN_ONLY, request: () => ({ url: '/api/audit-log?actor=admin&limit=5' }), check: isList }),

  // The sales calendar (issue 17): public to read; admins replace it (with the spec's windows here),
  // sending the version they loaded (hostile inputs vary it too).
  row({ route: 'GET /api/season', access: PUBLIC }),
  row({
    route: 'PUT /api/season',
    access: ADMIN_ONLY,
    setup: async (app) => (await loadSeasonCalendar(app.ctx.db)).version,
    request: ({ fixture }) => ({
      payload: { salesWindows: DEFAULT_SEASON.salesWindows, preorderWindows: DEFAULT_SEASON.preorderWindows, seenVersion: fixture },
    }),
  }),
  // The store's location (issue 40 item 3): public to read; admins with settings:edit replace it.
  row({ route: 'GET /api/store-location', access: PUBLIC }),
  row({
    route: 'PUT /api/store-location',
    access: ADMIN_ONLY,
    request: () => ({
      payload: {
        address: '12 Main St, Austin 78701',
        hours: { en: 'Mon–Sat 10 am–8 pm', es: 'lun–sáb 10–20 h' },
        mapUrl: 'https://maps.example.com/',
      },
    }),
  }),
  row({ route: 'GET /api/dashboard', access: ADMIN_ONLY, request: () => ({ url: '/api/dashboard?from=2026-11-01&to=2026-11-30' }) }),

  // Accounts: public sign-up, verification and recovery; signed-in profile changes.
  row({
    route: 'POST /api/signup',
    access: PUBLIC,
    setup: async (app) => {
      const code = `SIGNUP-${unique()}`;
      await app.ctx.db.insert(inviteCodes).values({ id: newId(), code, uses: 1, createdBy: 'admin' });
      return code;
    },
    request: ({ fixture }) => {
      const name = `matrix${unique().toLowerCase()}`;
      return {
        payload: {
          username: name,
          password: 'Matrix-Pass-1',
          inviteCode: fixture,
          email: `${name}@example.com`,
          firstname: 'Mat',
          lastname: 'Rix',
          phonenumber: `555${digits(7)}`,
        },
      };
    },
    hostileAs: 'anonymous',
  }),
  row({
    route: 'POST /api/verify-phone',
    access: PUBLIC,
    setup: async (app) => (await createUser(app, { verified: false, approved: false })).user,
    request: ({ fixture }) => ({ payload: { phoneNumber: fixture.phonenumber } }),
    hostileAs: 'anonymous',
  }),
  // Public: any caller with the username and password of an account whose phone is not verified
  // yet corrects its number (each cell its own account and a new number).
  row({
    route: 'POST /api/change-signup-phone',
    access: PUBLIC,
    setup: async (app) => (await createUser(app, { verified: false, approved: false })).user,
    request: ({ fixture }) => ({ payload: { username: fixture.username, password: TEST_PASSWORD, phoneNumber: `555${digits(7)}` } }),
    check: (body, { fixture }) =>
      (body as { phonenumber?: unknown }).phonenumber === fixture.phonenumber ? 'the number did not change' : null,
    hostileAs: 'anonymous',
  }),
  row({
    route: 'POST /api/password-reset',
    access: PUBLIC,
    // A new address per call: one address gets one recovery e-mail per 45 s.
    request: () => ({ payload: { email: recoveryAddress() } }),
    hostileAs: 'anonymous',
  }),
  row({
    route: 'POST /api/send-username-email',
    access: PUBLIC,
    request: () => ({ payload: { email: recoveryAddress() } }),
    hostileAs: 'anonymous',
  }),
  // Public: an unknown token is refused the same way for everyone.
  row({
    route: 'POST /api/reset-password',
    access: everyone(400),
    request: () => ({ payload: { token: 'not-a-real-token', newPassword: 'Matrix-Pass-2' } }),
    hostileAs: 'anonymous',
  }),
  row({
    route: 'POST /api/send-verification-email',
    access: SIGNED_IN,
    request: () => ({ payload: { newEmail: `matrix${unique().toLowerCase()}@example.com` } }),
  }),
  // Without the code sent by e-mail a signed-in user is refused (400), anyone else is not let in.
  row({
    route: 'POST /api/change-email',
    access: signedInGet(400),
    request: () => ({ payload: { newEmail: `matrix${unique().toLowerCase()}@example.com`, code: '000000' } }),
  }),
  // With a wrong current password (a right one would end the role's session for later rows).
  row({
    route: 'POST /api/change-password',
    access: signedInGet(400),
    request: () => ({ payload: { currentPassword: `not-${TEST_PASSWORD}`, newPassword: 'Matrix-Pass-3' } }),
  }),

  // Catalogue and uploads.
  row({ route: 'GET /api/fireworks', access: SIGNED_IN, request: () => ({ url: '/api/fireworks?category=cakes' }), check: isList }),
  row({
    route: 'GET /api/featured',
    access: SIGNED_IN,
    setup: cake,
    check: (body) => {
      const { bogo, topSellers } = body as { bogo?: unknown; topSellers?: unknown };
      return isList(bogo) ?? isList(topSellers);
    },
  }),
  row({
    route: 'POST /api/update-item/:id',
    access: ADMIN_ONLY,
    setup: cake,
    request: ({ fixture }) => ({
      url: `/api/update-item/${fixture.id}`,
      // The product page's optional details too (issue 40 item 4), and the price and visibility the
      // form showed (kept when sent back unchanged), so hostile bodies start from them.
      payload: {
        description: 'Now with more sparkle.',
        price: '24.99',
        priceSeen: '24.99',
        visible: true,
        visibleSeen: true,
        effects: 'Gold crackle',
        durationSeconds: 45,
        shotCount: 25,
        safetyNotes: 'Keep back.',
      },
    }),
  }),
  row({
    route: 'POST /api/delete-item/:id',
    access: ADMIN_ONLY,
    setup: cake,
    request: ({ fixture }) => ({ url: `/api/delete-item/${fixture.id}` }),
  }),
  row({
    route: 'POST /api/items/bulk',
    access: ADMIN_ONLY,
    setup: cake,
    request: ({ fixture }) => ({ payload: { ids: [fixture.id], action: 'price', percent: '10' } }),
  }),
  row({
    route: 'POST /api/items/bulk-stock',
    access: ADMIN_ONLY,
    setup: cake,
    request: ({ fixture }) => ({ payload: { ids: [fixture.id], mode: 'set', quantity: 12 } }),
  }),
  ...['POST /api/addNewItem', 'POST /api/addNewItem/'].map((route) =>
    row({
      route,
      access: ADMIN_ONLY,
      request: () => ({
        payload: {
          category: 'Fountains',
          title: `Matrix Fountain ${unique()}`,
          price: '$19.99',
          durationSeconds: 40,
          safetyNotes: 'Keep back.',
        },
      }),
    }),
  ),
  row({ route: 'POST /api/uploads', access: ADMIN_ONLY, setup: pngUpload, request: ({ fixture }) => fixture }),
  row({
    route: 'POST /api/delete-upload',
    access: ADMIN_ONLY,
    setup: async (app, sessions) => {
      const upload = await pngUpload();
      const response = await call(app, 'POST', '/api/uploads', { token: sessions.admin.token, ...upload });
      return (response.json() as { url: string }).url;
    },
    request: ({ fixture }) => ({ payload: { url: fixture } }),
  }),

  // Cart, orders and funds: the caller's own.
  row({ route: 'GET /api/get-cart', access: SIGNED_IN, check: (body) => isList((body as { cart?: unknown }).cart) }),
  row({
    route: 'POST /api/update-cart',
    access: SIGNED_IN,
    setup: cake,
    request: ({ fixture }) => ({ payload: { cartItems: [{ category: fixture.category, title: fixture.title, quantity: 2 }] } }),
    check: (body, { fixture }) => {
      const cart = (body as { cart: { title: string; quantity: number }[] }).cart;
      return cart.length === 1 && cart[0]?.title === fixture.title && cart[0]?.quantity === 2
        ? null
        : `answered another cart: ${JSON.stringify(cart)}`;
    },
  }),
  row({ route: 'GET /api/getCartTotal', access: SIGNED_IN }),
  row({
    route: 'POST /api/create-order',
    access: SIGNED_IN,
    // The caller's cart holds one $600 line (above the $500 minimum; the test clock is in November).
    setup: async (app, sessions, role) => {
      const item = await cake(app);
      if (role !== 'anonymous') await app.ctx.db.insert(cartItems).values({ userId: sessions[role].user.id, itemId: item.id, quantity: 1 });
      return item;
    },
    request: () => ({ payload: { isPickup: true } }),
    check: (body) => (typeof (body as { orderId?: unknown }).orderId === 'string' ? null : 'no orderId'),
  }),
  row({
    route: 'GET /api/user-orders',
    access: SIGNED_IN,
    setup: customerOrder,
    // Customers see their own orders only; admins see all.
    check: (body, { role, fixture, sessions }) => {
      const ids = (body as { _id: string }[]).map((o) => o._id);
      const sees = ids.includes(fixture);
      return seesOrders(role, sessions) !== sees ? `${role} ${sees ? 'sees' : 'does not see'} the customer's order` : null;
    },
  }),
  row({
    route: 'POST /api/update-order',
    access: ADMIN_ONLY,
    setup: customerOrder,
    // With the amount paid the console's form showed (a fresh order: $0.00), so hostile bodies vary it too.
    request: ({ fixture }) => ({ payload: { order_id: fixture, order_amountPayed: 150, order_amountPayedSeen: 0 } }),
  }),
  row({
    route: 'POST /api/delete-order',
    access: ADMIN_ONLY,
    setup: customerOrder,
    request: ({ fixture }) => ({ payload: { order_id: fixture } }),
  }),
  row({
    route: 'GET /api/orders/:id',
    access: OWNER_OR_ADMIN,
    setup: customerOrder,
    request: ({ fixture }) => ({ url: `/api/orders/${fixture}` }),
    check: (body, { fixture }) => ((body as { _id?: string })._id === fixture ? null : 'answered another order'),
  }),
  row({
    route: 'GET /api/orders',
    access: SIGNED_IN,
    setup: customerOrder,
    // Customers page through their own orders only; admins through all.
    check: (body, { role, fixture, sessions }) => {
      const sees = (body as { data: { _id: string }[] }).data.some((o) => o._id === fixture);
      return seesOrders(role, sessions) !== sees ? `${role} ${sees ? 'sees' : 'does not see'} the customer's order` : null;
    },
  }),
  row({ route: 'GET /api/orders.csv', access: ADMIN_ONLY, setup: customerOrder }),
  row({ route: 'GET /api/payments.csv', access: ADMIN_ONLY }),
  row({
    route: 'POST /api/orders/:id/remind',
    access: ADMIN_ONLY,
    setup: customerOrder,
    request: ({ fixture }) => ({ url: `/api/orders/${fixture}/remind` }),
  }),
  row({
    route: 'POST /api/orders/:id/payments',
    access: ADMIN_ONLY,
    setup: customerOrder,
    request: ({ fixture }) => ({ url: `/api/orders/${fixture}/payments`, payload: { amount: 25, method: 'zelle', reference: 'ZL-1' } }),
  }),
  row({
    route: 'POST /api/orders/:id/payments/:paymentId/void',
    access: ADMIN_ONLY,
    // An order of the customer with one $25 payment recorded by the admin.
    setup: async (app, sessions) => {
      const orderId = await customerOrder(app, sessions);
      const response = await call(app, 'POST', `/api/orders/${orderId}/payments`, {
        token: sessions.admin.token,
        payload: { amount: 25, method: 'cash' },
      });
      if (response.statusCode !== 201) throw new Error(`payment failed: ${response.body}`);
      return { orderId, paymentId: (response.json() as { payment: { _id: string } }).payment._id };
    },
    request: ({ fixture }) => ({
      url: `/api/orders/${fixture.orderId}/payments/${fixture.paymentId}/void`,
      payload: { reason: 'Entered twice' },
    }),
  }),
  row({
    route: 'POST /api/subscribe',
    access: SIGNED_IN,
    request: () => ({ payload: { subscriptionID: `I-MATRIX${unique()}` } }),
  }),
  row({
    route: 'GET /api/subscriptions',
    access: SIGNED_IN,
    setup: async (app, sessions) => {
      const subscriptionId = `I-CUSTOMER${unique()}`;
      await app.ctx.db.insert(subscriptions).values({ id: newId(), userId: sessions.customer.user.id, subscriptionId });
      return subscriptionId;
    },
    // Each user sees their own subscriptions only (admins too).
    check: (body, { role, fixture }) => {
      const sees = (body as { subscriptions: { subscriptionID: string }[] }).subscriptions.some((s) => s.subscriptionID === fixture);
      return sees === (role === 'customer') ? null : `${role} ${sees ? 'sees' : 'does not see'} the customer's subscription`;
    },
  }),
  row({ route: 'GET /api/pickup-slots', access: SIGNED_IN, check: isList }),
  row({
    route: 'POST /api/pickup-slots',
    access: ADMIN_ONLY,
    // A fresh date and time per cell, so no cell meets another's slot (409).
    request: () => {
      const n = randomBytes(3);
      const pad = (v: number) => String(v).padStart(2, '0');
      return {
        payload: {
          date: `2027-${pad(1 + (n[0]! % 12))}-${pad(1 + (n[1]! % 28))}`,
          start: `08:${pad(n[2]! % 60)}`,
          end: '12:00',
          capacity: 5,
        },
      };
    },
  }),
  row({
    route: 'DELETE /api/pickup-slots/:id',
    access: ADMIN_ONLY,
    setup: upcomingSlot,
    request: ({ fixture }) => ({ url: `/api/pickup-slots/${fixture}` }),
  }),
  row({ route: 'GET /api/pickups', access: ADMIN_ONLY, request: () => ({ url: '/api/pickups?date=2026-12-30' }) }),
  row({
    route: 'GET /api/orders/lookup',
    access: ADMIN_ONLY,
    setup: customerPickupOrder,
    request: ({ fixture }) => ({ url: `/api/orders/lookup?code=${fixture.code}` }),
  }),
  row({
    route: 'POST /api/orders/:id/picked-up',
    access: ADMIN_ONLY,
    setup: customerPickupOrder,
    request: ({ fixture }) => ({ url: `/api/orders/${fixture.id}/picked-up`, payload: { reason: 'Pays at the next visit' } }),
  }),
  row({
    route: 'POST /api/orders/:id/pickup-slot',
    // The counter moves any pickup order; the owner moves their own (well before its slot starts, as
    // here); another customer is told it does not exist; staff without pickups:work get 403 (contract).
    access: { ...SIGNED_IN, otherCustomer: 404 },
    setup: async (app, sessions) => ({ ...(await customerPickupOrder(app, sessions)), to: await upcomingSlot(app) }),
    request: ({ fixture }) => ({ url: `/api/orders/${fixture.id}/pickup-slot`, payload: { pickupSlotId: fixture.to } }),
    check: (body, { fixture }) => ((body as { _id?: string })._id === fixture.id ? null : 'answered another order'),
    // Hostile input through the owner's checks (the newer path; the counter's is the older one).
    hostileAs: 'customer',
  }),
  // A custom set holding staff:manage lists the staff and gives a customer permissions it holds
  // (named here, not only derived: the contract once said 'owner' and the permission did nothing).
  row({ route: 'GET /api/staff', access: { ...ADMIN_ONLY, manager: 'ok' }, check: isList }),
  row({
    route: 'PUT /api/staff/:userId',
    access: { ...ADMIN_ONLY, manager: 'ok' },
    setup: async (app) => (await createUser(app)).user.id,
    request: ({ fixture }) => ({ url: `/api/staff/${fixture}`, payload: { permissions: ['orders:read', 'pickups:work'] } }),
  }),
  row({ route: 'GET /api/fundsinacct', access: SIGNED_IN, check: (body) => (typeof body === 'number' ? null : 'funds are not a number') }),
];
