/** An order's payment ledger: recording and voiding payments, the order with its ledger. */
import { type Static, Type } from '@sinclair/typebox';
import { Dollars, Id, Instant, Nullable } from './common';
import { REQUEST_CAPS } from './limits';
import { OrderAnswer, PaymentInstructionsAnswer } from './order-reads';
import { AmountText } from './order-writes';

export const PaymentMethodSchema = Type.Union([Type.Literal('zelle'), Type.Literal('venmo'), Type.Literal('cash'), Type.Literal('other')]);

/** One entry of an order's payment ledger; a wrong one is voided (with a reason), never deleted. */
export const PaymentAnswer = Type.Object(
  {
    _id: Type.String(),
    amount: Dollars,
    method: PaymentMethodSchema,
    reference: Type.String(),
    receivedAt: Instant,
    note: Type.String(),
    /** The username of the staff member who recorded it. */
    recordedBy: Type.String(),
    voidedAt: Nullable(Instant),
    voidReason: Nullable(Type.String()),
    /** The username of the staff member who voided it (issue 41); absent while it stands. */
    voidedBy: Type.Optional(Type.String()),
  },
  { title: 'Payment' },
);

/** GET /api/orders/:id: the order with its ledger and how to pay the rest. */
export const OrderDetailAnswer = Type.Object(
  {
    ...OrderAnswer.properties,
    payments: Type.Array(PaymentAnswer),
    paymentInstructions: PaymentInstructionsAnswer,
  },
  { title: 'OrderDetail' },
);

export const PaymentIdParams = Type.Object({ id: Id, paymentId: Id });

/** A calendar date 'YYYY-MM-DD' or an ISO instant. */
const DateOrInstant = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });

/** POST /api/orders/:id/payments */
export const RecordPaymentBody = Type.Object(
  {
    amount: Type.Union([Type.Number(), AmountText]),
    method: PaymentMethodSchema,
    reference: Type.Optional(Type.String({ maxLength: REQUEST_CAPS.shortText })),
    /** When the money arrived: 'YYYY-MM-DD' or an instant (default: now). */
    receivedAt: Type.Optional(DateOrInstant),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const RecordPaymentAnswer = Type.Object({ payment: PaymentAnswer, order: OrderDetailAnswer });

/** POST /api/orders/:id/payments/:paymentId/void */
export const VoidPaymentBody = Type.Object({ reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
export const OrderOnlyAnswer = Type.Object({ order: OrderDetailAnswer });

export type PaymentMethod = Static<typeof PaymentMethodSchema>;
export type Payment = Static<typeof PaymentAnswer>;
export type OrderDetail = Static<typeof OrderDetailAnswer>;
export type RecordPaymentBody = Static<typeof RecordPaymentBody>;
export type RecordPaymentAnswer = Static<typeof RecordPaymentAnswer>;
