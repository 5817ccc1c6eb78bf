import type { FastifyInstance } from 'fastify';

/** Subscriptions (PayPal). */
export default async function subscriptionRoutes(_app: FastifyInstance) {
  // Routes land with the issue that builds this domain.
}
