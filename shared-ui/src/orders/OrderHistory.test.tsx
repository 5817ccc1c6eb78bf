import type { Order } from '@fireworks/core/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../api/client';
import { OrderHistory } from './OrderHistory';

function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'a1b2c3d4-1111-2222-3333-444455556666',
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
    fundsToAdd: 0,
    fundsUsed: 0,
    minimumDeposit: 109.01,
    ...overrides,
  };
}

afterEach(() => jest.restoreAllMocks());

describe('OrderHistory', () => {
  it('loads the orders and shows one card per order with items, free units and amounts', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue([sampleOrder()]);
    render(<OrderHistory />);
    const card = await screen.findByRole('article', { name: 'Order A1B2C3D4' });
    expect(get).toHaveBeenCalledWith('/api/user-orders', expect.anything());
    expect(within(card).getByText('Festival Balls')).toBeTruthy();
    expect(within(card).getByText('+ 1 free')).toBeTruthy();
    expect(within(card).getByText('Amount needed').nextSibling?.textContent).toBe('$545.01');
    expect(within(card).getByText('Discount (5%)').nextSibling?.textContent).toBe('-$28.68');
    expect(within(card).getByText(/Delivery/)).toBeTruthy();
  });

  it('filters by the UNCOMPLETE/COMPLETE toggle and the search box', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValue([
        sampleOrder(),
        sampleOrder({ _id: 'b0000000-done', status: 'COMPLETE' }),
        sampleOrder({ _id: 'c0000000-other', userInfo: { ...sampleOrder().userInfo, username: 'robin' } }),
      ]);
    render(<OrderHistory />);
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));
    expect(screen.getAllByTestId('order-card').map((c) => c.getAttribute('aria-labelledby'))).toEqual(['order-b0000000-done']);
    await userEvent.click(screen.getByRole('button', { name: 'UNCOMPLETE' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'robin');
    expect(screen.getAllByTestId('order-card')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nothing like this');
    expect(screen.getByText('No orders found.')).toBeTruthy();
  });

  it('says why the list could not be loaded', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('Your session has ended. Please log in again.'));
    render(<OrderHistory />);
    expect(await screen.findByText('Error: Your session has ended. Please log in again.')).toBeTruthy();
  });

  it('lets actions replace or remove their order', async () => {
    jest.spyOn(api, 'get').mockResolvedValue([sampleOrder()]);
    let change: ((updated: Order | null) => void) | undefined;
    render(
      <OrderHistory
        renderActions={(order, onChange) => {
          change = onChange;
          return <p>{`paid ${order.amountPayed}`}</p>;
        }}
      />,
    );
    expect(await screen.findByText('paid 0')).toBeTruthy();
    act(() => change?.(sampleOrder({ amountPayed: 100, amountNeeded: 445.01 })));
    expect(screen.getByText('paid 100')).toBeTruthy();
    act(() => change?.(null));
    expect(screen.getByText('No orders found.')).toBeTruthy();
  });
});
