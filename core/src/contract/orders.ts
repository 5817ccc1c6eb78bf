/** Orders: creation from the cart, history, admin updates. */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { TotalsFields } from './cart';
import { Dollars, errors, Id, Instant, MessageAnswer, Nullable, PriceText, REFUSED } from './common';
import { REQUEST_CAPS } from './limits';
import { PickupSlotRef } from './pickup-slots';

const tags = ['orders'];

const AmountText = Type.String({ maxLength: REQUEST_CAPS.amountText });

/** Loose bounds: the service checks each part (core's deliveryAddressProblems) and answers a sentence. */
export const DeliveryAddressBody = Type.Object(
  {
    street: Type.String({ maxLength: REQUEST_CAPS.shortText * 2 }),
    city: Type.String({ maxLength: REQUEST_CAPS.shortText }),
    zip: Type.String({ maxLength: REQUEST_CAPS.shortText }),
  },
  { additionalProperties: false },
);

/** A delivery order's address as stored. */
export const DeliveryAddressAnswer = Type.Object(
  { street: Type.String(), city: Type.String(), zip: Type.String() },
  { title: 'DeliveryAddress' },
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

/** How to pay what is owed (issue 15): shown on the order page, in the toast's link and the e-mails. */
export const PaymentInstructionsAnswer = Type.Object(
  {
    /** The rest of the 20% deposit until it is paid, then the whole balance. */
    amountDueNow: Dollars,
    minimumDeposit: Dollars,
    balanceDue: Dollars,
    /** The shop's number to pay to with the apps (or to call for cash), 10 digits. */
    phone: Type.String(),
    /** The apps to pay with, e.g. ['Zelle', 'Venmo']; cash is arranged by phone. */
    methods: Type.Array(Type.String()),
    /**
     * The exact text to write in the payment message, in every language: 'fireworks purchase' and the
     * order number ('fireworks purchase FW-26-00012'), as the order page and the e-mails quote it
     * (core's paymentMemoText). A delivery order writes its address after it, as their sentence says.
     */
    memo: Type.String(),
  },
  { title: 'PaymentInstructions' },
);

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

export const OrderStatusSchema = Type.Union([Type.Literal('UNCOMPLETE'), Type.Literal('COMPLETE')]);

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
    /** Short, human, unique: 'FW-26-00042' (year and the order's place in it). */
    orderNumber: Type.String(),
    status: OrderStatusSchema,
    amountPayed: Dollars,
    amountNeeded: Dollars,
    order_items: Type.Array(OrderItemAnswer),
    isPickup: Type.Boolean(),
    /** The customer's contact as it is now (null once the account is deleted); userInfo keeps the snapshot. */
    customer: Type.Optional(
      Nullable(
        Type.Object({
          username: Type.String(),
          firstname: Type.String(),
          lastname: Type.String(),
          email: Type.String(),
          phonenumber: Type.String(),
        }),
      ),
    ),
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
    /** Amount paid ≥ the minimum deposit. */
    depositPaid: Type.Boolean(),
    /** What is still owed (= amountNeeded). */
    balanceDue: Dollars,
    /** The rest of the deposit until it is paid, then the balance. */
    amountDueNow: Dollars,
    /** The pickup slot a pickup order holds (null: none chosen, or not a pickup order). */
    pickupSlot: Nullable(PickupSlotRef),
    /** The code of a pickup order's pass (its QR code), null for delivery orders. */
    pickupCode: Nullable(Type.String()),
    pickedUpAt: Nullable(Instant),
    /** Where a delivery order goes; absent for a pickup order or one made without an address (the spec's call). */
    deliveryAddress: Type.Optional(Nullable(DeliveryAddressAnswer)),
  },
  { title: 'Order' },
);

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

export const OrderIdParams = Type.Object({ id: Id });
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

export type OrderStatus = Static<typeof OrderStatusSchema>;
export type CreateOrderAnswer = Static<typeof CreateOrderAnswer>;
export type OrderItem = Static<typeof OrderItemAnswer>;
export type Order = Static<typeof OrderAnswer>;
export type PaymentMethod = Static<typeof PaymentMethodSchema>;
export type Payment = Static<typeof PaymentAnswer>;
export type PaymentInstructions = Static<typeof PaymentInstructionsAnswer>;
export type OrderDetail = Static<typeof OrderDetailAnswer>;
export type RecordPaymentBody = Static<typeof RecordPaymentBody>;
export type RecordPaymentAnswer = Static<typeof RecordPaymentAnswer>;
export type OrderListQuery = Static<typeof OrderListQuery>;
export type OrderPage = Static<typeof OrderPageAnswer>;
