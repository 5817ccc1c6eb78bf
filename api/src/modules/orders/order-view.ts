/** An order as the API and the e-mails show it: its fields in dollars and how to pay what is owed. */
import type { Order, PaymentInstructions } from '@fireworks/core/contract';
import { centsToDollars, formatPriceString, orderBalance, PAYMENT_APPS, paymentMemoText } from '@fireworks/core/rules';
import type { UserRow } from '../../shared/users';
import type { OrderItemRow, OrderRow, OrderWithItems } from './orders.queries';

/** An order as the API shows it (spec §3 plus its totals), money in dollars. */
export function toApiOrder({ order, items, slot }: OrderWithItems, customers?: Map<string, UserRow>): Order {
  const current = customers && order.userId ? customers.get(order.userId) : undefined;
  return {
    ...(customers
      ? {
          customer: current
            ? {
                username: current.username,
                firstname: current.firstname,
                lastname: current.lastname,
                email: current.email,
                phonenumber: current.phonenumber,
              }
            : null,
        }
      : {}),
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    amountPayed: centsToDollars(order.amountPayedCents),
    amountNeeded: centsToDollars(order.amountNeededCents),
    order_items: items.map((line: OrderItemRow) => ({
      title: line.title,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity,
      category: line.category,
      price: formatPriceString(line.priceCents),
      lineTotal: centsToDollars(line.lineTotalCents),
      imageUrl: line.imageUrl,
    })),
    isPickup: order.isPickup,
    userInfo: {
      username: order.customerUsername,
      firstname: order.customerFirstname,
      lastname: order.customerLastname,
      email: order.customerEmail,
      phonenumber: order.customerPhonenumber,
    },
    createdAt: order.createdAt.toISOString(),
    subtotal: centsToDollars(order.subtotalCents),
    tax: centsToDollars(order.taxCents),
    totalAfterTax: centsToDollars(order.totalAfterTaxCents),
    discountPercentage: order.discountPercentage,
    discountAmount: centsToDollars(order.discountCents),
    amountDue: centsToDollars(order.amountDueCents),
    fundsToAdd: centsToDollars(order.fundsToAddCents),
    fundsUsed: centsToDollars(order.fundsUsedCents),
    minimumDeposit: centsToDollars(order.minimumDepositCents),
    ...balanceFields(order),
    pickupSlot: slot ? { _id: slot.id, date: slot.date, start: slot.start, end: slot.end } : null,
    pickupCode: order.pickupCode,
    pickedUpAt: order.pickedUpAt ? order.pickedUpAt.toISOString() : null,
    // Only orders that have one carry it: the spec's orders keep their shape.
    ...(order.deliveryAddress
      ? { deliveryAddress: { street: order.deliveryAddress.street, city: order.deliveryAddress.city, zip: order.deliveryAddress.zip } }
      : {}),
  };
}

/** depositPaid, balanceDue and amountDueNow of an order (core's orderBalance), in dollars. */
function balanceFields(order: OrderRow) {
  const balance = orderBalance(order);
  return {
    depositPaid: balance.depositPaid,
    balanceDue: centsToDollars(balance.balanceDueCents),
    amountDueNow: centsToDollars(balance.amountDueNowCents),
  };
}

/**
 * How to pay what is owed: due now, deposit, balance, the number, the apps and the memo, which
 * names the order number so a Zelle/Venmo/Cash App payment can be matched to its order (issue 40).
 */
export function paymentInstructions(
  order: Pick<OrderRow, 'amountPayedCents' | 'amountNeededCents' | 'minimumDepositCents' | 'isPickup' | 'orderNumber'>,
  phone: string,
): PaymentInstructions {
  const balance = orderBalance(order);
  return {
    amountDueNow: centsToDollars(balance.amountDueNowCents),
    minimumDeposit: centsToDollars(order.minimumDepositCents),
    balanceDue: centsToDollars(balance.balanceDueCents),
    phone,
    methods: [...PAYMENT_APPS],
    // The memo the order page and the e-mails quote (core's one text, the same in every language).
    memo: paymentMemoText(order.orderNumber),
  };
}
