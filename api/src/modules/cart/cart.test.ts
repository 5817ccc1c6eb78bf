import { cartNudge, cartTotals, checkoutStatus, orderAmounts } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertDemoDiscounts, insertItem } from '../../../test/cart-fixtures';
import { buildTestApp, call, createUser, IN_WINDOW, type TestApp } from '../../../test/helper';
import { cartItems, items } from '../../db/schema';
import { updateCart } from './cart.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertDemoDiscounts(t.app);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(IN_WINDOW));

/** The API's dollars are cents / 100, so they compare exactly. */
const dollars = (cents: number) => cents / 100;

describe('GET /api/get-cart and POST /api/update-cart', () => {
  it('starts empty and needs a signed-in user', async () => {
    const { token } = await createUser(t.app);
    expect((await call(t.app, 'GET', '/api/get-cart', { token })).json()).toEqual({ cart: [] });
    expect((await call(t.app, 'GET', '/api/get-cart')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/update-cart', { payload: { cartItems: [] } })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/getCartTotal')).statusCode).toBe(401);
  });

  it('names items by category and title, prices them from the catalogue and ignores prices sent', async () => {
    const plain = await insertItem(t.app, { category: 'Roman Candles', priceCents: 2999 });
    const bogo = await insertItem(t.app, { category: 'Small Cakes', priceCents: 1599, bogo: true });
    const { token } = await createUser(t.app);
    const response = await call(t.app, 'POST', '/api/update-cart', {
      token,
      payload: {
        cartItems: [
          { category: 'roman_candles', title: plain.title, quantity: 2, imageUrl: 'x', price: '$0.01', _id: 'forged', lineTotal: 0 },
          { category: 'Small Cakes', title: bogo.title, quantity: 3, imageUrl: bogo.imageUrl, price: 0 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = [
      {
        _id: plain.id,
        category: 'Roman Candles',
        title: plain.title,
        quantity: 2,
        imageUrl: plain.imageUrl,
        price: '$29.99',
        BOGO: false,
        freeQuantity: 0,
        lineTotal: 59.98,
      },
      {
        _id: bogo.id,
        category: 'Small Cakes',
        title: bogo.title,
        quantity: 3,
        imageUrl: bogo.imageUrl,
        price: '$15.99',
        BOGO: true,
        freeQuantity: 3,
        lineTotal: 47.97,
      },
    ];
    expect(response.json()).toEqual({ cart: expected });
    expect((await call(t.app, 'GET', '/api/get-cart', { token })).json()).toEqual({ cart: expected });
  });

  it('merges lines naming the same item and replaces the whole cart on each save', async () => {
    const item = await insertItem(t.app);
    const other = await insertItem(t.app);
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [
      { item, quantity: 1 },
      { item: other, quantity: 1 },
      { item, quantity: 4 },
    ]);
    let cart = (await call(t.app, 'GET', '/api/get-cart', { token })).json().cart;
    expect(cart.map((l: { title: string; quantity: number }) => [l.title, l.quantity])).toEqual([
      [item.title, 5],
      [other.title, 1],
    ]);
    await fillCart(t.app, token, [{ item: other, quantity: 2 }]);
    cart = (await call(t.app, 'GET', '/api/get-cart', { token })).json().cart;
    expect(cart.map((l: { title: string; quantity: number }) => [l.title, l.quantity])).toEqual([[other.title, 2]]);
    await fillCart(t.app, token, []);
    expect((await call(t.app, 'GET', '/api/get-cart', { token })).json()).toEqual({ cart: [] });
  });

  it('refuses unknown and hidden items and leaves the cart as it was', async () => {
    const item = await insertItem(t.app);
    const hidden = await insertItem(t.app, { visible: false });
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [{ item, quantity: 2 }]);
    for (const bad of [
      { category: 'Cakes', title: 'No Such Cake' },
      { category: 'Rockets', title: item.title },
      { category: hidden.category, title: hidden.title },
    ]) {
      const response = await call(t.app, 'POST', '/api/update-cart', {
        token,
        payload: { cartItems: [{ ...bad, quantity: 1, imageUrl: '' }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `'${bad.title}' (${bad.category}) is not available. Remove it from your cart and try again.`,
      });
    }
    const cart = (await call(t.app, 'GET', '/api/get-cart', { token })).json().cart;
    expect(cart).toMatchObject([{ title: item.title, quantity: 2 }]);
  });

  it.each([[0], [-1], [1.5], ['2'], [10_000]])('refuses a quantity of %p', async (quantity) => {
    const item = await insertItem(t.app);
    const { token } = await createUser(t.app);
    const response = await call(t.app, 'POST', '/api/update-cart', {
      token,
      payload: { cartItems: [{ category: item.category, title: item.title, quantity, imageUrl: '' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('refuses bodies that are not a cart', async () => {
    const { token } = await createUser(t.app);
    for (const payload of [{}, { cartItems: 'all' }, { cartItems: [{ title: 'x', quantity: 1 }] }, { cartItems: [], extra: 1 }]) {
      expect((await call(t.app, 'POST', '/api/update-cart', { token, payload })).statusCode).toBe(400);
    }
  });

  it('refuses a cart above $1,000,000.00 after tax, and merged lines above 9999 units', async () => {
    const dear = await insertItem(t.app, { priceCents: 99_999_999 });
    const { token } = await createUser(t.app);
    const tooMuch = await call(t.app, 'POST', '/api/update-cart', {
      token,
      payload: { cartItems: [{ category: dear.category, title: dear.title, quantity: 2, imageUrl: '' }] },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ error: 'A cart can hold at most $1,000,000.00 after tax.' });

    const cheap = await insertItem(t.app, { priceCents: 1 });
    const line = { category: cheap.category, title: cheap.title, quantity: 9999, imageUrl: '' };
    const merged = await call(t.app, 'POST', '/api/update-cart', { token, payload: { cartItems: [line, { ...line, quantity: 1 }] } });
    expect(merged.statusCode).toBe(400);
    expect(merged.json()).toEqual({ error: `At most 9999 of '${cheap.title}' fit in one cart.` });
  });

  it('keeps the cart on the server: a second session of the same user sees it', async () => {
    const item = await insertItem(t.app);
    const { user, token } = await createUser(t.app);
    await fillCart(t.app, token, [{ item, quantity: 3 }]);
    const { startSession } = await import('../../plugins/auth');
    const otherDevice = await startSession(t.app, user);
    expect((await call(t.app, 'GET', '/api/get-cart', { token: otherDevice })).json().cart).toMatchObject([
      { title: item.title, quantity: 3 },
    ]);
  });

  it('leaves out items hidden after they were added, and shows them again when visible', async () => {
    const item = await insertItem(t.app);
    const later = await insertItem(t.app);
    const { token } = await createUser(t.app);
    await fillCart(t.app, token, [
      { item, quantity: 1 },
      { item: later, quantity: 1 },
    ]);
    await t.app.ctx.db.update(items).set({ visible: false }).where(eq(items.id, later.id));
    expect((await call(t.app, 'GET', '/api/get-cart', { token })).json().cart).toMatchObject([{ title: item.title }]);
    expect((await call(t.app, 'GET', '/api/getCartTotal', { token })).json().subtotal).toBe(12.99);
    await t.app.ctx.db.update(items).set({ visible: true }).where(eq(items.id, later.id));
    expect((await call(t.app, 'GET', '/api/get-cart', { token })).json().cart).toHaveLength(2);
  });

  it('survives concurrent saves of one user: every save is whole, the last one wins', async () => {
    const item = await insertItem(t.app);
    const other = await insertItem(t.app);
    const { token } = await createUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t.app, 'POST', '/api/update-cart', {
          token,
          payload: {
            cartItems: [
              { category: item.category, title: item.title, quantity: i + 1 },
              { category: other.category, title: other.title, quantity: i + 1 },
            ],
          },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const cart = (await call(t.app, 'GET', '/api/get-cart', { token })).json().cart as Array<{ quantity: number }>;
    expect(cart).toHaveLength(2);
    expect(cart[0]?.quantity).toBe(cart[1]?.quantity);
  });

  it('answers "session ended" and writes nothing for a user deleted after the session check', async () => {
    // The race's end state: the session was valid, the user row is gone when the cart is saved.
    const item = await insertItem(t.app);
    const gone = 'user-deleted-meanwhile';
    await expect(updateCart(t.app.ctx.db, gone, [{ category: item.category, title: item.title, quantity: 1 }])).rejects.toMatchObject({
      kind: 'UNAUTHORIZED',
      messageKey: 'sessionEnded',
    });
    expect(await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, gone))).toEqual([]);
  });
});

describe('GET /api/getCartTotal', () => {
  const demoRules = [
    { minCents: 100_000, maxCents: 249_999, percentage: 5 },
    { minCents: 250_000, maxCents: null, percentage: 10 },
  ];
  const table: Array<{ name: string; lines: Array<{ priceCents: number; quantity: number; bogo?: boolean }> }> = [
    { name: 'one small line', lines: [{ priceCents: 1299, quantity: 1 }] },
    { name: 'just under $500.00 after tax', lines: [{ priceCents: 46_188, quantity: 1 }] },
    { name: 'exactly $500.00 after tax', lines: [{ priceCents: 46_189, quantity: 1 }] },
    {
      name: 'BOGO and plain lines',
      lines: [
        { priceCents: 24_999, quantity: 2 },
        { priceCents: 2_999, quantity: 1, bogo: true },
      ],
    },
    { name: 'exactly $1,000.00 after tax: first tier', lines: [{ priceCents: 92_379, quantity: 1 }] },
    { name: '$999.99 after tax: no tier', lines: [{ priceCents: 92_378, quantity: 1 }] },
    {
      name: 'second tier with odd cents',
      lines: [
        { priceCents: 12_345, quantity: 17 },
        { priceCents: 899, quantity: 33, bogo: true },
        { priceCents: 7, quantity: 3 },
      ],
    },
  ];

  it.each(table)('$name: matches the rules module to the cent', async ({ lines }) => {
    const { token } = await createUser(t.app);
    const rows: ItemRow[] = [];
    for (const line of lines) rows.push(await insertItem(t.app, { priceCents: line.priceCents, bogo: line.bogo ?? false }));
    await fillCart(
      t.app,
      token,
      rows.map((item, i) => ({ item, quantity: lines[i]!.quantity })),
    );
    const expected = cartTotals(
      lines.map((l) => ({ priceCents: l.priceCents, quantity: l.quantity, bogo: l.bogo ?? false })),
      demoRules,
    );
    const status = checkoutStatus({
      lineCount: lines.length,
      totalAfterTaxCents: expected.totalAfterTaxCents,
      now: IN_WINDOW,
      timeZone: 'America/Chicago',
    });
    const nudge = cartNudge(expected.subtotalCents, demoRules);
    const body = (await call(t.app, 'GET', '/api/getCartTotal', { token })).json();
    expect(body).toEqual({
      totalAmount: dollars(expected.totalAfterTaxCents),
      subtotal: dollars(expected.subtotalCents),
      tax: dollars(expected.taxCents),
      totalAfterTax: dollars(expected.totalAfterTaxCents),
      discountPercentage: expected.discountPercentage,
      discountAmount: dollars(expected.discountCents),
      amountDue: dollars(expected.amountDueCents),
      minimumDeposit: dollars(expected.minimumDepositCents),
      fundsToAdd: 0,
      fundsUsed: 0,
      amountNeeded: dollars(expected.amountDueCents),
      dueLater: dollars(expected.amountDueCents - expected.minimumDepositCents),
      availableFunds: 0,
      checkoutAllowed: status.allowed,
      checkoutBlockedReason: status.reason,
      nudge: { kind: nudge.kind, amountToGo: dollars(nudge.amountToGoCents), nextDiscountPercentage: nudge.nextDiscountPercentage },
    });
  });

  it('says why checkout is closed: empty cart, below the minimum, outside the sales window', async () => {
    const { token } = await createUser(t.app);
    expect((await call(t.app, 'GET', '/api/getCartTotal', { token })).json()).toMatchObject({
      totalAmount: 0,
      checkoutAllowed: false,
      checkoutBlockedReason: 'EMPTY_CART',
    });
    const small = await insertItem(t.app, { priceCents: 46_188 });
    await fillCart(t.app, token, [{ item: small, quantity: 1 }]);
    expect((await call(t.app, 'GET', '/api/getCartTotal', { token })).json()).toMatchObject({
      totalAmount: 499.99,
      checkoutAllowed: false,
      checkoutBlockedReason: 'BELOW_MINIMUM',
    });
    const enough = await insertItem(t.app, { priceCents: 46_189 });
    await fillCart(t.app, token, [{ item: enough, quantity: 1 }]);
    expect((await call(t.app, 'GET', '/api/getCartTotal', { token })).json()).toMatchObject({
      totalAmount: 500,
      checkoutAllowed: true,
      checkoutBlockedReason: null,
    });
    t.clock.set(new Date('2026-03-15T17:00:00Z'));
    expect((await call(t.app, 'GET', '/api/getCartTotal', { token })).json()).toMatchObject({
      checkoutAllowed: false,
      checkoutBlockedReason: 'OUTSIDE_SALES_WINDOW',
    });
  });

  it('quotes an order with funds to add and funds used, from the server-side balance', async () => {
    const { token } = await createUser(t.app, { fundsCents: 12_345 });
    const item = await insertItem(t.app, { priceCents: 60_000 });
    await fillCart(t.app, token, [{ item, quantity: 1 }]);
    const amountDue = cartTotals([{ priceCents: 60_000, quantity: 1, bogo: false }], demoRules).amountDueCents;
    const body = (await call(t.app, 'GET', '/api/getCartTotal?FundstoAdd=25.50&useFunds=true', { token })).json();
    const expected = orderAmounts({ amountDueCents: amountDue, fundsToAddCents: 2550, availableFundsCents: 12_345, useFunds: true });
    expect(body).toMatchObject({
      fundsToAdd: 25.5,
      fundsUsed: 123.45,
      amountNeeded: dollars(expected.amountNeededCents),
      minimumDeposit: dollars(expected.minimumDepositCents),
      dueLater: dollars(expected.dueLaterCents),
      availableFunds: 123.45,
    });
    for (const bad of ['-1', 'abc', '100000.01']) {
      const response = await call(t.app, 'GET', `/api/getCartTotal?FundstoAdd=${bad}`, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Funds to add must be an amount in dollars from 0 to $100,000.00.' });
    }
  });
});
