import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import { parseFundsToAdd } from '../funds/funds.service';
import { listOrders } from './orders.queries';
import { CreateOrderBody, DeleteOrderBody, IdempotencyHeaders, UpdateOrderBody } from './orders.schemas';
import { createOrder, deleteOrder, toApiOrder, updateOrder } from './orders.service';

/** Orders: creation from the cart, history, admin updates. */
export default async function orderRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.ctx;

  app.post(
    '/create-order',
    {
      preHandler: app.requireUser,
      schema: { body: CreateOrderBody, headers: IdempotencyHeaders },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { FundstoAdd?: number | string | null; isPickup?: boolean; useFunds?: boolean };
      const answer = await createOrder(
        db,
        request.account!.id,
        {
          fundsToAddCents: parseFundsToAdd(body.FundstoAdd),
          isPickup: body.isPickup === true,
          useFunds: body.useFunds === true,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        },
        { now: clock.now(), timeZone: config.shopTimezone },
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  /** The caller's orders; an admin's answer holds every order. Newest first. */
  app.get('/user-orders', { preHandler: app.requireUser }, async (request) => {
    const account = request.account!;
    const found = await listOrders(db, account.admin ? {} : { userId: account.id });
    return found.map(toApiOrder);
  });

  app.post('/update-order', { preHandler: app.requireAdmin, schema: { body: UpdateOrderBody } }, async (request) => {
    const body = request.body as { order_id: string; order_amountPayed?: number | string; order_status?: 'UNCOMPLETE' | 'COMPLETE' };
    const updated = await updateOrder(db, request.account!, body.order_id, {
      amountPayed: body.order_amountPayed,
      status: body.order_status,
    });
    return toApiOrder(updated);
  });

  app.post('/delete-order', { preHandler: app.requireAdmin, schema: { body: DeleteOrderBody } }, async (request) => {
    const { order_id } = request.body as { order_id: string };
    await deleteOrder(db, request.account!, order_id);
    return { message: translator(request.language)('orders:admin.deleted') };
  });
}
