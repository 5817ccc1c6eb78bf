import type { FastifyInstance } from 'fastify';

/** Discount rules. */
export default async function discountRoutes(_app: FastifyInstance) {
  // Routes land with the issue that builds this domain.
}
