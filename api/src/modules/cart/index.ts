import { CartRoutes } from '@fireworks/core/contract';
import { orderAmounts } from '@fireworks/core/rules';
import type { Api } from '../../shared/api';
import { parseFundsToAdd } from '../funds/funds.service';
import { loadPricedCart } from './cart.queries';
import { summarizeCart, toApiCartItem, toApiCartTotals, updateCart } from './cart.service';

/** The server-side cart (one per user, kept across devices) and its totals. */
export default async function cartRoutes(app: Api) {
  const { db, clock, config } = app.ctx;

  app.get('/get-cart', { preHandler: app.requireUser, schema: CartRoutes.getCart }, async (request) => {
    const lines = await loadPricedCart(db, request.account!.id);
    return { cart: lines.map(toApiCartItem) };
  });

  app.post(
    '/update-cart',
    { preHandler: app.requireUser, schema: CartRoutes.updateCart, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request) => {
      const lines = await updateCart(db, request.account!.id, request.body.cartItems);
      return { cart: lines.map(toApiCartItem) };
    },
  );

  app.get('/getCartTotal', { preHandler: app.requireUser, schema: CartRoutes.getCartTotal }, async (request) => {
    const { query } = request;
    const account = request.account!;
    const summary = await summarizeCart(db, await loadPricedCart(db, account.id), { now: clock.now(), timeZone: config.shopTimezone });
    const amounts = orderAmounts({
      amountDueCents: summary.totals.amountDueCents,
      fundsToAddCents: parseFundsToAdd(query.FundstoAdd),
      availableFundsCents: account.fundsCents,
      useFunds: query.useFunds === 'true',
    });
    return toApiCartTotals(summary, amounts, account.fundsCents);
  });
}
