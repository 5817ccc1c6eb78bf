import type { FastifyInstance } from 'fastify';

/** The server-side cart and its totals. */
export default async function cartRoutes(_app: FastifyInstance) {
  // Routes land with the issue that builds this domain.
}
