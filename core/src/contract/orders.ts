/** Orders: creation from the cart, history, admin updates. */
import { type Static, Type } from '@sinclair/typebox';
import { TotalsFields } from './cart';
import { Dollars, errors, Id, Instant, MessageAnswer, Nullable, PriceText, REFUSED } from './common';
import { REQUEST_CAPS } from './limits';
import { PickupSlotRef } from './pickup-slots';

const tags = ['orders'];

const AmountText = Type.String({ maxLength: REQUEST_CAPS.amountText });

/**
 * POST /api/create-order (spec §7 plus useFunds, ARCHITECTURE §5). Fields other than these are
 * ignored: amounts and prices always come from the server.
 */
export const CreateOrderBody = Type.Object({
  FundstoAdd: Type.Optional(Type.Union([Type.Number(), AmountText, Type.Null()])),
  isPickup: Type.Optional(Type.Boolean()),
  useFunds: Type.Optional(Type.Boolean()),
  /** The pickup slot of a pickup order (required while the shop has upcoming slots). */
  pickupSlotId: Type.Optional(Type.Union([Id, Type.Null()])),
});

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: REQUEST_CAPS.idempotencyKey, pattern: '^[\\x21-\\x7E]+$' })),
});

export const CreateOrderAnswer = Type.Object({ orderId: Type.String(), amountNeeded: Dollars, minimumDeposit: Dollars });

export const OrderStatusSchema = Type.Union([Type.Literal('UNCOMPLETE'), Type.Literal('COMPLETE')]);

/** POST /api/update-order (spec §7): the amount paid (dollars) and/or the status. */
export const UpdateOrderBody = Type.Object(
  {
    order_id: Id,
    order_amountPayed: Type.Optional(Type.Union([Type.Number(), AmountText])),
    order_status: Type.Optional(OrderStatusSchema),
  },
  { additionalProperties: false },
);

export const DeleteOrderBody = Type.Object({ order_id: Id }, { additionalProperties: false });

/** An order line: a snapshot of the item when the order was made. */
export const OrderItemAnswer = Type.Object(
  {
    title: Type.String(),
    quantity: Type.Integer(),
    freeQuantity: Type.Integer(),
    category: Type.String(),
    price: PriceText,
    lineTotal: Dollars,
    imageUrl: Type.String(),
  },
  { title: 'OrderItem' },
);

/** An order as the API shows it (spec §3 plus its totals), money in dollars. */
export const OrderAnswer = Type.Object(
  {
    _id: Type.String(),
    status: OrderStatusSchema,
    amountPayed: Dollars,
    amountNeeded: Dollars,
    order_items: Type.Array(OrderItemAnswer),
    isPickup: Type.Boolean(),
    /** The customer's details, copied when the order was made. */
    userInfo: Type.Object({
      username: Type.String(),
      firstname: Type.String(),
      lastname: Type.String(),
      email: Type.String(),
      phonenumber: Type.String(),
    }),
    createdAt: Instant,
    ...TotalsFields,
    fundsToAdd: Dollars,
    fundsUsed: Dollars,
    minimumDeposit: Dollars,
    /** The pickup slot a pickup order holds (null: none chosen, or not a pickup order). */
    pickupSlot: Nullable(PickupSlotRef),
    /** The code of a pickup order's pass (its QR code), null for delivery orders. */
    pickupCode: Nullable(Type.String()),
    pickedUpAt: Nullable(Instant),
  },
  { title: 'Order' },
);

export const OrderRoutes = {
  createOrder: {
    summary: 'Turn the cart into an order (an Idempotency-Key header makes retries safe)',
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
    summary: 'Record a payment and/or change the status',
    tags,
    body: UpdateOrderBody,
    response: { 200: OrderAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
  deleteOrder: {
    summary: 'Delete an order (an unfinished one gives the funds it used back)',
    tags,
    body: DeleteOrderBody,
    response: { 200: MessageAnswer, ...errors(REFUSED.body, REFUSED.admin, [404]) },
  },
};

export type OrderStatus = Static<typeof OrderStatusSchema>;
export type CreateOrderAnswer = Static<typeof CreateOrderAnswer>;
export type OrderItem = Static<typeof OrderItemAnswer>;
export type Order = Static<typeof OrderAnswer>;
