import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import { listDiscountRules, toApiDiscountRule } from './discounts.queries';
import { CreateDiscountBody, DiscountIdParams } from './discounts.schemas';
import { createDiscountRule, deleteDiscountRule, parseDiscountRule } from './discounts.service';

/** Discount rules: every signed-in user reads them (the cart lists them); admins add and delete. */
export default async function discountRoutes(app: FastifyInstance) {
  app.get('/discounts', { preHandler: app.requireUser }, async () => (await listDiscountRules(app.ctx.db)).map(toApiDiscountRule));

  app.post('/discounts', { preHandler: app.requireAdmin, schema: { body: CreateDiscountBody } }, async (request, reply) => {
    const values = parseDiscountRule((request.body ?? {}) as { priceRange?: unknown; discountPercentage?: unknown });
    const row = await createDiscountRule(app, request.account!, values);
    return reply.status(201).send(toApiDiscountRule(row));
  });

  app.delete('/discounts/:id', { preHandler: app.requireAdmin, schema: { params: DiscountIdParams } }, async (request) => {
    const { id } = request.params as { id: string };
    await deleteDiscountRule(app, request.account!, id);
    return { message: translator(request.language)('admin:messages.discountRuleDeleted'), _id: id };
  });
}
