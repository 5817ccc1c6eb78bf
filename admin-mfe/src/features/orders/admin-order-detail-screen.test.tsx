import type { OrderDetail } from '@fireworks/core/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { queryClient, setLanguage } from 'shared-ui';
import {
  networkError,
  requestsTo,
  serve,
  signInAs,
  submitTwiceAtOnce,
  TestProviders,
  testOrderDetail,
  testPayment,
  testSeason,
} from 'shared-ui/testing';
import AdminOrderDetailScreen from './admin-order-detail-screen';

const deposit = testPayment({ _id: 'pay-1', amount: 120, method: 'zelle', reference: 'ZL-1', recordedBy: 'shopadmin' });
const wrong = testPayment({
  _id: 'pay-0',
  amount: 50,
  method: 'cash',
  reference: '',
  recordedBy: 'helper',
  voidedAt: '2026-11-18T13:00:00.000Z',
  voidReason: 'Typed twice',
  voidedBy: 'owner',
});
/** $600.00 owed in all, $120.00 deposit received: $480.00 left. */
const order = testOrderDetail({
  amountPayed: 120,
  amountNeeded: 480,
  balanceDue: 480,
  amountDueNow: 480,
  depositPaid: true,
  payments: [deposit, wrong],
});
const path = `/orders/${order._id}`;

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/orders/:id" element={<AdminOrderDetailScreen />} />
        <Route path="/orders" element={<p>The order desk</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

/** The order after more money arrived (the server's answer). */
function paid(amount: number, payments: OrderDetail['payments']): OrderDetail {
  const amountPayed = order.amountPayed + amount;
  return testOrderDetail({
    ...order,
    amountPayed,
    amountNeeded: 600 - amountPayed,
    balanceDue: 600 - amountPayed,
    amountDueNow: 600 - amountPayed,
    payments,
  });
}

/** Voids the $120.00 deposit with a reason, in its dialog, until the toast says so. */
async function voidTheDeposit(card: HTMLElement, reason: string) {
  await userEvent.click(within(card).getByRole('button', { name: 'Void the payment of $120.00' }));
  const dialog = screen.getByRole('dialog', { name: 'Void the payment of $120.00?' });
  await userEvent.type(within(dialog).getByLabelText('Reason'), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Void payment' }));
  expect(await screen.findByText('Payment voided.')).toBeInTheDocument();
}

/** The upcoming slots (GET /api/pickup-slots): the one the order holds, one full, two with room. */
const held = { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' };
const slots = [
  { ...held, capacity: 5, remaining: 2 },
  { _id: 's2', date: '2026-11-20', start: '12:00', end: '13:00', capacity: 5, remaining: 0 },
  { _id: 's3', date: '2026-11-21', start: '14:00', end: '15:00', capacity: 5, remaining: 3 },
  { _id: 's4', date: '2026-11-22', start: '09:00', end: '10:00', capacity: 5, remaining: 1 },
];

beforeEach(() => {
  signInAs('owner');
  serve({ 'GET /api/orders/:id': [200, order], 'GET /api/pickup-slots': [200, slots] });
});
afterEach(() => setLanguage('en'));

describe('AdminOrderDetailScreen (/orders/:id)', () => {
  it('shows the deposit status, balance and every payment with who recorded it; voided ones struck with the reason', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(within(card).getByTestId('deposit-status')).toHaveTextContent('Deposit received');
    expect(within(card).getByTestId('balance-due')).toHaveTextContent('$480.00');
    const [first, second] = within(card).getAllByTestId('payment');
    expect(first).toHaveTextContent('$120.00');
    expect(first).toHaveTextContent('Recorded by shopadmin');
    // The day the money arrived, on the shop's calendar, without a made-up hour.
    expect(first).toHaveTextContent('Received Nov 18, 2026');
    expect(first).not.toHaveTextContent(/\d:\d\d/);
    expect(within(first!).getByRole('button', { name: 'Void the payment of $120.00' })).toBeInTheDocument();
    expect(second).toHaveClass('fw-ledger__row--voided');
    expect(second).toHaveTextContent('Voided: Typed twice');
    expect(second).toHaveTextContent('Recorded by helper');
    // Who voided it (issue 41); a payment that stands names no one.
    expect(second).toHaveTextContent('Voided by owner');
    expect(first).not.toHaveTextContent('Voided by');
    expect(within(second!).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
  });

  it('names the order once, in the page title (h1); the card is a section headed "Order details" (h2), its parts h3', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(screen.getAllByRole('heading', { name: 'Order F00DCAFE' }).map((heading) => heading.tagName)).toEqual(['H1']);
    expect(within(card).getByRole('heading', { level: 2, name: 'Order details' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Items' })).toBeInTheDocument();
    // No heading inside the card skips a level or outranks the card's own.
    const levels = within(card)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(2);
    expect(levels.slice(1).every((level) => level === 3)).toBe(true);
  });

  it('in Spanish, the order is named once and the card is headed «Detalles del pedido»', async () => {
    setLanguage('es');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Pedido F00DCAFE' });
    expect(screen.getAllByRole('heading', { name: 'Pedido F00DCAFE' }).map((heading) => heading.tagName)).toEqual(['H1']);
    expect(within(card).getByRole('heading', { level: 2, name: 'Detalles del pedido' })).toBeInTheDocument();
  });

  it("keeps what the staff typed as they typed it: a payment's reference, note and void reason are marked as data, not text to translate", async () => {
    const noted = testPayment({ ...deposit, note: 'Paid by her brother' });
    serve({ 'GET /api/orders/:id': [200, testOrderDetail({ ...order, payments: [noted, wrong] })] });
    setLanguage('es');
    renderScreen();
    const [first, second] = await screen.findAllByTestId('payment');
    expect(within(first!).getByText('ZL-1')).toHaveAttribute('translate', 'no');
    expect(within(first!).getByText('Paid by her brother')).toHaveAttribute('translate', 'no');
    expect(second).toHaveTextContent('Anulado: Typed twice');
    expect(within(second!).getByText('Typed twice')).toHaveAttribute('translate', 'no');
  });

  it("names a pickup order's pass code, slot and handover, so the counter finds it when the customer has no pass", async () => {
    serve({ 'GET /api/orders/:id': [200, { ...order, pickupSlot: { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' } }] });
    renderScreen();
    const pickup = await screen.findByTestId('order-pickup');
    expect(pickup).toHaveTextContent('Pass code: K7M2QX9P · Pickup: Fri, Nov 20, 10:00 AM–11:00 AM');
    expect(pickup).not.toHaveTextContent('Picked up');
  });

  it('takes a customer without a pass to the pickup day from their order: a link opens the handover there (staff who work pickups)', async () => {
    signInAs('counter');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(within(card).getByRole('link', { name: 'Hand over on the pickup day' })).toHaveAttribute('href', '/pickup-day?code=K7M2QX9P');
  });

  it('offers no handover link once the order is picked up, nor to staff who do not work pickups', async () => {
    serve({ 'GET /api/orders/:id': [200, { ...order, pickedUpAt: '2026-11-20T16:05:00.000Z' }] });
    const handed = renderScreen();
    await screen.findByTestId('order-pickup');
    expect(screen.queryByRole('link', { name: 'Hand over on the pickup day' })).not.toBeInTheDocument();
    handed.unmount();
    queryClient.clear();

    serve({ 'GET /api/orders/:id': [200, order] });
    signInAs('catalogue');
    renderScreen();
    await screen.findByTestId('order-pickup');
    expect(screen.queryByRole('link', { name: 'Hand over on the pickup day' })).not.toBeInTheDocument();
  });

  it('names the pass of a pickup order placed while no slot was open (it is on no pickup day), and its handover', async () => {
    serve({ 'GET /api/orders/:id': [200, { ...order, pickedUpAt: '2026-11-20T16:05:00.000Z' }] });
    renderScreen();
    const handed = await screen.findByTestId('order-pickup');
    expect(handed).toHaveTextContent('Pass code: K7M2QX9P · Pickup: no time booked yet · Picked up ');
  });

  it("says the handover's time on the shop's clock, as the pickup day and the customer's pass do", async () => {
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-20' })],
      'GET /api/orders/:id': [200, { ...order, pickedUpAt: '2026-11-20T16:05:00.000Z' }],
    });
    renderScreen();
    const handed = await screen.findByTestId('order-pickup');
    // 16:05 UTC is 10:05 AM in Chicago (the shop's time zone), whatever the device's.
    await waitFor(() => expect(handed).toHaveTextContent('Picked up Nov 20, 2026, 10:05 AM'));
  });

  it('names no pass on a delivery order', async () => {
    serve({ 'GET /api/orders/:id': [200, { ...order, isPickup: false, pickupCode: null }] });
    renderScreen();
    await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(screen.queryByTestId('order-pickup')).not.toBeInTheDocument();
  });

  it('records a payment and shows the new balance', async () => {
    const payment = testPayment({ _id: 'pay-2', amount: 200.5, method: 'venmo', reference: 'VM-9', note: 'At the stand' });
    serve({ 'POST /api/orders/:id/payments': [201, { payment, order: paid(200.5, [deposit, wrong, payment]) }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '200.50');
    await userEvent.selectOptions(within(card).getByLabelText('Method'), 'venmo');
    await userEvent.type(within(card).getByLabelText('Reference (optional)'), 'VM-9');
    const day = within(card).getByLabelText('Date received');
    await userEvent.clear(day);
    // A day before the shop's today in these tests (2026-03-10): a back-dated payment.
    await userEvent.type(day, '2026-03-09');
    await userEvent.type(within(card).getByLabelText('Note (optional)'), 'At the stand');
    await userEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $200.50 recorded.')).toBeInTheDocument();
    expect(requestsTo('POST /api/orders/:id/payments'.replace(':id', order._id)).map((r) => r.body)).toEqual([
      { amount: '200.50', method: 'venmo', reference: 'VM-9', receivedAt: '2026-03-09', note: 'At the stand' },
    ]);
    await waitFor(() => expect(within(card).getByTestId('balance-due')).toHaveTextContent('$279.50'));
    expect(within(card).getAllByTestId('payment')).toHaveLength(3);
    expect(within(card).getByLabelText('Amount ($)')).toHaveValue('');
  });

  it('records a payment once and says so once when the clerk double-taps Record payment', async () => {
    // The answer waits until both taps are in, as on the shop's network.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const payment = testPayment({ _id: 'pay-5', amount: 20, method: 'zelle', reference: '' });
    serve({
      'POST /api/orders/:id/payments': async () => {
        await answered;
        return [201, { payment, order: paid(20, [deposit, wrong, payment]) }];
      },
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '20');
    // Both taps land before the screen re-renders with the button disabled (a busy phone at the counter).
    const submit = within(card).getByRole('button', { name: 'Record payment' });
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(requestsTo(`POST /api/orders/${order._id}/payments`).length).toBeGreaterThan(0));
    answer();
    expect(await screen.findByText('Payment of $20.00 recorded.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('balance-due')).toHaveTextContent('$460.00'));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Record payment' })).toBeEnabled());
    expect(screen.getAllByText('Payment of $20.00 recorded.')).toHaveLength(1);
    expect(requestsTo(`POST /api/orders/${order._id}/payments`)).toHaveLength(1);
  });

  it('sends the amount paid the form showed; when another clerk changed it meanwhile (409) it says so and shows the order as it is now', async () => {
    const cash = testPayment({ _id: 'pay-9', amount: 200, method: 'cash', reference: '', recordedBy: 'clerk' });
    const refusal =
      'Someone else changed the amount paid on this order while you had it open: $320.00 is paid now. Nothing was saved. Check the amount paid and save again.';
    serve({
      'POST /api/update-order': () => {
        // The other clerk's payment is on the order now.
        serve({ 'GET /api/orders/:id': [200, paid(200, [cash, deposit, wrong])] });
        return [409, { error: refusal }];
      },
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    const amount = within(card).getByLabelText('Amount paid ($)');
    expect(amount).toHaveValue('120.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Error updating order. ${refusal}`)).toBeInTheDocument();
    expect(requestsTo('POST /api/update-order').map((r) => r.body)).toEqual([
      { order_id: order._id, order_amountPayed: '150', order_amountPayedSeen: 120 },
    ]);
    // The form holds what is paid now, to check and save again; the ledger shows the other payment.
    await waitFor(() => expect(within(card).getByLabelText('Amount paid ($)')).toHaveValue('320.00'));
    expect(within(card).getByTestId('balance-due')).toHaveTextContent('$280.00');
    expect(within(card).getAllByTestId('payment')).toHaveLength(3);
  });

  it("sends only what the clerk changed: the status the page showed is not sent back, so another clerk's COMPLETE stays", async () => {
    // Another clerk completed the order after this page was read (it still shows UNCOMPLETE).
    serve({ 'POST /api/update-order': [200, testOrderDetail({ ...paid(30, [deposit, wrong]), status: 'COMPLETE' })] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    const amount = within(card).getByLabelText('Amount paid ($)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order Successfully updated')).toBeInTheDocument();
    const [sent] = requestsTo('POST /api/update-order').map((r) => r.body);
    expect(sent).toMatchObject({ order_id: order._id, order_amountPayed: '150' });
    expect(sent).not.toHaveProperty('order_status');
    await waitFor(() => expect(within(card).getByLabelText('Status')).toHaveValue('COMPLETE'));
  });

  it("refuses a day received after the shop's today at the field (a mistyped year), and sends nothing", async () => {
    serve({ 'GET /api/season': [200, testSeason({ today: '2026-11-30' })] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    const day = within(card).getByLabelText('Date received');
    await waitFor(() => expect(day).toHaveValue('2026-11-30'));
    expect(day).toHaveAttribute('max', '2026-11-30');
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '20');
    await userEvent.clear(day);
    await userEvent.type(day, '2027-11-30');
    await userEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    expect(day).toHaveAccessibleDescription('The date received cannot be later than today, 2026-11-30.');
    expect(requestsTo('POST /api/orders/:id/payments'.replace(':id', order._id))).toEqual([]);
  });

  it("leaves the day out for a payment received today (the shop's today): the server records the moment", async () => {
    const payment = testPayment({ _id: 'pay-4', amount: 20, method: 'cash', reference: '' });
    serve({
      'GET /api/season': [200, testSeason({ today: '2026-11-30' })],
      'POST /api/orders/:id/payments': [201, { payment, order: paid(20, [deposit, wrong, payment]) }],
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await waitFor(() => expect(within(card).getByLabelText('Date received')).toHaveValue('2026-11-30'));
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '20');
    await userEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $20.00 recorded.')).toBeInTheDocument();
    expect(requestsTo('POST /api/orders/:id/payments'.replace(':id', order._id)).map((r) => r.body)).toEqual([
      { amount: '20', method: 'zelle' },
    ]);
  });

  it('sends one Idempotency-Key per payment: the same on a retry of that submit, a new one for the next payment', async () => {
    const payment = testPayment({ _id: 'pay-3', amount: 20, method: 'zelle', reference: '' });
    let calls = 0;
    // The first answer is lost on the way (the payment may have been recorded); the retry gets it.
    serve({
      'POST /api/orders/:id/payments': () =>
        ++calls === 1 ? networkError : [201, { payment, order: paid(20, [deposit, wrong, payment]) }],
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    const submit = within(card).getByRole('button', { name: 'Record payment' });
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '20');
    await userEvent.click(submit);
    await waitFor(() => expect(requestsTo(`POST /api/orders/${order._id}/payments`)).toHaveLength(1));
    await userEvent.click(submit);
    expect(await screen.findByText('Payment of $20.00 recorded.')).toBeInTheDocument();
    // The next payment, though it is the same $20.00 again, is a new one.
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '20');
    await userEvent.click(submit);
    await waitFor(() => expect(requestsTo(`POST /api/orders/${order._id}/payments`)).toHaveLength(3));
    const [first, retry, next] = requestsTo(`POST /api/orders/${order._id}/payments`).map((r) => r.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(next).not.toBe(first);
  });

  it('checks the amount as the server does before sending', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    const amount = within(card).getByLabelText('Amount ($)');
    const submit = within(card).getByRole('button', { name: 'Record payment' });
    await userEvent.click(submit);
    expect(within(card).getByText('Write the amount received, such as 120.50.')).toBeInTheDocument();
    await userEvent.type(amount, '-5');
    await userEvent.click(submit);
    expect(within(card).getByText('A payment must be more than $0.00.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(submit);
    expect(within(card).getByText('The payment must be an amount in dollars, such as 120.50.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '480.01');
    await userEvent.click(submit);
    expect(within(card).getByText('This payment is more than the balance due of $480.00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(`POST /api/orders/${order._id}/payments`)).toEqual([]);
  });

  it('shows the server’s refusal as its sentence', async () => {
    serve({ 'POST /api/orders/:id/payments': [400, { error: 'This payment is more than the balance due of $80.00.' }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '100');
    await userEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This payment is more than the balance due of $80.00.');
  });

  it('voids once and says so once when the void is sent twice before its button renders busy', async () => {
    const voided = { ...deposit, voidedAt: '2026-11-19T10:00:00.000Z', voidReason: 'Bounced' };
    serve({
      'POST /api/orders/:id/payments/:paymentId/void': [
        200,
        { order: testOrderDetail({ ...order, amountPayed: 0, amountNeeded: 600, balanceDue: 600, payments: [voided, wrong] }) },
      ],
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Void the payment of $120.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Void the payment of $120.00?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bounced');
    submitTwiceAtOnce(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(await screen.findByText('Payment voided.')).toBeInTheDocument();
    expect(requestsTo(`POST /api/orders/${order._id}/payments/pay-1/void`)).toHaveLength(1);
    expect(screen.getAllByText('Payment voided.')).toHaveLength(1);
  });

  it('voids a payment only with a reason, in a dialog', async () => {
    const voided = { ...deposit, voidedAt: '2026-11-19T10:00:00.000Z', voidReason: 'Bounced' };
    serve({
      'POST /api/orders/:id/payments/:paymentId/void': [
        200,
        {
          order: testOrderDetail({
            ...order,
            amountPayed: 0,
            amountNeeded: 600,
            balanceDue: 600,
            amountDueNow: 120,
            depositPaid: false,
            payments: [voided, wrong],
          }),
        },
      ],
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Void the payment of $120.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Void the payment of $120.00?' });
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(within(dialog).getByText('Write why this payment is voided.')).toBeInTheDocument();
    // Focus goes to the field to fix, so a screen reader reads it with its message.
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Write why this payment is voided.');
    expect(requestsTo(`POST /api/orders/${order._id}/payments/pay-1/void`)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(await screen.findByText('Payment voided.')).toBeInTheDocument();
    expect(requestsTo(`POST /api/orders/${order._id}/payments/pay-1/void`).map((r) => r.body)).toEqual([{ reason: 'Bounced' }]);
    await waitFor(() => expect(within(card).getByTestId('deposit-status')).toHaveTextContent('Deposit not received yet'));
    expect(within(card).getAllByTestId('payment')[0]).toHaveTextContent('Voided: Bounced');
  });

  it('after a void, focus goes to the voided payment in the list (its Void button is gone), not to the page top', async () => {
    const voided = { ...deposit, voidedAt: '2026-11-19T10:00:00.000Z', voidReason: 'Bounced' };
    serve({ 'POST /api/orders/:id/payments/:paymentId/void': [200, { order: paid(-120, [voided, wrong]) }] });
    render(
      <main id="main" tabIndex={-1}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/orders/:id" element={<AdminOrderDetailScreen />} />
          </Routes>
        </MemoryRouter>
      </main>,
      { wrapper: TestProviders },
    );
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await voidTheDeposit(card, 'Bounced');
    await waitFor(() => expect(within(card).getAllByTestId('payment')[0]).toHaveTextContent('Voided: Bounced'));
    const row = within(card).getAllByTestId('payment')[0];
    expect(within(row!).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
    // The row that held the button just used: a screen reader reads it with "Voided: Bounced".
    await waitFor(() => expect(row).toHaveFocus());
    expect(screen.getByRole('main')).not.toHaveFocus();
    // Tab goes on from the list, as from the button that was there.
    await userEvent.tab();
    expect(card).toContainElement(document.activeElement as HTMLElement);
  });

  it('has the pickup day read again after a void or a payment: its list no longer says "Paid in full" for an order that owes', async () => {
    const voided = { ...deposit, voidedAt: '2026-11-19T10:00:00.000Z', voidReason: 'Bounced' };
    const payment = testPayment({ _id: 'pay-2', amount: 20, method: 'cash', reference: '' });
    serve({
      'POST /api/orders/:id/payments/:paymentId/void': [200, { order: paid(-120, [voided, wrong]) }],
      'POST /api/orders/:id/payments': [201, { payment, order: paid(-100, [voided, wrong, payment]) }],
    });
    // The counter's pickup day, read a moment ago (before the void).
    const pickupDay = ['pickups', '2026-11-20'];
    queryClient.setQueryData(pickupDay, { date: '2026-11-20', slots: [] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await voidTheDeposit(card, 'Bounced');
    expect(queryClient.getQueryState(pickupDay)?.isInvalidated).toBe(true);

    queryClient.setQueryData(pickupDay, { date: '2026-11-20', slots: [] });
    await userEvent.type(within(card).getByLabelText('Amount ($)'), '20');
    await userEvent.click(within(card).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $20.00 recorded.')).toBeInTheDocument();
    expect(queryClient.getQueryState(pickupDay)?.isInvalidated).toBe(true);
  });

  it('shows a refused void in the dialog', async () => {
    serve({ 'POST /api/orders/:id/payments/:paymentId/void': [409, { error: 'This payment was already voided.' }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Void the payment of $120.00' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bounced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment was already voided.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the button that opened the dialog, and the dialog opens afresh.
    const opener = within(card).getByRole('button', { name: 'Void the payment of $120.00' });
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    expect(within(screen.getByRole('dialog')).getByLabelText('Reason')).toHaveValue('');
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a balance reminder; a 409 or a refused e-mail (502) shows the server’s sentence', async () => {
    serve({ 'POST /api/orders/:id/remind': [200, { message: 'Reminder sent.' }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Reminder sent to casey@example.com.')).toBeInTheDocument();
    expect(requestsTo(`POST /api/orders/${order._id}/remind`)).toHaveLength(1);
    serve({ 'POST /api/orders/:id/remind': [409, { error: 'Nothing is due on this order.' }] });
    await userEvent.click(within(card).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Nothing is due on this order.')).toBeInTheDocument();
    const refused = 'The reminder could not be sent: the mail server did not take it. Please try again in a few minutes.';
    serve({ 'POST /api/orders/:id/remind': [502, { error: refused }] });
    await userEvent.click(within(card).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
  });

  it('sends one reminder e-mail when Send reminder is tapped twice before it renders busy', async () => {
    serve({ 'POST /api/orders/:id/remind': [200, { message: 'Reminder sent.' }] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    const send = within(card).getByRole('button', { name: 'Send reminder' });
    // Two clicks in one task, as a double tap can: React renders no busy state between them.
    act(() => {
      send.click();
      send.click();
    });
    expect(await screen.findByText('Reminder sent to casey@example.com.')).toBeInTheDocument();
    expect(requestsTo(`POST /api/orders/${order._id}/remind`)).toHaveLength(1);
  });

  it('offers no reminder the server would refuse (409): nothing due, or the customer’s account deleted', async () => {
    serve({
      'GET /api/orders/:id': [200, testOrderDetail({ ...order, amountPayed: 600, amountNeeded: 0, balanceDue: 0, amountDueNow: 0 })],
    });
    const paidView = renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(within(card).queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
    paidView.unmount();
    queryClient.clear();

    serve({ 'GET /api/orders/:id': [200, testOrderDetail({ ...order, customer: null })] });
    renderScreen();
    const gone = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(within(gone).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
    expect(requestsTo(`POST /api/orders/${order._id}/remind`)).toHaveLength(0);
  });

  it('asks before completing with the balance shown; a paid order has no payment to record', async () => {
    const completed = testOrderDetail({ ...order, status: 'COMPLETE' });
    serve({ 'POST /api/update-order': [200, completed] });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.selectOptions(within(card).getByLabelText('Status'), 'COMPLETE');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This order still has a balance due of $480.00. Mark it COMPLETE anyway?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark COMPLETE' }));
    expect(await screen.findByText('Order Successfully updated')).toBeInTheDocument();
    // The amount paid was not touched: not sent, so a payment recorded meanwhile is not wiped.
    expect(requestsTo('POST /api/update-order').map((r) => r.body)).toEqual([
      { order_id: order._id, order_status: 'COMPLETE', order_amountPayedSeen: 120 },
    ]);
  });

  it('says there is nothing to record on a paid order, and returns to the desk after a delete', async () => {
    serve({
      'GET /api/orders/:id': [200, testOrderDetail({ ...order, amountPayed: 600, amountNeeded: 0, balanceDue: 0, amountDueNow: 0 })],
      'POST /api/delete-order': [200, { message: 'Successfully deleted order' }],
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(within(card).getByText('Nothing is due on this order: there is no payment to record.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The order desk')).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    setLanguage('es');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Pedido F00DCAFE' });
    expect(within(card).getByRole('button', { name: 'Registrar pago' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Enviar recordatorio' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Fecha de recepción')).toBeInTheDocument();
  });

  it('a Counter records payments but gets no Void or Delete button (issue 41)', async () => {
    signInAs('counter');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(within(card).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
  });

  it('a Counter is not asked to complete an order that owes (the server refuses it): told to record the payment first (issue 41)', async () => {
    signInAs('counter');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.selectOptions(within(card).getByLabelText('Status'), 'COMPLETE');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      within(card).getByText(
        'This order has a balance due of $480.00. Record the payment first: completing an order with a balance due needs the permission “Void payments”.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark COMPLETE' })).not.toBeInTheDocument();
    expect(requestsTo('POST /api/update-order')).toHaveLength(0);
  });

  it('a Counter who lowers the amount paid (the server refuses it) is told a wrong payment is voided, in English and Spanish (issue 41)', async () => {
    signInAs('counter');
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    await userEvent.clear(within(card).getByLabelText('Amount paid ($)'));
    await userEvent.type(within(card).getByLabelText('Amount paid ($)'), '20');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      within(card).getByText(
        'The amount paid goes down only by voiding the wrong payment in the list of payments, which needs the permission “Void payments”. Ask the owner to void it.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo('POST /api/update-order')).toHaveLength(0);

    act(() => setLanguage('es'));
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(
      within(card).getByText(
        'El importe pagado solo baja anulando el pago equivocado en la lista de pagos, lo que requiere el permiso «Anular pagos». Pida al propietario que lo anule.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo('POST /api/update-order')).toHaveLength(0);
  });
});

describe('Change pickup time', () => {
  const holding = { ...order, pickupSlot: held };
  const movedTo = (slot: (typeof slots)[number]) => ({
    ...holding,
    pickupSlot: { _id: slot._id, date: slot.date, start: slot.start, end: slot.end },
  });

  /** The order page of an order the server moves to Saturday's slot, with that slot chosen: the control. */
  async function chooseSaturdayToMoveTo(): Promise<HTMLElement> {
    serve({ 'GET /api/orders/:id': [200, holding], 'POST /api/orders/:id/pickup-slot': [200, movedTo(slots[2]!)] });
    renderScreen();
    const control = await screen.findByTestId('change-pickup-slot');
    const select = within(control).getByLabelText('Change pickup time');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, 's3');
    return control;
  }

  it('offers the upcoming slots with room, moves the order (button disabled while sending), and shows the new slot', async () => {
    let release: () => void = () => {};
    const sent = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      'GET /api/orders/:id': [200, holding],
      'POST /api/orders/:id/pickup-slot': async () => {
        await sent;
        return [200, movedTo(slots[2]!)];
      },
    });
    renderScreen();
    const control = await screen.findByTestId('change-pickup-slot');
    const select = within(control).getByLabelText('Change pickup time');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a new time', 'Sat, Nov 21, 2:00 PM–3:00 PM (3 left)', 'Sun, Nov 22, 9:00 AM–10:00 AM (1 left)']);
    const button = within(control).getByRole('button', { name: 'Move order' });
    expect(button).toBeDisabled();
    await userEvent.selectOptions(select, 's3');
    await userEvent.click(button);
    // Busy while sending: announced unavailable (aria-disabled, so it keeps the focus) and a second click sends nothing.
    await waitFor(() => expect(within(control).getByRole('button', { name: /Move order/ })).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(within(control).getByRole('button', { name: /Move order/ }));
    release();
    expect(
      await screen.findByText('Pickup time changed to Sat, Nov 21, 2:00 PM–3:00 PM. The customer is e-mailed the new time.'),
    ).toBeInTheDocument();
    expect(requestsTo(`POST /api/orders/${order._id}/pickup-slot`).map((r) => r.body)).toEqual([{ pickupSlotId: 's3' }]);
    await waitFor(() => expect(screen.getByTestId('order-pickup')).toHaveTextContent('Pickup: Sat, Nov 21, 2:00 PM–3:00 PM'));
  });

  it('moves the order once when Move order is sent twice before it renders busy (a double tap, Enter twice)', async () => {
    const control = await chooseSaturdayToMoveTo();
    submitTwiceAtOnce(within(control).getByRole('button', { name: 'Move order' }));
    await waitFor(() => expect(screen.getByTestId('order-pickup')).toHaveTextContent('Pickup: Sat, Nov 21, 2:00 PM–3:00 PM'));
    expect(requestsTo(`POST /api/orders/${order._id}/pickup-slot`)).toHaveLength(1);
  });

  it('keeps the keyboard at the control after the move (the button used is disabled again), not on the page', async () => {
    const control = await chooseSaturdayToMoveTo();
    await userEvent.click(within(control).getByRole('button', { name: 'Move order' }));
    await waitFor(() => expect(screen.getByTestId('order-pickup')).toHaveTextContent('Pickup: Sat, Nov 21, 2:00 PM–3:00 PM'));
    await waitFor(() => expect(within(screen.getByTestId('change-pickup-slot')).getByLabelText('Change pickup time')).toHaveFocus());
  });

  it("shows the server's refusal at the control, in the staff member's language", async () => {
    serve({
      'GET /api/orders/:id': [200, holding],
      'POST /api/orders/:id/pickup-slot': [409, { error: 'Esa hora de recogida está llena. Elija otra.' }],
    });
    setLanguage('es');
    renderScreen();
    const control = await screen.findByTestId('change-pickup-slot');
    const select = within(control).getByLabelText('Cambiar la hora de recogida');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, 's4');
    await userEvent.click(within(control).getByRole('button', { name: 'Cambiar el pedido' }));
    expect(await within(control).findByRole('alert')).toHaveTextContent('Esa hora de recogida está llena. Elija otra.');
    expect(screen.getByTestId('order-pickup')).toHaveTextContent('vie, 20 nov, 10:00–11:00');
  });

  it.each([
    ['an order picked up', 'owner', { pickedUpAt: '2026-11-20T16:05:00.000Z' }],
    ['a delivery order', 'owner', { isPickup: false, pickupCode: null, pickupSlot: null }],
    ['staff without pickups:work', 'catalogue', {}],
  ] as const)('is left out for %s', async (_case, preset, fields) => {
    serve({ 'GET /api/orders/:id': [200, { ...holding, ...fields }] });
    signInAs(preset);
    renderScreen();
    await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(screen.queryByTestId('change-pickup-slot')).not.toBeInTheDocument();
  });

  it('a Counter (pickups:work) has it', async () => {
    serve({ 'GET /api/orders/:id': [200, holding] });
    signInAs('counter');
    renderScreen();
    expect(await screen.findByTestId('change-pickup-slot')).toBeInTheDocument();
  });
});
