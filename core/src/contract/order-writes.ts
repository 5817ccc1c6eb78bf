/** Order writes: creating an order from the cart, updating and deleting one. */
import { type Static, Type } from '@sinclair/typebox';
import { Dollars, Id, Nullable } from './common';
import { REQUEST_CAPS } from './limits';
import { DeliveryAddressAnswer, OrderStatusSchema, PaymentInstructionsAnswer } from './order-reads';

/** An amount as the forms send it (dollars as text); payments take it too. */
export const AmountText = Type.String({ maxLength: REQUEST_CAPS.amountText });

/** Loose bounds: the service checks each part (core's deliveryAddressProblems) and answers a sentence. */
export const DeliveryAddressBody = Type.Object(
  {
    street: Type.String({ maxLength: REQUEST_CAPS.shortText * 2 }),
    city: Type.String({ maxLength: REQUEST_CAPS.shortText }),
    zip: Type.String({ maxLength: REQUEST_CAPS.shortText }),
  },
  { additionalProperties: false },
);

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
  /**
   * Where a delivery order goes (issue 40 item 2). Sent: required for a delivery order and checked
   * (street, city, ZIP); left out or null (the spec's call): the order is made without one, as before.
   * Ignored for a pickup order.
   */
  deliveryAddress: Type.Optional(Nullable(DeliveryAddressBody)),
});

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: REQUEST_CAPS.idempotencyKey, pattern: '^[\\x21-\\x7E]+$' })),
});

export const CreateOrderAnswer = Type.Object({
  orderId: Type.String(),
  amountNeeded: Dollars,
  minimumDeposit: Dollars,
  /** e.g. 'FW-26-00042' */
  orderNumber: Type.String(),
  paymentInstructions: PaymentInstructionsAnswer,
  /** A pickup order sent without a slot (the spec's call): the slot it was given, as a sentence. */
  message: Type.Optional(Type.String()),
  /** The address a delivery order was given, as kept (absent when none was sent). */
  deliveryAddress: Type.Optional(DeliveryAddressAnswer),
});

/** POST /api/update-order (spec §7): the amount paid (dollars) and/or the status. */
export const UpdateOrderBody = Type.Object(
  {
    order_id: Id,
    order_amountPayed: Type.Optional(Type.Union([Type.Number(), AmountText])),
    order_status: Type.Optional(OrderStatusSchema),
    /**
     * The amount paid (dollars) the caller's form showed, which the console sends: when the order's
     * amount paid is another now (a payment recorded or voided since the form was read), the call
     * is refused with 409 and nothing is written. Without it, the spec's call as it always was.
     */
    order_amountPayedSeen: Type.Optional(Type.Union([Type.Number(), AmountText])),
  },
  { additionalProperties: false },
);

export const DeleteOrderBody = Type.Object({ order_id: Id }, { additionalProperties: false });

export type CreateOrderAnswer = Static<typeof CreateOrderAnswer>;
