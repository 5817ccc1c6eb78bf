import { DiscountRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import type { Api } from '../../shared/api';
import { CatalogCache } from '../catalog/catalog.cache';
import { listDiscountRules, toApiDiscountRule } from './discounts.queries';
import { createDiscountRule, deleteDiscountRule, parseDiscountRule } from './discounts.service';

/** Discount rules: every signed-in user reads them (the cart lists them); admins add and delete. */
export default async function discountRoutes(app: Api) {
  // The rules every cart shows, kept until they change (change feed topic `discounts`).
  const cache = new CatalogCache<ReturnType<typeof toApiDiscountRule>[]>(1000, Date.now, { feed: app.ctx.changes, topics: ['discounts'] });
  app.get('/discounts', { preHandler: app.requireUser, schema: DiscountRoutes.list }, async () =>
    cache.get('all', async () => (await listDiscountRules(app.ctx.db)).map(toApiDiscountRule)),
  );

  app.post(
    '/discounts',
    { preHandler: app.requirePermission(DiscountRoutes.create.permission), schema: DiscountRoutes.create },
    async (request, reply) => {
      const values = parseDiscountRule(request.body, request.language);
      const row = await createDiscountRule(app, request.account!, values).finally(() => app.ctx.changes.announce('discounts'));
      return reply.status(201).send(toApiDiscountRule(row));
    },
  );

  app.delete(
    '/discounts/:id',
    { preHandler: app.requirePermission(DiscountRoutes.delete.permission), schema: DiscountRoutes.delete },
    async (request) => {
      const { id } = request.params;
      await deleteDiscountRule(app, request.account!, id).finally(() => app.ctx.changes.announce('discounts'));
      return { message: translator(request.language)('admin:messages.discountRuleDeleted'), _id: id };
    },
  );
}
