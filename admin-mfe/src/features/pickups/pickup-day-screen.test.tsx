import type { Order, OrderDetail, User } from '@fireworks/core/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { orderKeys, queryClient, setLanguage, useSession } from 'shared-ui';
import {
  type ContractAnswer,
  networkError,
  type RequestBody,
  type Routes,
  requestsTo,
  serve,
  TestProviders,
  testSeason,
} from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import PickupDayScreen from './pickup-day-screen';

const slotRef = { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' };

function pickupOrder(fields: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    orderNumber: 'FW-26-00042',
    status: 'UNCOMPLETE',
    amountPayed: 200,
    amountNeeded: 449.5,
    order_items: [{ title: 'Dash Cake', quantity: 1, freeQuantity: 0, category: 'Cakes', price: '$600.00', lineTotal: 600, imageUrl: '' }],
    isPickup: true,
    userInfo: { username: 'casey', firstname: 'Casey', lastname: 'Jones', email: 'casey@example.com', phonenumber: '5551230000' },
    createdAt: '2026-11-18T18:00:00.000Z',
    subtotal: 600,
    tax: 49.5,
    totalAfterTax: 649.5,
    discountPercentage: 0,
    discountAmount: 0,
    amountDue: 649.5,
    fundsToAdd: 0,
    fundsUsed: 0,
    minimumDeposit: 129.9,
    depositPaid: true,
    balanceDue: 449.5,
    amountDueNow: 449.5,
    pickupSlot: slotRef,
    pickupCode: 'K7P2M9XQ',
    pickedUpAt: null,
    ...fields,
  };
}

const casey = pickupOrder();
const robin = pickupOrder({
  _id: 'o2',
  orderNumber: 'FW-26-00043',
  userInfo: { ...casey.userInfo, username: 'robin', firstname: 'Robin', lastname: 'Diaz' },
  amountPayed: 649.5,
  amountNeeded: 0,
  balanceDue: 0,
  amountDueNow: 0,
  pickupCode: 'ABCD2345',
  pickedUpAt: '2026-11-20T16:20:00.000Z',
});

const day = {
  date: '2026-11-20',
  slots: [
    { ...slotRef, capacity: 5, remaining: 3, orders: [casey, robin] },
    { _id: 's2', date: '2026-11-20', start: '12:00', end: '13:00', capacity: 5, remaining: 5, orders: [] },
  ],
};

const paid = (order: Order): OrderDetail => ({
  ...order,
  amountPayed: 649.5,
  amountNeeded: 0,
  balanceDue: 0,
  amountDueNow: 0,
  payments: [],
  paymentInstructions: { amountDueNow: 0, minimumDeposit: 129.9, balanceDue: 0, phone: '5550105678', methods: ['Zelle'], memo: '' },
});

/** The server's answer to a payment collected at the counter (POST /api/orders/:id/payments): the payment as sent, and the order after it. */
function paymentAnswer(
  body: RequestBody<'POST /api/orders/:id/payments'>,
  order: OrderDetail,
  id = 'p1',
): ContractAnswer<'POST /api/orders/:id/payments'> {
  return [
    201,
    {
      payment: {
        _id: id,
        amount: Number(body.amount),
        method: body.method,
        reference: '',
        receivedAt: '2026-11-20T16:00:00.000Z',
        note: '',
        recordedBy: 'admin',
        voidedAt: null,
        voidReason: null,
      },
      order,
    },
  ];
}

/**
 * Serves pickup day (the `day` above unless `routes` names another) with `routes` beside it, shows the screen
 * and opens Casey's order from its slot: the slot, and the order opened.
 */
async function openCaseysOrder(routes: Routes = {}): Promise<{ slot: HTMLElement; found: HTMLElement }> {
  serve({ 'GET /api/season': [200, testSeason({ today: '2026-11-20' })], 'GET /api/pickups': [200, day], ...routes });
  renderScreen(<PickupDayScreen />);
  const slot = await screen.findByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' });
  await userEvent.click(within(slot).getByRole('button', { name: 'Open order FW-26-00042' }));
  return { slot, found: screen.getByRole('region', { name: 'Order FW-26-00042' }) };
}

/** Casey's order read again, unchanged (what the counter asks for after a refusal). */
const caseyNow = (): OrderDetail => ({ ...paid(casey), ...casey });

beforeEach(() => useSession.getState().signIn('token', { _id: 'a1', username: 'admin', admin: true } as User));
afterEach(() => {
  act(() => setLanguage('en'));
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

describe('PickupDayScreen', () => {
  it("lists today's (the shop's) pickup orders by slot, with the balance due and who has picked up", async () => {
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
    });
    renderScreen(<PickupDayScreen />);
    const slot = await screen.findByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' });
    expect(within(slot).getByText('2 orders')).toBeInTheDocument();
    const [first, second] = within(slot).getAllByTestId('pickup-order');
    expect(first).toHaveTextContent('FW-26-00042 Casey Jones');
    expect(first).toHaveTextContent('Due $449.50');
    expect(second).toHaveTextContent('Paid in full');
    expect(second).toHaveTextContent('Picked up');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-20');
    expect(requestsTo('GET /api/pickups')[0]?.url.searchParams.get('date')).toBe('2026-11-20');

    // Another day is asked for when the date changes.
    serve({ 'GET /api/pickups': [200, { date: '2026-11-21', slots: [] }] });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-21' } });
    expect(await screen.findByText('No pickup orders on this day.')).toBeInTheDocument();
    expect(requestsTo('GET /api/pickups').at(-1)?.url.searchParams.get('date')).toBe('2026-11-21');
  });

  it('finds an order by its pass code, collects the balance as a payment and marks it picked up', async () => {
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'GET /api/orders/lookup': ({ url }) =>
        url.searchParams.get('code') === 'k7p2m9xq' ? [200, casey] : [404, { error: 'No order has this pass code.' }],
      'POST /api/orders/:id/payments': ({ body }) => paymentAnswer(body, paid(casey)),
      'POST /api/orders/:id/picked-up': [200, { order: { ...paid(casey), pickedUpAt: '2026-11-20T16:05:00.000Z' } }],
    });
    renderScreen(<PickupDayScreen />);
    await screen.findByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' });
    // No BarcodeDetector in this browser: no scan button.
    expect(screen.queryByRole('button', { name: 'Scan pass' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Pass code'), 'NOPE1234');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No order has this pass code.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Pass code'));
    await userEvent.type(screen.getByLabelText('Pass code'), 'k7p2m9xq');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('region', { name: 'Order FW-26-00042' });
    expect(within(found).getByText('Casey Jones · (555) 123-0000')).toBeInTheDocument();
    expect(within(found).getByText('Pickup: Fri, Nov 20, 10:00 AM–11:00 AM')).toBeInTheDocument();
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Balance to collect: $449.50');
    expect(within(found).getByLabelText('Amount')).toHaveValue('449.50');
    expect(within(within(found).getByRole('list', { name: 'Items to hand over' })).getAllByRole('listitem')).toHaveLength(1);
    expect(within(found).getByText('1 × Dash Cake')).toBeInTheDocument();

    await userEvent.selectOptions(within(found).getByLabelText('Method'), 'Zelle');
    await userEvent.click(within(found).getByRole('button', { name: 'Collect $449.50' }));
    expect(await screen.findByText('Payment of $449.50 recorded.')).toBeInTheDocument();
    expect(requestsTo('POST /api/orders/o1/payments')[0]?.body).toEqual({ amount: '449.50', method: 'zelle' });
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Nothing to collect: paid in full.');

    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    expect(await screen.findByText('Order marked as picked up.')).toBeInTheDocument();
    expect(requestsTo('POST /api/orders/o1/picked-up')).toHaveLength(1);
    expect(requestsTo('POST /api/orders/o1/picked-up')[0]?.body).toEqual({});
    expect(within(found).queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();
    expect(within(found).getByText(/^Picked up /)).toBeInTheDocument();
    // On the shop's clock, as the slot above it (16:05 UTC is 10:05 AM in Chicago), whatever the device's.
    expect(within(found).getByText(/^Picked up /)).toHaveTextContent('Picked up Nov 20, 2026, 10:05 AM');
  });

  it('closes the order open when the next pass code is refused: the previous customer is not left ready to collect and hand over', async () => {
    await openCaseysOrder({ 'GET /api/orders/lookup': [404, { error: 'No order has this pass code.' }] });
    await userEvent.type(screen.getByLabelText('Pass code'), 'ZZZZ2222');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No order has this pass code.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order FW-26-00042' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Collect/ })).not.toBeInTheDocument();
  });

  it('records one payment and one handover when the clerk double-taps Collect and Mark picked up (one toast each, no refusal)', async () => {
    // Each answer waits until both taps are in, as on the shop's network.
    let answerPayment = () => {};
    let answerHandover = () => {};
    const paymentAnswered = new Promise<void>((resolve) => {
      answerPayment = resolve;
    });
    const handoverAnswered = new Promise<void>((resolve) => {
      answerHandover = resolve;
    });
    const { found } = await openCaseysOrder({
      'POST /api/orders/:id/payments': async ({ body }) => {
        await paymentAnswered;
        return paymentAnswer(body, paid(casey));
      },
      'POST /api/orders/:id/picked-up': async () => {
        const first = requestsTo('POST /api/orders/o1/picked-up').length === 1;
        await handoverAnswered;
        return first
          ? [200, { order: { ...paid(casey), pickedUpAt: '2026-11-20T16:05:00.000Z' } }]
          : [409, { error: 'This order was already picked up.' }];
      },
      'GET /api/orders/:id': [200, { ...paid(casey), pickedUpAt: '2026-11-20T16:05:00.000Z' }],
    });
    await userEvent.dblClick(within(found).getByRole('button', { name: 'Collect $449.50' }));
    answerPayment();
    expect(await screen.findByText('Payment of $449.50 recorded.')).toBeInTheDocument();
    await userEvent.dblClick(within(found).getByRole('button', { name: 'Mark picked up' }));
    answerHandover();
    expect(await screen.findByText('Order marked as picked up.')).toBeInTheDocument();
    await waitFor(() => expect(within(found).getByText(/^Picked up /)).toBeInTheDocument());
    expect(requestsTo('POST /api/orders/o1/payments')).toHaveLength(1);
    expect(requestsTo('POST /api/orders/o1/picked-up')).toHaveLength(1);
    expect(screen.getAllByText('Payment of $449.50 recorded.')).toHaveLength(1);
    expect(screen.queryByText('This order was already picked up.')).not.toBeInTheDocument();
  });

  it("has the order's page and the order desk read again after a payment or a handover at the counter", async () => {
    // The order's page and the desk, read a moment ago (the balance still due).
    const detail = [...orderKeys.all, 'detail', 'o1'];
    const desk = [...orderKeys.all, 'desk', {}];
    const cacheBefore = () => {
      queryClient.setQueryData(detail, caseyNow());
      queryClient.setQueryData(desk, { pages: [{ data: [casey], nextCursor: null }], pageParams: [''] });
    };
    cacheBefore();
    const { found } = await openCaseysOrder({
      'POST /api/orders/:id/payments': ({ body }) => paymentAnswer(body, paid(casey)),
      'POST /api/orders/:id/picked-up': [200, { order: { ...paid(casey), pickedUpAt: '2026-11-20T16:05:00.000Z' } }],
    });
    await userEvent.click(within(found).getByRole('button', { name: 'Collect $449.50' }));
    expect(await screen.findByText('Payment of $449.50 recorded.')).toBeInTheDocument();
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(desk)?.isInvalidated).toBe(true);

    cacheBefore();
    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    expect(await screen.findByText('Order marked as picked up.')).toBeInTheDocument();
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(desk)?.isInvalidated).toBe(true);
  });

  it('keeps the keyboard on the next step: Collect again after part of the balance, then Mark picked up, then the handover done', async () => {
    const partly = { ...paid(casey), amountPayed: 300, amountNeeded: 349.5, balanceDue: 349.5, amountDueNow: 349.5 };
    const { found } = await openCaseysOrder({
      'POST /api/orders/:id/payments': ({ body }) =>
        paymentAnswer(body, body.amount === '100' ? partly : paid(casey), `p${requestsTo('POST /api/orders/o1/payments').length}`),
      'POST /api/orders/:id/picked-up': [200, { order: { ...paid(casey), pickedUpAt: '2026-11-20T16:05:00.000Z' } }],
    });

    // "Mark picked up" with a balance: the reason's field is where the keyboard goes.
    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    expect(within(found).getByLabelText('Reason')).toHaveFocus();
    await userEvent.click(within(found).getByRole('button', { name: 'Cancel' }));

    await userEvent.clear(within(found).getByLabelText('Amount'));
    await userEvent.type(within(found).getByLabelText('Amount'), '100');
    await userEvent.click(within(found).getByRole('button', { name: 'Collect $100.00' }));
    expect(await screen.findByText('Payment of $100.00 recorded.')).toBeInTheDocument();
    await waitFor(() => expect(within(found).getByRole('button', { name: 'Collect $349.50' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Payment of $349.50 recorded.')).toBeInTheDocument();
    await waitFor(() => expect(within(found).getByRole('button', { name: 'Mark picked up' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Order marked as picked up.')).toBeInTheDocument();
    await waitFor(() => expect(within(found).getByText(/^Picked up /)).toHaveFocus());
  });

  it("takes the keyboard to the order opened (from the day's list or by its pass), and back to where it was when closed", async () => {
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'GET /api/orders/lookup': [200, casey],
    });
    renderScreen(<PickupDayScreen />);
    const slot = await screen.findByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' });
    // The order opens above the list: on a phone it is out of sight unless the keyboard (and the view) goes to it.
    const open = within(slot).getByRole('button', { name: 'Open order FW-26-00042' });
    await userEvent.click(open);
    const found = screen.getByRole('region', { name: 'Order FW-26-00042' });
    expect(within(found).getByRole('heading', { name: 'Order FW-26-00042' })).toHaveFocus();
    await userEvent.click(within(found).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Order FW-26-00042' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    // Found by its pass: closed, the keyboard is back in the pass field for the next customer.
    await userEvent.type(screen.getByLabelText('Pass code'), 'K7P2M9XQ{Enter}');
    const byPass = await screen.findByRole('region', { name: 'Order FW-26-00042' });
    await waitFor(() => expect(within(byPass).getByRole('heading', { name: 'Order FW-26-00042' })).toHaveFocus());
    await userEvent.click(within(byPass).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Pass code')).toHaveFocus();
  });

  it('takes the keyboard back to Mark picked up when the unpaid handover is cancelled', async () => {
    const { found } = await openCaseysOrder();
    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    await userEvent.click(within(found).getByRole('button', { name: 'Cancel' }));
    expect(within(found).getByRole('button', { name: 'Mark picked up' })).toHaveFocus();
  });

  it('tells the counter when the order found is booked for another day, or its pickup time has passed (in Spanish too)', async () => {
    const tomorrow = pickupOrder({ pickupSlot: { ...slotRef, date: '2026-11-21' } });
    const yesterday = pickupOrder({
      _id: 'o3',
      orderNumber: 'FW-26-00044',
      pickupCode: 'MNPQ2345',
      pickupSlot: { ...slotRef, date: '2026-11-19' },
    });
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'GET /api/orders/lookup': ({ url }) => [200, url.searchParams.get('code') === 'K7P2M9XQ' ? tomorrow : yesterday],
    });
    renderScreen(<PickupDayScreen />);
    await screen.findByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' });
    await userEvent.type(screen.getByLabelText('Pass code'), 'K7P2M9XQ{Enter}');
    const early = await screen.findByRole('region', { name: 'Order FW-26-00042' });
    expect(within(early).getByText('Pickup: Sat, Nov 21, 10:00 AM–11:00 AM')).toBeInTheDocument();
    expect(within(early).getByTestId('pickup-day-notice')).toHaveTextContent('Not booked for today: its pickup is on another day.');
    // Still handed over if the store agrees: the notice warns, it does not forbid.
    expect(within(early).getByRole('button', { name: 'Mark picked up' })).toBeEnabled();

    await userEvent.clear(screen.getByLabelText('Pass code'));
    await userEvent.type(screen.getByLabelText('Pass code'), 'MNPQ2345{Enter}');
    const late = await screen.findByRole('region', { name: 'Order FW-26-00044' });
    expect(within(late).getByTestId('pickup-day-notice')).toHaveTextContent('Its pickup time has passed.');
    act(() => setLanguage('es'));
    expect(within(late).getByTestId('pickup-day-notice')).toHaveTextContent('Su horario de recogida ya pasó.');

    // Today's order, not yet over on the shop's clock: no notice.
    act(() => setLanguage('en'));
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' })).getByRole('button', {
        name: 'Open order FW-26-00042',
      }),
    );
    const today = screen.getByRole('region', { name: 'Order FW-26-00042' });
    expect(within(today).getByText('Pickup: Fri, Nov 20, 10:00 AM–11:00 AM')).toBeInTheDocument();
    expect(within(today).queryByTestId('pickup-day-notice')).not.toBeInTheDocument();
  });

  it("opens the order a link names (?code=, from the order's page for a customer without a pass)", async () => {
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'GET /api/orders/lookup': [200, casey],
    });
    render(
      <MemoryRouter initialEntries={['/pickup-day?code=K7P2M9XQ']}>
        <PickupDayScreen />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const found = await screen.findByRole('region', { name: 'Order FW-26-00042' });
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Balance to collect: $449.50');
    expect(screen.getByLabelText('Pass code')).toHaveValue('K7P2M9XQ');
    expect(requestsTo('GET /api/orders/lookup').map((r) => r.url.searchParams.get('code'))).toEqual(['K7P2M9XQ']);
  });

  it('says so when the order found holds no pickup time (placed while no slot was open)', async () => {
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'GET /api/orders/lookup': [200, pickupOrder({ pickupSlot: null })],
    });
    renderScreen(<PickupDayScreen />);
    await screen.findByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' });
    await userEvent.type(screen.getByLabelText('Pass code'), 'K7P2M9XQ{Enter}');
    const found = await screen.findByRole('region', { name: 'Order FW-26-00042' });
    expect(within(found).getByText('Pickup: no time booked yet')).toBeInTheDocument();
  });

  it('keeps the order the clerk moved on to when an earlier order’s slow payment answers late', async () => {
    let answerPayment = () => {};
    const paymentAnswered = new Promise<void>((resolve) => {
      answerPayment = resolve;
    });
    const { slot, found: casey1 } = await openCaseysOrder({
      'POST /api/orders/:id/payments': async ({ body }) => {
        await paymentAnswered;
        return paymentAnswer(body, paid(casey));
      },
    });
    await userEvent.click(within(casey1).getByRole('button', { name: 'Collect $449.50' }));
    // The network is slow: the clerk closes Casey's order and serves Robin.
    await userEvent.click(within(casey1).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(slot).getByRole('button', { name: 'Open order FW-26-00043' }));
    expect(screen.getByRole('region', { name: 'Order FW-26-00043' })).toBeInTheDocument();
    answerPayment();
    expect(await screen.findByText('Payment of $449.50 recorded.')).toBeInTheDocument();
    // Robin's order stays on the counter: "Mark picked up" must not quietly become Casey's.
    expect(screen.getByRole('region', { name: 'Order FW-26-00043' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order FW-26-00042' })).not.toBeInTheDocument();
  });

  it('never hands over an order that still owes without a reason: collect first, or hand over anyway with one (issue 40)', async () => {
    const bogo = pickupOrder({
      order_items: [
        { title: 'Dash Rocket', quantity: 2, freeQuantity: 2, category: 'Missiles', price: '$50.00', lineTotal: 100, imageUrl: '' },
        ...casey.order_items,
      ],
    });
    const { found } = await openCaseysOrder({
      'GET /api/pickups': [200, { ...day, slots: [{ ...slotRef, capacity: 5, remaining: 3, orders: [bogo] }] }],
      'POST /api/orders/:id/picked-up': ({ body }) =>
        body.reason
          ? [200, { order: { ...bogo, pickedUpAt: '2026-11-20T16:05:00.000Z' } }]
          : [409, { error: 'This order has a balance due of $449.50. Collect it first, or give a reason to hand the order over anyway.' }],
    });
    const items = within(within(found).getByRole('list', { name: 'Items to hand over' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['2 × Dash Rocket2 free', '1 × Dash Cake']);

    // "Mark picked up" asks: collect (the form above) or say why it goes unpaid.
    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    const unpaid = within(found).getByRole('form', { name: 'Hand over with $449.50 unpaid' });
    expect(within(found).getByRole('button', { name: 'Collect $449.50' })).toBeInTheDocument();
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Hand over unpaid' }));
    expect(await within(unpaid).findByText('Please give the reason for handing over an unpaid order.')).toBeInTheDocument();
    expect(requestsTo('POST /api/orders/o1/picked-up')).toHaveLength(0);

    await userEvent.type(within(unpaid).getByLabelText('Reason'), ' Pays Friday, agreed with the owner ');
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Hand over unpaid' }));
    expect(await screen.findByText('Order marked as picked up.')).toBeInTheDocument();
    expect(requestsTo('POST /api/orders/o1/picked-up')[0]?.body).toEqual({ reason: 'Pays Friday, agreed with the owner' });
    expect(within(found).getByText(/^Picked up /)).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: /^Collect/ })).not.toBeInTheDocument();
  });

  it('leads a clerk to the order’s page to record what a customer who took the order unpaid comes back to pay', async () => {
    const handedOver = pickupOrder({ pickedUpAt: '2026-11-20T16:05:00.000Z' });
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'GET /api/orders/lookup': [200, handedOver],
    });
    renderScreen(<PickupDayScreen />);
    await screen.findByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' });
    await userEvent.type(screen.getByLabelText('Pass code'), 'K7P2M9XQ{Enter}');
    const found = await screen.findByRole('region', { name: 'Order FW-26-00042' });
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Balance to collect: $449.50');
    expect(within(found).queryByRole('button', { name: /^Collect/ })).not.toBeInTheDocument();
    expect(within(found).getByRole('link', { name: 'Record the payment on the order’s page' })).toHaveAttribute('href', '/orders/o1');

    // Staff who only work pickups may not record it (nor open the order's page): no link.
    act(() =>
      useSession.getState().signIn('token', { ...({ _id: 's1', username: 'clerk', admin: false } as User), permissions: ['pickups:work'] }),
    );
    await waitFor(() =>
      expect(within(found).queryByRole('link', { name: 'Record the payment on the order’s page' })).not.toBeInTheDocument(),
    );
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Balance to collect: $449.50');
    expect(found).toBeInTheDocument();
  });

  it('offers no Collect to staff who work pickups but may not record payments (issue 41): they hand over with a reason', async () => {
    useSession.getState().signIn('token', { ...({ _id: 's1', username: 'clerk', admin: false } as User), permissions: ['pickups:work'] });
    const { found } = await openCaseysOrder({
      'GET /api/pickups': [200, { ...day, slots: [{ ...slotRef, capacity: 5, remaining: 3, orders: [casey] }] }],
      'POST /api/orders/:id/picked-up': [200, { order: { ...casey, pickedUpAt: '2026-11-20T16:05:00.000Z' } }],
    });
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Balance to collect: $449.50');
    expect(within(found).queryByRole('button', { name: /^Collect/ })).not.toBeInTheDocument();
    expect(within(found).queryByLabelText('Amount')).not.toBeInTheDocument();
    // Told why there is no Collect, and what to do instead.
    expect(
      within(found).getByText(
        'You may not record payments: ask a colleague who may to collect the balance, or hand the order over with a reason.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    const unpaid = within(found).getByRole('form', { name: 'Hand over with $449.50 unpaid' });
    await userEvent.type(within(unpaid).getByLabelText('Reason'), 'The owner collects on Friday');
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Hand over unpaid' }));
    expect(await screen.findByText('Order marked as picked up.')).toBeInTheDocument();
    expect(requestsTo('POST /api/orders/o1/payments')).toHaveLength(0);
  });

  it('shows what another clerk did when the handover is refused: the order is read again (already picked up)', async () => {
    const settled = { ...casey, amountPayed: 649.5, amountNeeded: 0, balanceDue: 0, amountDueNow: 0 };
    const { found } = await openCaseysOrder({
      'GET /api/pickups': [200, { ...day, slots: [{ ...slotRef, capacity: 5, remaining: 3, orders: [settled] }] }],
      'POST /api/orders/:id/picked-up': [409, { error: 'This order was already picked up.' }],
      'GET /api/orders/:id': [200, { ...paid(casey), pickedUpAt: '2026-11-20T16:05:00.000Z' }],
    });
    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    expect(await screen.findByText('This order was already picked up.')).toBeInTheDocument();
    expect(await within(found).findByText(/^Picked up /)).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();
    expect(requestsTo('POST /api/orders/o1/picked-up')).toHaveLength(1);
  });

  it('keeps the keyboard in the order after a refused handover: on the line saying another clerk handed it over', async () => {
    const settled = { ...casey, amountPayed: 649.5, amountNeeded: 0, balanceDue: 0, amountDueNow: 0 };
    const { found } = await openCaseysOrder({
      'GET /api/pickups': [200, { ...day, slots: [{ ...slotRef, capacity: 5, remaining: 3, orders: [settled] }] }],
      'POST /api/orders/:id/picked-up': [409, { error: 'This order was already picked up.' }],
      'GET /api/orders/:id': [200, { ...paid(casey), pickedUpAt: '2026-11-20T16:05:00.000Z' }],
    });
    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    // The button pressed is gone: the keyboard is not dropped at the page's top.
    await waitFor(() => expect(within(found).getByText(/^Picked up /)).toHaveFocus());
  });

  it('shows what another clerk did to a staff member who only works pickups (no orders:read): the order is read by its pass', async () => {
    useSession.getState().signIn('token', { ...({ _id: 's1', username: 'clerk', admin: false } as User), permissions: ['pickups:work'] });
    const settled = { ...casey, amountPayed: 649.5, amountNeeded: 0, balanceDue: 0, amountDueNow: 0 };
    const { found } = await openCaseysOrder({
      'GET /api/pickups': [200, { ...day, slots: [{ ...slotRef, capacity: 5, remaining: 3, orders: [settled] }] }],
      'POST /api/orders/:id/picked-up': [409, { error: 'This order was already picked up.' }],
      'GET /api/orders/lookup': ({ url }) =>
        url.searchParams.get('code') === 'K7P2M9XQ'
          ? [200, { ...settled, pickedUpAt: '2026-11-20T16:05:00.000Z' }]
          : [404, { error: 'No order has this pass code.' }],
      // The order's page is not theirs to read (orders:read): the server answers 404.
      'GET /api/orders/:id': [404, { error: 'Order not found.' }],
    });
    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    expect(await screen.findByText('This order was already picked up.')).toBeInTheDocument();
    expect(await within(found).findByText(/^Picked up /)).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();
  });

  it('shows a balance that appeared since the order was opened (a payment voided meanwhile) once the handover is refused', async () => {
    const settled = { ...casey, amountPayed: 649.5, amountNeeded: 0, balanceDue: 0, amountDueNow: 0 };
    const { found } = await openCaseysOrder({
      'GET /api/pickups': [200, { ...day, slots: [{ ...slotRef, capacity: 5, remaining: 3, orders: [settled] }] }],
      'POST /api/orders/:id/picked-up': [
        409,
        { error: 'This order has a balance due of $100.00. Collect it first, or give a reason to hand the order over anyway.' },
      ],
      'GET /api/orders/:id': [200, { ...paid(casey), amountPayed: 549.5, amountNeeded: 100, balanceDue: 100, amountDueNow: 100 }],
    });
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Nothing to collect: paid in full.');
    await userEvent.click(within(found).getByRole('button', { name: 'Mark picked up' }));
    expect(await within(found).findByRole('button', { name: 'Collect $100.00' })).toBeInTheDocument();
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Balance to collect: $100.00');
  });

  it('records a collected payment once when the clerk tries again after a lost answer (one Idempotency-Key)', async () => {
    let tries = 0;
    const { found } = await openCaseysOrder({
      'POST /api/orders/:id/payments': ({ body }) =>
        ++tries === 1
          ? networkError
          : paymentAnswer(body, { ...paid(casey), amountPayed: 300, amountNeeded: 349.5, balanceDue: 349.5, amountDueNow: 349.5 }),
      'GET /api/orders/:id': [200, caseyNow()],
    });
    // The customer pays part of the balance in cash.
    await userEvent.clear(within(found).getByLabelText('Amount'));
    await userEvent.type(within(found).getByLabelText('Amount'), '100');
    await userEvent.click(within(found).getByRole('button', { name: 'Collect $100.00' }));
    // The answer is lost on the way back: the clerk is told, and tries again.
    expect(await screen.findByText('Could not reach the shop. Check your internet connection, then try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(found).getByRole('button', { name: 'Collect $100.00' })).toBeEnabled());
    await userEvent.click(within(found).getByRole('button', { name: 'Collect $100.00' }));
    expect(await screen.findByText('Payment of $100.00 recorded.')).toBeInTheDocument();
    const [first, retry] = requestsTo('POST /api/orders/o1/payments');
    expect(first?.headers['idempotency-key']).toEqual(expect.any(String));
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it("cancels the unpaid handover, and shows the server's refusal in Spanish", async () => {
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'POST /api/orders/:id/picked-up': [
        409,
        {
          error:
            'Este pedido tiene un saldo pendiente de $449.50. Cóbrelo primero, o indique un motivo para entregar el pedido de todos modos.',
        },
      ],
      'GET /api/orders/:id': [200, caseyNow()],
    });
    act(() => setLanguage('es'));
    renderScreen(<PickupDayScreen />);
    const slot = await screen.findByRole('region', { name: 'vie, 20 nov, 10:00–11:00' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Abrir el pedido FW-26-00042' }));
    const found = screen.getByRole('region', { name: 'Pedido FW-26-00042' });
    expect(within(found).getByRole('list', { name: 'Artículos a entregar' })).toBeInTheDocument();
    await userEvent.click(within(found).getByRole('button', { name: 'Marcar como recogido' }));
    await userEvent.click(within(found).getByRole('button', { name: 'Cancelar' }));
    expect(within(found).queryByRole('form', { name: /^Entregar con/ })).not.toBeInTheDocument();
    await userEvent.click(within(found).getByRole('button', { name: 'Marcar como recogido' }));
    const unpaid = within(found).getByRole('form', { name: 'Entregar con $449.50 sin pagar' });
    await userEvent.type(within(unpaid).getByLabelText('Motivo'), 'Paga el viernes');
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Entregar sin pagar' }));
    expect(
      await screen.findByText(
        'Este pedido tiene un saldo pendiente de $449.50. Cóbrelo primero, o indique un motivo para entregar el pedido de todos modos.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the amount before sending, as the order page does: words or more than the balance are refused at the field', async () => {
    const { found } = await openCaseysOrder({
      'POST /api/orders/:id/payments': [400, { error: 'unexpected' }],
    });
    const amount = within(found).getByLabelText('Amount');

    await userEvent.clear(amount);
    await userEvent.type(amount, 'forty');
    // No amount to name: the button does not promise $0.00.
    await userEvent.click(within(found).getByRole('button', { name: 'Collect' }));
    expect(await within(found).findByText('The payment must be an amount in dollars, such as 120.50.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('The payment must be an amount in dollars, such as 120.50.');
    expect(amount).toHaveFocus();

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(within(found).getByRole('button', { name: 'Collect $500.00' }));
    expect(await within(found).findByText('This payment is more than the balance due of $449.50.')).toBeInTheDocument();
    expect(requestsTo('POST /api/orders/o1/payments')).toHaveLength(0);
  });

  it("shows the server's sentence when a payment is refused, in Spanish too", async () => {
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'POST /api/orders/:id/payments': [400, { error: 'El importe no puede superar el saldo pendiente ($449.50).' }],
      'GET /api/orders/:id': [200, caseyNow()],
    });
    act(() => setLanguage('es'));
    renderScreen(<PickupDayScreen />);
    const slot = await screen.findByRole('region', { name: 'vie, 20 nov, 10:00–11:00' });
    await userEvent.click(within(slot).getByRole('button', { name: 'Abrir el pedido FW-26-00042' }));
    const found = screen.getByRole('region', { name: 'Pedido FW-26-00042' });
    await userEvent.clear(within(found).getByLabelText('Importe'));
    // An amount the screen accepts that the server refuses (another clerk recorded a payment meanwhile).
    await userEvent.type(within(found).getByLabelText('Importe'), '400');
    await userEvent.click(within(found).getByRole('button', { name: /^Cobrar/ }));
    expect(await screen.findByText('El importe no puede superar el saldo pendiente ($449.50).')).toBeInTheDocument();
  });

  it("reads the day again when an order is opened from its list: the balance shown is the one now, not the list's", async () => {
    // The list was read a while ago (Casey owed $449.50); another clerk has taken the balance since.
    const settled = { ...casey, amountPayed: 649.5, amountNeeded: 0, balanceDue: 0, amountDueNow: 0 };
    const settledMeanwhile = { ...day, slots: [{ ...day.slots[0]!, orders: [settled, robin] }, day.slots[1]!] };
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': () => [200, requestsTo('GET /api/pickups').length === 1 ? day : settledMeanwhile],
    });
    renderScreen(<PickupDayScreen />);
    const slot = await screen.findByRole('region', { name: 'Fri, Nov 20, 10:00 AM–11:00 AM' });
    const [row] = within(slot).getAllByTestId('pickup-order');
    expect(row).toHaveTextContent('Due $449.50');
    await userEvent.click(within(slot).getByRole('button', { name: 'Open order FW-26-00042' }));
    const found = screen.getByRole('region', { name: 'Order FW-26-00042' });
    await waitFor(() => expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Nothing to collect: paid in full.'));
    expect(within(found).queryByRole('button', { name: /^Collect/ })).not.toBeInTheDocument();
    expect(within(found).getByRole('button', { name: 'Mark picked up' })).toBeInTheDocument();
    // The list says so too, and the order opened kept the keyboard.
    expect(within(slot).getAllByTestId('pickup-order')[0]).toHaveTextContent('Paid in full');
    expect(within(found).getByRole('heading', { name: 'Order FW-26-00042' })).toHaveFocus();
  });

  it('keeps what the clerk did on the order opened when the day read again on opening answers after it', async () => {
    // The day read again is slow and still shows the balance; the clerk collects it meanwhile.
    let answerDay = () => {};
    const dayAnswered = new Promise<void>((resolve) => {
      answerDay = resolve;
    });
    const { found } = await openCaseysOrder({
      'GET /api/pickups': async () => {
        // The day read again when the order is opened (before any payment) is the slow one.
        if (requestsTo('GET /api/pickups').length > 1 && requestsTo('POST /api/orders/o1/payments').length === 0) await dayAnswered;
        return [200, day];
      },
      'POST /api/orders/:id/payments': ({ body }) => paymentAnswer(body, paid(casey)),
    });
    await userEvent.click(within(found).getByRole('button', { name: 'Collect $449.50' }));
    expect(await screen.findByText('Payment of $449.50 recorded.')).toBeInTheDocument();
    answerDay();
    await waitFor(() => expect(requestsTo('GET /api/pickups').length).toBeGreaterThan(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(found).getByTestId('balance-to-collect')).toHaveTextContent('Nothing to collect: paid in full.');
  });

  it('offers a scan button where the browser has BarcodeDetector and a camera, and looks up the code scanned', async () => {
    const stopTrack = jest.fn();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: jest.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) },
    });
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      async detect() {
        return [{ rawValue: 'K7P2M9XQ' }];
      }
    };
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/pickups': [200, day],
      'GET /api/orders/lookup': [200, casey],
    });
    renderScreen(<PickupDayScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan pass' }));
    expect(await screen.findByRole('region', { name: 'Order FW-26-00042' }, { timeout: 3000 })).toBeInTheDocument();
    expect(requestsTo('GET /api/orders/lookup')[0]?.url.searchParams.get('code')).toBe('K7P2M9XQ');
    await waitFor(() => expect(stopTrack).toHaveBeenCalled());
    expect(screen.getByLabelText('Pass code')).toHaveValue('K7P2M9XQ');
  });
});
