/** Orders as the API shows them: an order, its lines, its status and how to pay what it owes. */
import { type Static, Type } from '@sinclair/typebox';
import { TotalsFields } from './cart';
import { Dollars, Id, Instant, Nullable, PriceText } from './common';
import { PickupSlotRef } from './pickup-slots';

/** A delivery order's address as stored. */
export const DeliveryAddressAnswer = Type.Object(
  { street: Type.String(), city: Type.String(), zip: Type.String() },
  { title: 'DeliveryAddress' },
);

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

export const OrderStatusSchema = Type.Union([Type.Literal('UNCOMPLETE'), Type.Literal('COMPLETE')]);

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

export const OrderIdParams = Type.Object({ id: Id });

export type OrderStatus = Static<typeof OrderStatusSchema>;
export type OrderItem = Static<typeof OrderItemAnswer>;
export type Order = Static<typeof OrderAnswer>;
export type PaymentInstructions = Static<typeof PaymentInstructionsAnswer>;
