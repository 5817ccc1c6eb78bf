import type { OrderDetail } from '@fireworks/core/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { serve, TestProviders } from 'shared-ui/testing';
import OrderScreen from './order-screen';

const order: OrderDetail = {
  _id: 'o1',
  orderNumber: 'FW-26-00042',
  status: 'UNCOMPLETE',
  amountPayed: 200,
  amountNeeded: 882.5,
  order_items: [
    { title: 'Finale Cake', quantity: 1, freeQuantity: 0, category: 'Assortments', price: '$1000.00', lineTotal: 1000, imageUrl: '' },
  ],
  isPickup: false,
  userInfo: { username: 'casey', firstname: 'Casey', lastname: 'Jones', email: 'casey@example.com', phonenumber: '5551230000' },
  createdAt: '2026-11-18T18:00:00.000Z',
  subtotal: 1000,
  tax: 82.5,
  totalAfterTax: 1082.5,
  discountPercentage: 0,
  discountAmount: 0,
  amountDue: 1082.5,
  fundsToAdd: 0,
  fundsUsed: 0,
  minimumDeposit: 216.5,
  depositPaid: false,
  balanceDue: 882.5,
  amountDueNow: 16.5,
  payments: [
    {
      _id: 'p1',
      amount: 200,
      method: 'zelle',
      reference: 'ZL-1',
      receivedAt: '2026-11-18T12:00:00.000Z',
      note: '',
      recordedBy: 'admin',
      voidedAt: null,
      voidReason: null,
    },
  ],
  paymentInstructions: {
    amountDueNow: 16.5,
    minimumDeposit: 216.5,
    balanceDue: 882.5,
    phone: '5550105678',
    methods: ['Zelle', 'Venmo'],
    memo: 'fireworks purchase + your delivery address',
  },
  pickupSlot: null,
  pickupCode: null,
  pickedUpAt: null,
};

describe('OrderScreen (/orders/:id)', () => {
  it('shows the number, deposit status, how to pay the rest and each payment', async () => {
    serve({ 'GET /api/orders/:id': [200, order] });
    render(
      <MemoryRouter initialEntries={['/orders/o1']}>
        <Routes>
          <Route path="/orders/:id" element={<OrderScreen />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const card = await screen.findByRole('article', { name: 'Order FW-26-00042' });
    expect(within(card).getByTestId('deposit-status')).toHaveTextContent('Deposit not received yet');
    expect(within(card).getByTestId('amount-due-now')).toHaveTextContent('$16.50');
    expect(within(card).getByTestId('balance-due')).toHaveTextContent('$882.50');
    expect(
      within(card).getByText('Pay with Zelle / Venmo to (555) 010-5678, or pay in cash (call (555) 010-5678 to arrange it).'),
    ).toBeInTheDocument();
    expect(within(card).getByText('In the payment message, write: fireworks purchase + your delivery address')).toBeInTheDocument();
    expect(within(card).getAllByTestId('payment')).toHaveLength(1);
    expect(within(card).getByText('ZL-1')).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-pass')).not.toBeInTheDocument();
  });

  it("shows a pickup order's pass: a named QR code of the code, with the order number, slot and balance beside it", async () => {
    serve({
      'GET /api/orders/:id': [
        200,
        {
          ...order,
          isPickup: true,
          pickupCode: 'K7P2M9XQ',
          pickupSlot: { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' },
        },
      ],
    });
    render(
      <MemoryRouter initialEntries={['/orders/o1']}>
        <Routes>
          <Route path="/orders/:id" element={<OrderScreen />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const pass = await screen.findByRole('region', { name: 'Pickup pass' });
    const qr = within(pass).getByRole('img', { name: 'QR code of the pickup pass K7P2M9XQ' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(within(pass).getByText('Pass code: K7P2M9XQ')).toBeInTheDocument();
    expect(within(pass).getByText('Order FW-26-00042')).toBeInTheDocument();
    expect(within(pass).getByText('Pickup: Fri, Nov 20, 10:00–11:00')).toBeInTheDocument();
    expect(within(pass).getByTestId('pass-balance')).toHaveTextContent('Balance due at pickup: $882.50');
    expect(within(pass).getByRole('button', { name: 'Print pass' })).toBeInTheDocument();
  });
});
