/**
 * Orders: creation from the cart, history, admin updates. The schemas live by job (order reads,
 * order writes, payments, the list); this file assembles the routes' table and re-exports them.
 */
import { Type } from '@sinclair/typebox';
import { needs } from './access';
import { errors, MessageAnswer, REFUSED } from './common';
import { OrderListQuery, OrderPageAnswer } from './order-list';
import {
  OrderDetailAnswer,
  OrderOnlyAnswer,
  PaymentIdParams,
  RecordPaymentAnswer,
  RecordPaymentBody,
  VoidPaymentBody,
} from './order-payments';
import { OrderAnswer, OrderIdParams } from './order-reads';
import { CreateOrderAnswer, CreateOrderBody, DeleteOrderBody, IdempotencyHeaders, UpdateOrderBody } from './order-writes';

export * from './order-list';
export * from './order-payments';
export * from './order-reads';
// AmountText is the order modules' own: not part of the contract's exports.
export {
  CreateOrderAnswer,
  CreateOrderBody,
  DeleteOrderBody,
  DeliveryAddressBody,
  IdempotencyHeaders,
  UpdateOrderBody,
} from './order-writes';

const tags = ['orders'];

const CsvAnswer = Type.String({ description: 'text/csv; charset=utf-8, one header row' });

export const OrderRoutes = {
  listOrders: {
    summary: 'Orders newest first with filters and cursor pages (customers: their own; admins: all)',
    tags,
    querystring: OrderListQuery,
    response: { 200: OrderPageAnswer, ...errors(REFUSED.signedIn) },
  },
  ordersCsv: {
    ...needs('exports:download'),
    summary: 'One CSV row per order (the same filters as GET /api/orders)',
    tags,
    querystring: OrderListQuery,
    produces: ['text/csv'],
    response: { 200: CsvAnswer, ...errors(REFUSED.admin) },
  },
  paymentsCsv: {
    ...needs('exports:download'),
    summary:
      'One CSV row per payment, voided ones included (for the accountant): of the orders the filters of GET /api/orders match, or every payment without filters',
    tags,
    querystring: OrderListQuery,
    produces: ['text/csv'],
    response: { 200: CsvAnswer, ...errors(REFUSED.admin) },
  },
  remind: {
    ...needs('reminders:send'),
    summary:
      'E-mail the customer the balance due and how to pay (409 when nothing is due or the customer is gone; 429 within an hour of the last; 502 when the mail server refused it)',
    tags,
    params: OrderIdParams,
    response: { 200: MessageAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409, 429, 502]) },
  },
  orderDetail: {
    summary: 'One order with its payments and how to pay (the owner or an admin)',
    tags,
    params: OrderIdParams,
    response: { 200: OrderDetailAnswer, ...errors(REFUSED.signedIn, [404]) },
  },
  recordPayment: {
    ...needs('payments:record'),
    summary:
      'Record a payment on an order (0 < amount ≤ balance due; an Idempotency-Key header makes retries safe); the payment that settles an order handed over makes it COMPLETE',
    tags,
    params: OrderIdParams,
    headers: IdempotencyHeaders,
    body: RecordPaymentBody,
    response: { 201: RecordPaymentAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
  voidPayment: {
    ...needs('payments:void'),
    summary: 'Void a payment with a reason (never deleted)',
    tags,
    params: PaymentIdParams,
    body: VoidPaymentBody,
    response: { 200: OrderOnlyAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
  createOrder: {
    summary: 'Turn the cart into an order (an Idempotency-Key header makes retries safe; 409 when the key was sent with another checkout)',
    tags,
    body: CreateOrderBody,
    headers: IdempotencyHeaders,
    response: { 201: CreateOrderAnswer, ...errors(REFUSED.body, REFUSED.signedIn, REFUSED.rateLimited, [409]) },
  },
  userOrders: {
    summary: "The caller's orders (an admin's: every order), newest first",
    tags,
    response: { 200: Type.Array(OrderAnswer), ...errors(REFUSED.signedIn) },
  },
  updateOrder: {
    ...needs('payments:record'),
    summary:
      'Record a payment and/or change the status (lowering the amount paid, or completing an order that still owes, needs payments:void; 409 when `order_amountPayedSeen` is sent and the amount paid changed since)',
    tags,
    body: UpdateOrderBody,
    response: { 200: OrderAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
  deleteOrder: {
    ...needs('owner'),
    summary: 'Delete an order (an unfinished one not handed over gives the funds it used back; 409 while money is paid on it)',
    tags,
    body: DeleteOrderBody,
    response: { 200: MessageAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
};
