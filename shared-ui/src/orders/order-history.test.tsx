import type { Order } from '@fireworks/core/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderRemoved, orderUpdated } from '../data/orders';
import { requestsTo, serve, TestProviders } from '../testing';
import { OrderHistory } from './order-history';

function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'a1b2c3d4-1111-2222-3333-444455556666',
    orderNumber: 'A1B2C3D4',
    status: 'UNCOMPLETE',
    amountPayed: 0,
    amountNeeded: 545.01,
    order_items: [
      {
        title: 'Grand Celebration Pack',
        quantity: 2,
        freeQuantity: 0,
        category: 'Assortments',
        price: '$249.99',
        lineTotal: 499.98,
        imageUrl: '',
      },
      { title: 'Festival Balls', quantity: 1, freeQuantity: 1, category: 'Artillery', price: '$29.99', lineTotal: 29.99, imageUrl: '' },
    ],
    isPickup: false,
    userInfo: { username: 'casey', firstname: 'Casey', lastname: 'Jones', email: 'casey@example.com', phonenumber: '5551230000' },
    createdAt: '2026-11-18T18:00:00.000Z',
    subtotal: 529.97,
    tax: 43.72,
    totalAfterTax: 573.69,
    discountPercentage: 5,
    discountAmount: 28.68,
    amountDue: 545.01,
    depositPaid: false,
    balanceDue: 545.01,
    amountDueNow: 109.01,
    fundsToAdd: 0,
    fundsUsed: 0,
    minimumDeposit: 109.01,
    pickupSlot: null,
    pickupCode: null,
    pickedUpAt: null,
    ...overrides,
  };
}

const renderHistory = (ui = <OrderHistory />) => render(ui, { wrapper: TestProviders });

describe('OrderHistory', () => {
  it('loads the orders and shows one card per order with items, free units and amounts', async () => {
    serve({ 'GET /api/user-orders': [200, [sampleOrder()]] });
    renderHistory();
    const card = await screen.findByRole('article', { name: 'Order A1B2C3D4' });
    expect(requestsTo('GET /api/user-orders')).toHaveLength(1);
    expect(within(card).getByText('Festival Balls')).toBeInTheDocument();
    // The spec's status word, and beside it what it means (issue 40 item 9).
    expect(within(card).getByText('UNCOMPLETE')).toBeInTheDocument();
    expect(within(card).getByTestId('status-meaning')).toHaveTextContent('Open: the shop has not marked this order complete yet.');
    expect(within(card).getByText('+ 1 free')).toBeInTheDocument();
    expect(within(card).getByText('Balance due').nextSibling).toHaveTextContent(/^\$545\.01$/);
    expect(within(card).getByText('Discount (5%)').nextSibling).toHaveTextContent(/^-\$28\.68$/);
    expect(within(card).getByText(/Delivery/)).toBeInTheDocument();
  });

  it('filters by the UNCOMPLETE/COMPLETE toggle and the search box', async () => {
    serve({
      'GET /api/user-orders': [
        200,
        [
          sampleOrder(),
          sampleOrder({ _id: 'b0000000-done', status: 'COMPLETE' }),
          sampleOrder({ _id: 'c0000000-other', userInfo: { ...sampleOrder().userInfo, username: 'robin' } }),
        ],
      ],
    });
    renderHistory();
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));
    expect(screen.getAllByTestId('order-card').map((c) => c.getAttribute('aria-labelledby'))).toEqual(['order-b0000000-done']);
    await userEvent.click(screen.getByRole('button', { name: 'UNCOMPLETE' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'robin');
    expect(screen.getAllByTestId('order-card')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nothing like this');
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
  });

  it('says the funds an order bought are added to the account once it is complete, not still "to add"', async () => {
    serve({
      'GET /api/user-orders': [
        200,
        [
          sampleOrder({ fundsToAdd: 100 }),
          sampleOrder({ _id: 'b0000000-done', orderNumber: 'B0000000', status: 'COMPLETE', fundsToAdd: 100 }),
        ],
      ],
    });
    renderHistory();
    const open = await screen.findByRole('article', { name: 'Order A1B2C3D4' });
    expect(within(open).getByText('Funds to add').nextSibling).toHaveTextContent(/^\$100\.00$/);
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));
    const done = screen.getByRole('article', { name: 'Order B0000000' });
    expect(within(done).getByText('Funds added to the account').nextSibling).toHaveTextContent(/^\$100\.00$/);
    expect(within(done).queryByText('Funds to add')).not.toBeInTheDocument();
  });

  it('says why the list could not be loaded', async () => {
    serve({ 'GET /api/user-orders': [401, { error: 'Your session has ended. Please log in again.' }] });
    renderHistory();
    expect(await screen.findByText('Error: Your session has ended. Please log in again.')).toBeInTheDocument();
  });

  it('lets actions replace or remove their order', async () => {
    serve({ 'GET /api/user-orders': [200, [sampleOrder()]] });
    renderHistory(<OrderHistory renderActions={(order) => <p>{`paid ${order.amountPayed}`}</p>} />);
    expect(await screen.findByText('paid 0')).toBeInTheDocument();
    act(() => orderUpdated(sampleOrder({ amountPayed: 100, amountNeeded: 445.01 })));
    expect(await screen.findByText('paid 100')).toBeInTheDocument();
    act(() => orderRemoved(sampleOrder()._id));
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });
});
