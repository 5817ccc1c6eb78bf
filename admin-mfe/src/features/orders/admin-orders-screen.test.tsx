import type { Order } from '@fireworks/core/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { networkError, raw, requestsTo, serve, signInAs, submitTwiceAtOnce, TestProviders, testOrder } from 'shared-ui/testing';
import AdminOrdersScreen from './admin-orders-screen';

const order = testOrder();

function renderScreen(address = '/orders') {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <AdminOrdersScreen />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

/** GET /api/orders as the server filters by status: `orders` are the shop's orders. */
function serveOrders(orders: Order[]) {
  serve({
    'GET /api/orders': ({ url }) => [
      200,
      { data: orders.filter((o) => o.status === (url.searchParams.get('status') ?? o.status)), nextCursor: null },
    ],
  });
}

/** The order's row with `amount` typed as its amount paid. */
async function typeAmountPaid(amount: string): Promise<HTMLElement> {
  const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
  const field = within(card).getByLabelText('Amount paid ($)');
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  return card;
}

beforeEach(() => {
  signInAs('owner');
  serveOrders([order]);
});
afterEach(() => jest.restoreAllMocks());

describe('AdminOrdersScreen', () => {
  it('reads its filters from the address (a reload or a shared link keeps them) and ignores values it does not know', async () => {
    renderScreen('/orders?status=COMPLETE&q=FW-26-00042&balance=due&deposit=nonsense');
    expect(await screen.findByRole('searchbox', { name: 'Search orders' })).toHaveValue('FW-26-00042');
    await waitFor(() =>
      expect(requestsTo('GET /api/orders').at(-1)?.url.search).toBe('?status=COMPLETE&balance=due&q=FW-26-00042&limit=25'),
    );
  });

  it('records a payment, then shows the server’s amounts', async () => {
    serve({ 'POST /api/update-order': [200, { ...order, amountPayed: 150, amountNeeded: 450 }] });
    renderScreen();
    const card = await typeAmountPaid('150');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order Successfully updated')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-order').map((r) => r.body)).toEqual([
      { order_id: order._id, order_amountPayed: '150', order_amountPayedSeen: 0 },
    ]);
    // The desk is a table: the row's Balance due cell (labelled so on a phone's card).
    await waitFor(() => expect(card.querySelector('[data-label="Balance due"]')).toHaveTextContent(/^\$450\.00$/));
    expect(within(card).getByLabelText('Amount paid ($)')).toHaveValue('150.00');
  });

  it('records the payment once when Save is sent twice before it renders busy (a double tap, Enter twice)', async () => {
    serve({ 'POST /api/update-order': [200, { ...order, amountPayed: 150, amountNeeded: 450 }] });
    renderScreen();
    const card = await typeAmountPaid('150');
    submitTwiceAtOnce(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order Successfully updated')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-order')).toHaveLength(1);
  });

  it('moves an order to COMPLETE: it leaves the UNCOMPLETE list', async () => {
    const completed = { ...order, status: 'COMPLETE' as const };
    serve({
      'POST /api/update-order': () => {
        serveOrders([completed]);
        return [200, completed];
      },
    });
    renderScreen();
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    await userEvent.selectOptions(within(card).getByLabelText('Status'), 'COMPLETE');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    // $600.00 is still owed: the console asks first, showing the balance.
    expect(screen.getByText('This order still has a balance due of $600.00. Mark it COMPLETE anyway?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark COMPLETE' }));
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    // The amount paid was not touched: it is not sent, so a payment recorded meanwhile stays.
    expect(requestsTo('POST /api/update-order').map((r) => r.body)).toEqual([
      { order_id: order._id, order_status: 'COMPLETE', order_amountPayedSeen: 0 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));
    expect(await screen.findByRole('row', { name: 'Order F00DCAFE' })).toBeInTheDocument();
  });

  it('asks before completing with a balance; "Keep UNCOMPLETE" sends nothing', async () => {
    renderScreen();
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    const amount = within(card).getByLabelText('Amount paid ($)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.selectOptions(within(card).getByLabelText('Status'), 'COMPLETE');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This order still has a balance due of $100.00. Mark it COMPLETE anyway?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep UNCOMPLETE' }));
    expect(requestsTo('POST /api/update-order')).toEqual([]);
  });

  it('completes a paid order without asking', async () => {
    const paid = testOrder({ amountPayed: 600, amountNeeded: 0, balanceDue: 0, amountDueNow: 0, depositPaid: true });
    serveOrders([paid]);
    serve({ 'POST /api/update-order': [200, { ...paid, status: 'COMPLETE' }] });
    renderScreen();
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    await userEvent.selectOptions(within(card).getByLabelText('Status'), 'COMPLETE');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order Successfully updated')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-order').map((r) => r.body)).toEqual([
      { order_id: paid._id, order_status: 'COMPLETE', order_amountPayedSeen: 600 },
    ]);
  });

  it('sends the amount paid only when it was changed (the same amount written differently is no change)', async () => {
    serve({ 'POST /api/update-order': [200, order] });
    renderScreen();
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    const amount = within(card).getByLabelText('Amount paid ($)');
    await userEvent.clear(amount);
    await userEvent.type(amount, ' 0 ');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order Successfully updated')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-order').map((r) => r.body)).toEqual([{ order_id: order._id, order_amountPayedSeen: 0 }]);
  });

  it('shows the spec’s error toast with the server’s reason', async () => {
    serve({ 'POST /api/update-order': [400, { error: 'The amount paid cannot be more than $600.00 for this order.' }] });
    renderScreen();
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error updating order. The amount paid cannot be more than $600.00 for this order.'),
    ).toBeInTheDocument();
  });

  it('deletes an order only after Yes', async () => {
    serve({ 'POST /api/delete-order': [200, { message: 'Successfully deleted order' }] });
    renderScreen();
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete order' }));
    expect(screen.getByText('Are you sure you want to delete this order?')).toBeInTheDocument();
    // An open order is cancelled for its customer: the admin knows the customer will hear of it.
    expect(screen.getByRole('dialog')).toHaveTextContent('The customer is e-mailed that it was cancelled.');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(requestsTo('POST /api/delete-order')).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted order')).toBeInTheDocument();
    expect(requestsTo('POST /api/delete-order').map((r) => r.body)).toEqual([{ order_id: order._id }]);
    await waitFor(() => expect(screen.queryByRole('row')).not.toBeInTheDocument());
  });

  it('a completed order’s delete clears the record: no word of an e-mail to the customer', async () => {
    serveOrders([{ ...order, status: 'COMPLETE' }]);
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete order' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(/^Are you sure you want to delete this order\?/);
    expect(screen.getByRole('dialog')).not.toHaveTextContent('e-mailed');
  });

  it('says when a delete fails', async () => {
    serve({ 'POST /api/delete-order': networkError });
    renderScreen();
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting order.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Order F00DCAFE' })).toBeInTheDocument();
  });

  it('sends the filters and the search to the server, and links each card to its order page', async () => {
    renderScreen();
    const card = await screen.findByRole('row', { name: 'Order F00DCAFE' });
    expect(within(card).getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/orders/${order._id}`);
    await userEvent.selectOptions(screen.getByLabelText('Balance'), 'due');
    await userEvent.selectOptions(screen.getByLabelText('Deposit'), 'missing');
    await userEvent.selectOptions(screen.getByLabelText('Pickup or delivery'), 'false');
    await userEvent.type(screen.getByLabelText('Placed from'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Placed until'), '2026-11-30');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'FW-26-00042');
    await waitFor(() =>
      expect(requestsTo('GET /api/orders').at(-1)?.url.search).toBe(
        '?status=UNCOMPLETE&balance=due&deposit=missing&pickup=false&from=2026-11-01&to=2026-11-30&q=FW-26-00042&limit=25',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(requestsTo('GET /api/orders').at(-1)?.url.search).toBe('?status=UNCOMPLETE&q=FW-26-00042&limit=25'));
  });

  it('loads the next page with the server’s cursor', async () => {
    const second = testOrder({ _id: 'f00dcafe-0000-0000-0000-000000000002', orderNumber: 'FW-26-00002' });
    serve({
      'GET /api/orders': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? [200, { data: [second], nextCursor: null }]
          : [200, { data: [order], nextCursor: 'page-2' }],
    });
    renderScreen();
    await screen.findByRole('row', { name: 'Order F00DCAFE' });
    expect(screen.getByText('1 order shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('row', { name: 'Order FW-26-00002' })).toBeInTheDocument();
    expect(screen.getByText('2 orders shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('downloads the orders CSV and the payments CSV with the current filters', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:orders';
    };
    URL.revokeObjectURL = () => {};
    // jsdom cannot follow a download link: record which file the browser was asked to save.
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    serve({
      'GET /api/orders.csv': raw(200, 'orderNumber,status\nF00DCAFE,UNCOMPLETE\n'),
      'GET /api/payments.csv': raw(200, 'orderNumber,amount\nF00DCAFE,120.00\n'),
    });
    renderScreen();
    await screen.findByRole('row', { name: 'Order F00DCAFE' });
    await userEvent.selectOptions(screen.getByLabelText('Balance'), 'due');
    await userEvent.click(screen.getByRole('button', { name: 'Download orders (CSV)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(requestsTo('GET /api/orders.csv').map((r) => r.url.search)).toEqual(['?status=UNCOMPLETE&balance=due']);
    expect(await created[0]!.text()).toBe('orderNumber,status\nF00DCAFE,UNCOMPLETE\n');
    await userEvent.click(screen.getByRole('button', { name: 'Download payments (CSV)' }));
    await waitFor(() => expect(created).toHaveLength(2));
    // The payments of the orders shown (the server answers the same orders as orders.csv), not every payment.
    expect(requestsTo('GET /api/payments.csv').map((r) => r.url.search)).toEqual(['?status=UNCOMPLETE&balance=due']);
    expect(await created[1]!.text()).toBe('orderNumber,amount\nF00DCAFE,120.00\n');
    // Named by the shop's day (the season's today: the default test answer's March 10), not the device's or UTC's.
    expect(saved).toEqual(['orders-2026-03-10.csv', 'payments-2026-03-10.csv']);
  });

  it('says why a download failed', async () => {
    serve({ 'GET /api/orders.csv': [403, { error: 'Admins only.' }] });
    renderScreen();
    await screen.findByRole('row', { name: 'Order F00DCAFE' });
    await userEvent.click(screen.getByRole('button', { name: 'Download orders (CSV)' }));
    expect(await screen.findByText('The download failed. Admins only.')).toBeInTheDocument();
  });

  it('a Counter sees the orders without the CSV exports or the delete button (issue 41)', async () => {
    signInAs('counter');
    renderScreen();
    await screen.findByRole('row', { name: 'Order F00DCAFE' });
    expect(screen.queryByRole('button', { name: 'Download orders (CSV)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download payments (CSV)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save' }).length).toBeGreaterThan(0);
  });
});
