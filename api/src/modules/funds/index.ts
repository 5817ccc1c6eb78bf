import { centsToDollars } from '@fireworks/core/rules';
import type { FastifyInstance } from 'fastify';

/** Store credit (funds): the signed-in user's balance. */
export default async function fundsRoutes(app: FastifyInstance) {
  /** One number: the balance in dollars (spec §7). */
  app.get('/fundsinacct', { preHandler: app.requireUser }, async (request, reply) => {
    return reply.type('application/json').send(JSON.stringify(centsToDollars(request.account!.fundsCents)));
  });
}
