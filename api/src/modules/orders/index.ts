import { OrderRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import type { Api } from '../../shared/api';
import { parseFundsToAdd } from '../funds/funds.service';
import { listOrders } from './orders.queries';
import { createOrder, deleteOrder, toApiOrder, updateOrder } from './orders.service';

/** Orders: creation from the cart, history, admin updates. */
export default async function orderRoutes(app: Api) {
  const { db, clock, config } = app.ctx;

  app.post(
    '/create-order',
    {
      preHandler: app.requireUser,
      schema: OrderRoutes.createOrder,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = request.body;
      const answer = await createOrder(
        db,
        request.account!.id,
        {
          fundsToAddCents: parseFundsToAdd(body.FundstoAdd),
          isPickup: body.isPickup === true,
          useFunds: body.useFunds === true,
          pickupSlotId: body.pickupSlotId ?? null,
          idempotencyKey: request.headers['idempotency-key'],
        },
        { now: clock.now(), timeZone: config.shopTimezone },
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  /** The caller's orders; an admin's answer holds every order. Newest first. */
  app.get('/user-orders', { preHandler: app.requireUser, schema: OrderRoutes.userOrders }, async (request) => {
    const account = request.account!;
    const found = await listOrders(db, account.admin ? {} : { userId: account.id });
    return found.map(toApiOrder);
  });

  app.post('/update-order', { preHandler: app.requireAdmin, schema: OrderRoutes.updateOrder }, async (request) => {
    const { body } = request;
    const updated = await updateOrder(db, request.account!, body.order_id, {
      amountPayed: body.order_amountPayed,
      status: body.order_status,
    });
    return toApiOrder(updated);
  });

  app.post('/delete-order', { preHandler: app.requireAdmin, schema: OrderRoutes.deleteOrder }, async (request) => {
    await deleteOrder(db, request.account!, request.body.order_id);
    return { message: translator(request.language)('orders:admin.deleted') };
  });
}
