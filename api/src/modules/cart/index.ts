import { CartRoutes } from '@fireworks/core/contract';
import { orderAmounts } from '@fireworks/core/rules';
import type { Api } from '../../shared/api';
import { parseFundsToAdd } from '../funds/funds.service';
import { srcsetsByUrl } from '../uploads/uploads.service';
import { loadPricedCart, type PricedCartLine } from './cart.queries';
import { cartCents, cartCheckout, toApiCartItem, toApiCartTotals, updateCart } from './cart.service';
import { CartTotalsCache } from './cart-totals.cache';
import { cachedPricing } from './pricing.cache';

/** The server-side cart (one per user, kept across devices) and its totals. */
export default async function cartRoutes(app: Api) {
  const { db, clock, config, changes, storage } = app.ctx;
  // Totals without a query in steady state: cents per user (change feed `c:<id>`, `items`,
  // `discounts`), the sales windows until the calendar changes (`season`).
  const totalsCache = new CartTotalsCache(changes);
  const pricing = cachedPricing(db, changes);
  /** The cart's answer: each line with its picture's resized copies (a thumbnail, not the full picture). */
  const cartAnswer = async (lines: PricedCartLine[]) => {
    const srcsets = await srcsetsByUrl(
      db,
      storage,
      lines.map((line) => line.imageUrl),
    );
    return { cart: lines.map((line) => toApiCartItem(line, srcsets.get(line.imageUrl))) };
  };

  app.get('/get-cart', { preHandler: app.requireUser, schema: CartRoutes.getCart }, async (request) => {
    return cartAnswer(await loadPricedCart(db, request.account!.id));
  });

  app.post(
    '/update-cart',
    { preHandler: app.requireUser, schema: CartRoutes.updateCart, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request) => {
      const userId = request.account!.id;
      const lines = await updateCart(db, userId, request.body.cartItems).finally(() => changes.announce(`c:${userId}`));
      return cartAnswer(lines);
    },
  );

  app.get('/getCartTotal', { preHandler: app.requireUser, schema: CartRoutes.getCartTotal }, async (request) => {
    const { query } = request;
    const account = request.account!;
    const [cents, salesWindows] = await Promise.all([
      totalsCache.get(account.id, async () => {
        const [lines, rules] = await Promise.all([loadPricedCart(db, account.id), pricing.discountRules()]);
        return cartCents(lines, rules);
      }),
      pricing.salesWindows(),
    ]);
    // Worked out on every read: the clock decides whether a sales window is open.
    const checkout = cartCheckout(cents, { now: clock.now(), timeZone: config.shopTimezone }, salesWindows);
    const amounts = orderAmounts({
      amountDueCents: cents.totals.amountDueCents,
      fundsToAddCents: parseFundsToAdd(query.FundstoAdd),
      availableFundsCents: account.fundsCents,
      useFunds: query.useFunds === 'true',
    });
    return toApiCartTotals({ totals: cents.totals, checkout, nudge: cents.nudge }, amounts, account.fundsCents);
  });
}
