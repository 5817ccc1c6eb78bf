import type { FastifyInstance } from 'fastify';

/** Image and gif uploads (admin). */
export default async function uploadRoutes(_app: FastifyInstance) {
  // Routes land with the issue that builds this domain.
}
