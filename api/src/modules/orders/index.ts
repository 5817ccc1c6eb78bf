import { ORDER_PAGE_DEFAULT, ORDER_PAGE_MAX, type OrderListQuery, OrderRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import { DATE_YEARS, hasPermission, isCalendarDate, shopDate } from '@fireworks/core/rules';
import type { FastifyReply } from 'fastify';
import type { Api } from '../../shared/api';
import { AppError } from '../../shared/errors';
import { markMoneyMoved } from '../../shared/money-moved';
import { recordAudit } from '../audit/audit.service';
import { cachedPricing } from '../cart/pricing.cache';
import { parseFundsToAdd } from '../funds/funds.service';
import { createOrder } from './create-order';
import { deleteOrder } from './delete-order';
import { mailCustomer, mailNewOrderAfterReply, mailOrderCancelledAfterReply } from './order-mail';
import { toApiOrder } from './order-view';
import { currentCustomers, decodeCursor, findOrder, listOrderPage, listOrders, type OrderFilter } from './orders.queries';
import { ordersCsv, paymentsCsv } from './orders-csv';
import { findVisibleOrder, orderDetail, recordPayment, toApiPayment, toOrderDetail, voidPayment } from './payments.service';
import { claimReminder, releaseReminder } from './reminders';
import { updateOrder } from './update-order';

/** Orders: creation from the cart, history, admin updates. */
export default async function orderRoutes(app: Api) {
  const { db, clock, config } = app.ctx;
  /** A CSV file to download, named '<name>-<today on the shop's calendar>.csv'. */
  const sendCsvDownload = (reply: FastifyReply, name: string, csv: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${shopDate(clock.now(), config.shopTimezone)}.csv"`)
      .send(csv);
  const pricing = cachedPricing(db, app.ctx.changes);

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
          deliveryAddress: body.deliveryAddress,
          idempotencyKey: request.headers['idempotency-key'],
          language: request.language,
          paymentPhone: config.paymentPhone,
        },
        { now: clock.now(), timeZone: config.shopTimezone },
        pricing,
      ).finally(() => app.ctx.changes.announce(`c:${request.account!.id}`));
      // Funds spent: the cached user (its balance) is stale.
      if (useFunds) app.ctx.changes.announce(`u:${request.account!.id}`);
      if (answer.order) {
        // A new order (not the answer of an earlier one again): counted by /metrics.
        markMoneyMoved(request, 'order');
        // Units ordered: the featured top sellers (api/src/modules/featured).
        app.ctx.changes.announce('orders');
        // The rows written by the transaction (no read back); the e-mails after the answer, retried.
        mailNewOrderAfterReply(app, answer.order, answer.lines!, answer.recipient!);
      }
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  /** The caller's orders; an admin's answer holds every order. Newest first. */
  app.get('/user-orders', { preHandler: app.requireUser, schema: OrderRoutes.userOrders }, async (request) => {
    const account = request.account!;
    const found = await listOrders(db, hasPermission(account, 'orders:read') ? {} : { userId: account.id });
    const customers = await currentCustomers(
      db,
      found.map((f) => f.order),
    );
    return found.map((f) => toApiOrder(f, customers));
  });

  app.post(
    '/update-order',
    { preHandler: app.requirePermission(OrderRoutes.updateOrder.permission), schema: OrderRoutes.updateOrder },
    async (request) => {
      const { body } = request;
      const updated = await updateOrder(db, request.account!, body.order_id, {
        amountPayed: body.order_amountPayed,
        status: body.order_status,
        amountPayedSeen: body.order_amountPayedSeen,
      }).finally(() => app.ctx.changes.announce('users'));
      if (updated.completed) await mailCustomer(app, updated.order, 'completed');
      return toApiOrder(updated);
    },
  );

  /** The order desk: filters and cursor pages, newest first (customers: their own orders). */
  app.get('/orders', { preHandler: app.requireUser, schema: OrderRoutes.listOrders }, async (request) => {
    const account = request.account!;
    const { query } = request;
    const limit = query.limit === undefined ? ORDER_PAGE_DEFAULT : Number(query.limit);
    if (limit < 1 || limit > ORDER_PAGE_MAX) throw new AppError('INVALID_DATA', 'orders:errors.limitInvalid', { max: ORDER_PAGE_MAX });
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw new AppError('INVALID_DATA', 'orders:errors.cursorInvalid');
    const page = await listOrderPage(
      db,
      orderFilter(query, hasPermission(account, 'orders:read') ? undefined : account.id, config.shopTimezone),
      {
        limit,
        cursor,
      },
    );
    return { data: page.rows.map((row) => toApiOrder(row, page.customers)), nextCursor: page.nextCursor };
  });

  app.get(
    '/orders.csv',
    { preHandler: app.requirePermission(OrderRoutes.ordersCsv.permission), schema: OrderRoutes.ordersCsv },
    async (request, reply) => {
      const csv = await ordersCsv(db, orderFilter(request.query, undefined, config.shopTimezone), config.shopTimezone, request.language);
      return sendCsvDownload(reply, 'orders', csv);
    },
  );

  app.get(
    '/payments.csv',
    { preHandler: app.requirePermission(OrderRoutes.paymentsCsv.permission), schema: OrderRoutes.paymentsCsv },
    async (request, reply) => {
      const filter = orderFilter(request.query, undefined, config.shopTimezone);
      return sendCsvDownload(reply, 'payments', await paymentsCsv(db, filter, config.shopTimezone));
    },
  );

  app.post(
    '/orders/:id/remind',
    { preHandler: app.requirePermission(OrderRoutes.remind.permission), schema: OrderRoutes.remind },
    async (request, reply) => {
      const found = await findOrder(db, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
      if (found.order.amountNeededCents <= 0) throw new AppError('CONFLICT', 'orders:errors.nothingDue');
      // A deleted customer's order keeps the address it was placed with: nobody to write to any more.
      if (!found.order.userId) throw new AppError('CONFLICT', 'orders:errors.customerDeleted');
      const now = clock.now();
      const waitMs = await claimReminder(db, found.order.id, now);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw new AppError('TOO_MANY_REQUESTS', 'orders:errors.reminderTooSoon', { count: Math.ceil(waitMs / 60_000) });
      }
      const to = await mailCustomer(app, found.order, 'reminder');
      if (to === null) {
        // Not sent (the mail server refused it): nothing to audit, and the admin may try again at once.
        await releaseReminder(db, found.order.id, now);
        throw new AppError('UPSTREAM_FAILED', 'orders:errors.reminderNotSent');
      }
      await recordAudit(db, request.account!, {
        action: 'order.remind',
        targetType: 'order',
        targetId: found.order.id,
        details: { orderNumber: found.order.orderNumber, balanceDue: found.order.amountNeededCents / 100 },
      });
      return { message: translator(request.language)('orders:admin.reminderSent', { email: to }) };
    },
  );

  /** One order with its ledger: the owner or an admin; anyone else is told it does not exist. */
  app.get('/orders/:id', { preHandler: app.requireUser, schema: OrderRoutes.orderDetail }, async (request) => {
    const found = await findVisibleOrder(db, request.account!, request.params.id);
    return orderDetail(db, found, config.paymentPhone);
  });

  app.post(
    '/orders/:id/payments',
    { preHandler: app.requirePermission(OrderRoutes.recordPayment.permission), schema: OrderRoutes.recordPayment },
    async (request, reply) => {
      const { payment, order, replayed, completed } = await recordPayment(
        db,
        request.account!,
        request.params.id,
        { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
        clock.now(),
        config.shopTimezone,
      );
      // Completing credited the order's FundstoAdd: the cached customer's balance is stale.
      if (completed) app.ctx.changes.announce('users');
      // A retry of a recorded payment answers as the first did; the customer heard of it once, /metrics counted it once.
      if (!replayed) {
        markMoneyMoved(request, 'payment');
        await mailCustomer(app, order.order, 'payment', { amountCents: payment.amountCents });
      }
      // The payment that settled a handed-over order completed it: thanked as an admin's completion thanks.
      if (completed) await mailCustomer(app, order.order, 'completed');
      return reply.status(201).send({ payment: toApiPayment(payment), order: toOrderDetail(order, config.paymentPhone) });
    },
  );

  app.post(
    '/orders/:id/payments/:paymentId/void',
    { preHandler: app.requirePermission(OrderRoutes.voidPayment.permission), schema: OrderRoutes.voidPayment },
    async (request) => {
      const { order, amountCents, reason, completed } = await voidPayment(
        db,
        request.account!,
        request.params.id,
        request.params.paymentId,
        request.body.reason,
      );
      // The customer was told of the payment: a correction tells them it no longer counts (issue 40).
      // An entry that took money back (update-order lowering the amount paid) was never a payment
      // the customer heard of: "a payment of -$50.00 was cancelled" would only puzzle them.
      if (amountCents > 0) await mailCustomer(app, order.order, 'voided', { amountCents, reason });
      // Completing credited the order's FundstoAdd: the cached customer's balance is stale.
      if (completed) {
        app.ctx.changes.announce('users');
        await mailCustomer(app, order.order, 'completed');
      }
      return { order: toOrderDetail(order, config.paymentPhone) };
    },
  );

  app.post(
    '/delete-order',
    { preHandler: app.requirePermission(OrderRoutes.deleteOrder.permission), schema: OrderRoutes.deleteOrder },
    async (request) => {
      const deleted = await deleteOrder(db, request.account!, request.body.order_id).finally(() => app.ctx.changes.announce('users'));
      app.ctx.changes.announce('orders');
      // The customer still expected it: it is cancelled for them (a cleared record of a finished one is not).
      if (deleted.wasOpen) mailOrderCancelledAfterReply(app, deleted.order, deleted.fundsReturnedCents);
      return { message: translator(request.language)('orders:admin.deleted') };
    },
  );
}

/** The query's filters as the queries take them; a customer's are limited to their own orders. */
function orderFilter(query: OrderListQuery, userId: string | undefined, timeZone: string): OrderFilter {
  for (const day of [query.from, query.to]) {
    if (day !== undefined && !isCalendarDate(day)) throw new AppError('INVALID_DATA', 'orders:errors.dateInvalid', DATE_YEARS);
  }
  if (query.from && query.to && query.from > query.to) throw new AppError('INVALID_DATA', 'orders:errors.dateRangeInvalid');
  return {
    userId,
    status: query.status,
    balance: query.balance,
    deposit: query.deposit,
    pickup: query.pickup === undefined ? undefined : query.pickup === 'true',
    from: query.from,
    to: query.to,
    q: query.q,
    timeZone,
  };
}
