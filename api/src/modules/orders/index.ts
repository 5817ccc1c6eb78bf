import { OrderRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import type { Api } from '../../shared/api';
import { parseFundsToAdd } from '../funds/funds.service';
import { mailAdminsNewOrder, mailCustomer } from './order-mail';
import { findOrder, listOrders } from './orders.queries';
import { createOrder, deleteOrder, toApiOrder, updateOrder } from './orders.service';
import { findVisibleOrder, orderDetail, recordPayment, toApiPayment, voidPayment } from './payments.service';

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
      const useFunds = body.useFunds === true;
      const answer = await createOrder(
        db,
        request.account!.id,
        {
          fundsToAddCents: parseFundsToAdd(body.FundstoAdd),
          isPickup: body.isPickup === true,
          useFunds,
          pickupSlotId: body.pickupSlotId ?? null,
          idempotencyKey: request.headers['idempotency-key'],
          language: request.language,
          paymentPhone: config.paymentPhone,
        },
        { now: clock.now(), timeZone: config.shopTimezone },
      );
      // Funds spent: the cached user (its balance) is stale.
      if (useFunds) app.ctx.changes.announce(`u:${request.account!.id}`);
      if (answer.created) {
        const created = await findOrder(db, answer.body.orderId);
        if (created) {
          await mailCustomer(app, created.order, 'created');
          await mailAdminsNewOrder(app, created.order);
        }
      }
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
    }).finally(() => app.ctx.changes.announce('users'));
    if (updated.completed) await mailCustomer(app, updated.order, 'completed');
    return toApiOrder(updated);
  });

  /** One order with its ledger: the owner or an admin; anyone else is told it does not exist. */
  app.get('/orders/:id', { preHandler: app.requireUser, schema: OrderRoutes.orderDetail }, async (request) => {
    const found = await findVisibleOrder(db, request.account!, request.params.id);
    return orderDetail(db, found, config.paymentPhone, request.language);
  });

  app.post('/orders/:id/payments', { preHandler: app.requireAdmin, schema: OrderRoutes.recordPayment }, async (request, reply) => {
    const { payment, order } = await recordPayment(db, request.account!, request.params.id, request.body, clock.now());
    await mailCustomer(app, order.order, 'payment', { amountCents: payment.amountCents });
    return reply
      .status(201)
      .send({ payment: toApiPayment(payment), order: await orderDetail(db, order, config.paymentPhone, request.language) });
  });

  app.post('/orders/:id/payments/:paymentId/void', { preHandler: app.requireAdmin, schema: OrderRoutes.voidPayment }, async (request) => {
    const order = await voidPayment(db, request.account!, request.params.id, request.params.paymentId, request.body.reason);
    return { order: await orderDetail(db, order, config.paymentPhone, request.language) };
  });

  app.post('/delete-order', { preHandler: app.requireAdmin, schema: OrderRoutes.deleteOrder }, async (request) => {
    await deleteOrder(db, request.account!, request.body.order_id).finally(() => app.ctx.changes.announce('users'));
    return { message: translator(request.language)('orders:admin.deleted') };
  });
}
