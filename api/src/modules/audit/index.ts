import type { FastifyInstance } from 'fastify';

/** The audit log of admin writes. */
export default async function auditRoutes(_app: FastifyInstance) {
  // Routes land with the issue that builds this domain.
}
