import { Type } from '@sinclair/typebox';

/**
 * POST /api/create-order (spec §7 plus useFunds, ARCHITECTURE §5). Fields other than these are
 * ignored: amounts and prices always come from the server.
 */
export const CreateOrderBody = Type.Object({
  FundstoAdd: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
  isPickup: Type.Optional(Type.Boolean()),
  useFunds: Type.Optional(Type.Boolean()),
});

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' })),
});

export const OrderStatusSchema = Type.Union([Type.Literal('UNCOMPLETE'), Type.Literal('COMPLETE')]);

/** POST /api/update-order (spec §7): the amount paid (dollars) and/or the status. */
export const UpdateOrderBody = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 100 }),
    order_amountPayed: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 })])),
    order_status: Type.Optional(OrderStatusSchema),
  },
  { additionalProperties: false },
);

export const DeleteOrderBody = Type.Object({ order_id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
