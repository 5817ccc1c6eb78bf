import type { FastifyInstance } from 'fastify';

/** Invite codes: list, create, delete (admin). */
export default async function inviteRoutes(_app: FastifyInstance) {
  // Routes land with the issue that builds this domain.
}
