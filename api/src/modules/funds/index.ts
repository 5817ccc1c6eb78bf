import type { FastifyInstance } from 'fastify';

/** Store credit (funds) balance. */
export default async function fundsRoutes(_app: FastifyInstance) {
  // Routes land with the issue that builds this domain.
}
