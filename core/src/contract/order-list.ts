/** The order list and its CSV exports: filters and cursor pages. */
import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './common';
import { OrderAnswer, OrderStatusSchema } from './order-reads';

export const ORDER_PAGE_DEFAULT = 25;
export const ORDER_PAGE_MAX = 100;

/** A day in SHOP_TIMEZONE. */
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** GET /api/orders and the CSV exports: filters (all optional) and the page. Query strings are text. */
export const OrderListQuery = Type.Object(
  {
    status: Type.Optional(OrderStatusSchema),
    balance: Type.Optional(Type.Union([Type.Literal('due'), Type.Literal('paid')])),
    deposit: Type.Optional(Type.Union([Type.Literal('missing'), Type.Literal('paid')])),
    pickup: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    /** First and last day (YYYY-MM-DD, in SHOP_TIMEZONE) the order was made. */
    from: Type.Optional(DateText),
    to: Type.Optional(DateText),
    /** An order number, or part of the customer's username, name, e-mail or phone. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    limit: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,3}$', description: `Orders per page: 1 to ${ORDER_PAGE_MAX} (default ${ORDER_PAGE_DEFAULT})` }),
    ),
    /** nextCursor of the previous page. */
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const OrderPageAnswer = Type.Object({ data: Type.Array(OrderAnswer), nextCursor: Nullable(Type.String()) }, { title: 'OrderPage' });

export type OrderListQuery = Static<typeof OrderListQuery>;
export type OrderPage = Static<typeof OrderPageAnswer>;
