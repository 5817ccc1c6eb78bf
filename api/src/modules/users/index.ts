import type { FastifyInstance } from 'fastify';

/** User management for admins (approval, notes, deletion). */
export default async function userRoutes(_app: FastifyInstance) {
  // Routes land with the admin console issue.
}
