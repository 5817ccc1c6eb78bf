import type { Order } from '@fireworks/core/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { networkError, requestsTo, serve, TestProviders } from 'shared-ui/testing';
import AdminOrdersScreen from './admin-orders-screen';

const order = {
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
} satisfies Order;

function renderScreen() {
  return render(<AdminOrdersScreen />, { wrapper: TestProviders });
}

beforeEach(() => serve({ 'GET /api/user-orders': [200, [order]] }));

describe('AdminOrdersScreen', () => {
  it('records a payment, then shows the server’s amounts', async () => {
    serve({ 'POST /api/update-order': [200, { ...order, amountPayed: 150, amountNeeded: 450 }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    const amount = within(card).getByLabelText('Amount paid ($)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order Successfully updated')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-order').map((r) => r.body)).toEqual([
      { order_id: order._id, order_amountPayed: '150', order_status: 'UNCOMPLETE' },
    ]);
    await waitFor(() => expect(within(card).getByText('Amount needed').nextSibling).toHaveTextContent(/^\$450\.00$/));
    expect(within(card).getByLabelText('Amount paid ($)')).toHaveValue('150.00');
  });

  it('moves an order to COMPLETE: it leaves the UNCOMPLETE list', async () => {
    serve({ 'POST /api/update-order': [200, { ...order, status: 'COMPLETE' }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.selectOptions(within(card).getByLabelText('Status'), 'COMPLETE');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));
    expect(screen.getByRole('article', { name: 'Order F00DCAFE' })).toBeInTheDocument();
  });

  it('shows the spec’s error toast with the server’s reason', async () => {
    serve({ 'POST /api/update-order': [400, { error: 'The amount paid cannot be more than $600.00 for this order.' }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error updating order. The amount paid cannot be more than $600.00 for this order.'),
    ).toBeInTheDocument();
  });

  it('deletes an order only after Yes', async () => {
    serve({ 'POST /api/delete-order': [200, { message: 'Successfully deleted order' }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete order' }));
    expect(screen.getByText('Are you sure you want to delete this order?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(requestsTo('POST /api/delete-order')).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted order')).toBeInTheDocument();
    expect(requestsTo('POST /api/delete-order').map((r) => r.body)).toEqual([{ order_id: order._id }]);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
  });

  it('says when a delete fails', async () => {
    serve({ 'POST /api/delete-order': networkError });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting order.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order F00DCAFE' })).toBeInTheDocument();
  });
});
