import type { FastifyInstance } from 'fastify';
import { listDiscountRules, toApiDiscountRule } from './discounts.queries';

/**
 * Discount rules. GET /api/discounts is a signed-in read (the cart shows the list); the admin
 * writes (POST, DELETE) land with the discount admin issue.
 */
export default async function discountRoutes(app: FastifyInstance) {
  app.get('/discounts', { preHandler: app.requireUser }, async () => (await listDiscountRules(app.ctx.db)).map(toApiDiscountRule));
}
