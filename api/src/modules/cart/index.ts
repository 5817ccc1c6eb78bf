import { orderAmounts } from '@fireworks/core/rules';
import type { FastifyInstance } from 'fastify';
import { parseFundsToAdd } from '../funds/funds.service';
import { loadPricedCart } from './cart.queries';
import { CartTotalQuery, UpdateCartBody, type UpdateCartLine } from './cart.schemas';
import { summarizeCart, toApiCartItem, toApiCartTotals, updateCart } from './cart.service';

/** The server-side cart (one per user, kept across devices) and its totals. */
export default async function cartRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.ctx;

  app.get('/get-cart', { preHandler: app.requireUser }, async (request) => {
    const lines = await loadPricedCart(db, request.account!.id);
    return { cart: lines.map(toApiCartItem) };
  });

  app.post(
    '/update-cart',
    { preHandler: app.requireUser, schema: { body: UpdateCartBody }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request) => {
      const { cartItems } = request.body as { cartItems: UpdateCartLine[] };
      const lines = await updateCart(db, request.account!.id, cartItems);
      return { cart: lines.map(toApiCartItem) };
    },
  );

  app.get('/getCartTotal', { preHandler: app.requireUser, schema: { querystring: CartTotalQuery } }, async (request) => {
    const query = request.query as { FundstoAdd?: string; useFunds?: 'true' | 'false' };
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
