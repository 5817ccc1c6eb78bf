/**
 * Order fixtures for component tests: one order as the API answers it (GET /api/user-orders,
 * GET /api/orders), its detail with the ledger (GET /api/orders/:id), and a payment. Each takes
 * overrides; the amounts of the defaults agree with each other (600.00 owed, 120.00 deposit).
 */
import type { Order, OrderDetail, Payment } from '@fireworks/core/contract';

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'f00dcafe-0000-0000-0000-000000000001',
    orderNumber: 'F00DCAFE',
    status: 'UNCOMPLETE',
    amountPayed: 0,
    amountNeeded: 600,
    order_items: [
      { title: 'Neon Nights', quantity: 6, freeQuantity: 0, category: 'Cakes', price: '$89.99', lineTotal: 539.94, imageUrl: '' },
    ],
    isPickup: true,
    userInfo: { username: 'casey', firstname: 'Casey', lastname: 'Jones', email: 'casey@example.com', phonenumber: '5551230000' },
    createdAt: '2026-11-18T18:00:00.000Z',
    subtotal: 539.94,
    tax: 44.54,
    totalAfterTax: 584.48,
    discountPercentage: 0,
    discountAmount: 0,
    amountDue: 584.48,
    fundsToAdd: 15.52,
    fundsUsed: 0,
    minimumDeposit: 120,
    depositPaid: false,
    balanceDue: 600,
    amountDueNow: 120,
    pickupSlot: null,
    pickupCode: 'K7M2QX9P',
    pickedUpAt: null,
    ...overrides,
  };
}

export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'pay-1',
    amount: 120,
    method: 'zelle',
    reference: 'ZL-1',
    receivedAt: '2026-11-18T12:00:00.000Z',
    note: '',
    recordedBy: 'admin',
    voidedAt: null,
    voidReason: null,
    ...overrides,
  };
}

/** The order with its ledger and how to pay; the instructions follow the order's amounts. */
export function testOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = { ...testOrder(), payments: [], ...overrides };
  return {
    paymentInstructions: {
      amountDueNow: order.amountDueNow,
      minimumDeposit: order.minimumDeposit,
      balanceDue: order.balanceDue,
      phone: '5550105678',
      methods: ['Zelle', 'Venmo'],
      memo: `fireworks purchase ${order.orderNumber}`,
    },
    ...order,
  };
}
