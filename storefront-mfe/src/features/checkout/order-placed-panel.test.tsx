import type { CreateOrderAnswer, User } from '@fireworks/core/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { requests, serve, TestProviders, testOrderDetail, testPayment } from 'shared-ui/testing';
import { useOrderPlaced } from './order-placed';
import { OrderPlacedPanel } from './order-placed-panel';

const answer: CreateOrderAnswer = {
  orderId: 'o7',
  orderNumber: 'FW-26-00007',
  amountNeeded: 649.47,
  minimumDeposit: 129.9,
  paymentInstructions: {
    amountDueNow: 129.9,
    minimumDeposit: 129.9,
    balanceDue: 649.47,
    phone: '5550105678',
    methods: ['Zelle', 'Venmo'],
    memo: 'fireworks purchase FW-26-00007',
  },
};

/** The order of `answer` as GET /api/orders/:id reads it now (a delivery order, nothing paid yet). */
const liveOrder = testOrderDetail({
  _id: 'o7',
  orderNumber: 'FW-26-00007',
  isPickup: false,
  pickupCode: null,
  amountNeeded: 649.47,
  minimumDeposit: 129.9,
  balanceDue: 649.47,
  amountDueNow: 129.9,
});

function renderPanel() {
  return render(
    <MemoryRouter initialEntries={['/fireworks/assortments']}>
      <Routes>
        <Route path="/fireworks/assortments" element={<OrderPlacedPanel />} />
        <Route path="/orders/:id" element={<p>order page</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

beforeEach(() => {
  useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
  useOrderPlaced.setState({ placed: null });
  serve({
    'GET /api/store-location': [200, { address: '12 Main St, Austin 78701', hours: { en: 'Mon–Sat 10 am–8 pm', es: '' }, mapUrl: '' }],
    'GET /api/orders/:id': [200, liveOrder],
  });
});

describe('OrderPlacedPanel (issue 40: the order just placed stays in view)', () => {
  it('shows nothing when no order was just placed', () => {
    const { container } = renderPanel();
    expect(container).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });

  it('names the order, what is due now, the deposit rule, how to pay with the number as reference, delivery and the order page', async () => {
    useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Order FW-26-00007 placed' });
    expect(within(panel).getByTestId('amount-due-now')).toHaveTextContent('$129.90');
    expect(within(panel).getByText('At least 20% is due now and the rest later.')).toBeInTheDocument();
    expect(within(panel).getByText(/Pay with Zelle or Venmo to \(555\) 010-5678/)).toBeInTheDocument();
    // The memo's sentence asks for the address: said once, not again below it.
    expect(within(panel).getByText('fireworks purchase FW-26-00007').parentElement).toHaveTextContent(
      'In the payment message, write exactly this text, then your delivery address: "fireworks purchase FW-26-00007"',
    );
    expect(within(panel).getByTestId('payment-reference')).toHaveTextContent('Payment reference: FW-26-00007.');
    expect(within(panel).queryByText(/also write your delivery address/)).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('link', { name: 'Open order FW-26-00007' }));
    expect(await screen.findByText('order page')).toBeInTheDocument();
  });

  it("says nothing is due when the customer's funds paid the whole order, as its e-mail does: no deposit rule, no payment message", () => {
    const paid: CreateOrderAnswer = {
      ...answer,
      amountNeeded: 0,
      minimumDeposit: 0,
      paymentInstructions: { ...answer.paymentInstructions, amountDueNow: 0, minimumDeposit: 0, balanceDue: 0 },
    };
    for (const language of ['en', 'es'] as const) {
      act(() => setLanguage(language));
      try {
        useOrderPlaced.getState().show({ answer: paid, isPickup: false, slot: null });
        const { unmount } = renderPanel();
        const panel = screen.getByRole('region', { name: language === 'en' ? 'Order FW-26-00007 placed' : 'Pedido FW-26-00007 realizado' });
        expect(
          within(panel).getByText(
            language === 'en'
              ? 'Your funds paid this order in full: nothing is due.'
              : 'Sus fondos pagaron este pedido por completo: no hay nada pendiente.',
          ),
        ).toBeInTheDocument();
        expect(within(panel).queryByText(/20%/)).not.toBeInTheDocument();
        expect(within(panel).queryByText(/payment message|mensaje del pago/)).not.toBeInTheDocument();
        expect(within(panel).queryByTestId('payment-instructions')).not.toBeInTheDocument();
        unmount();
      } finally {
        act(() => setLanguage('en'));
      }
    }
  });

  it('is kept for the tab (sessionStorage, so a reload keeps it) until dismissed', async () => {
    useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
    expect(sessionStorage.getItem('fireworks-order-placed')).toContain('FW-26-00007');
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the confirmation of order FW-26-00007' }));
    expect(screen.queryByRole('region', { name: /FW-26-00007/ })).not.toBeInTheDocument();
    expect(useOrderPlaced.getState().placed).toBeNull();
  });

  it("keeps keyboard focus on the page when Dismiss takes the panel (and its focused button) away: the page's main region", async () => {
    useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
    render(
      <MemoryRouter initialEntries={['/fireworks/assortments']}>
        <main id="main" tabIndex={-1}>
          <h1>Assortments</h1>
          <OrderPlacedPanel />
        </main>
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const dismiss = screen.getByRole('button', { name: 'Dismiss the confirmation of order FW-26-00007' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: /FW-26-00007/ })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("shows the slot the server chose for a pickup order sent without one (the answer's message)", () => {
    const message = 'Your order will be ready for pickup on Fri, Nov 20, 10:00–11:00.';
    useOrderPlaced.getState().show({ answer: { ...answer, message }, isPickup: true, slot: null });
    renderPanel();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/delivery address/)).not.toBeInTheDocument();
  });

  it('says what happens next for a pickup order placed while no pickup time was open: the store will call', () => {
    useOrderPlaced.getState().show({ answer, isPickup: true, slot: null });
    renderPanel();
    expect(screen.getByText('No pickup times are open right now; the store will contact you.')).toBeInTheDocument();
  });

  it('shows the slot the customer chose', () => {
    useOrderPlaced.getState().show({
      answer,
      isPickup: true,
      slot: { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' },
    });
    renderPanel();
    expect(screen.getByText('Your order will be ready for pickup on Fri, Nov 20, 10:00 AM–11:00 AM.')).toBeInTheDocument();
  });

  it('is forgotten when the session ends: the next person in the tab does not see it', () => {
    useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
    useSession.getState().signOut({ loggedOut: true });
    expect(useOrderPlaced.getState().placed).toBeNull();
    expect(sessionStorage.getItem('fireworks-order-placed')).toBeNull();
  });

  it('speaks Spanish', () => {
    act(() => setLanguage('es'));
    try {
      useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
      renderPanel();
      const panel = screen.getByRole('region', { name: 'Pedido FW-26-00007 realizado' });
      expect(within(panel).getByRole('button', { name: 'Cerrar la confirmación del pedido FW-26-00007' })).toHaveTextContent('Cerrar');
      expect(within(panel).getByTestId('payment-reference')).toHaveTextContent('Referencia del pago: FW-26-00007.');
      expect(within(panel).getByRole('link', { name: 'Abrir el pedido FW-26-00007' })).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it("names the store's address and hours beside a pickup order's slot", async () => {
    useOrderPlaced.getState().show({
      answer,
      isPickup: true,
      slot: { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' },
    });
    renderPanel();
    const store = await screen.findByTestId('store-location');
    expect(within(store).getByText('12 Main St, Austin 78701')).toBeInTheDocument();
    expect(within(store).getByText('Mon–Sat 10 am–8 pm')).toBeInTheDocument();
  });

  describe('stays true while it is kept (the order as it is now replaces the answer once read)', () => {
    it('shows the deposit as received and the new amount due once the shop recorded a payment', async () => {
      const paidDeposit = {
        ...liveOrder,
        amountPayed: 129.9,
        amountNeeded: 519.57,
        depositPaid: true,
        balanceDue: 519.57,
        amountDueNow: 519.57,
        payments: [testPayment({ amount: 129.9 })],
      };
      serve({
        'GET /api/orders/:id': [
          200,
          { ...paidDeposit, paymentInstructions: { ...liveOrder.paymentInstructions, amountDueNow: 519.57, balanceDue: 519.57 } },
        ],
      });
      useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
      renderPanel();
      const panel = screen.getByRole('region', { name: 'Order FW-26-00007 placed' });
      expect(await within(panel).findByText('Deposit received')).toBeInTheDocument();
      expect(within(panel).getByTestId('amount-due-now')).toHaveTextContent('$519.57');
      expect(within(panel).getByTestId('balance-due')).toHaveTextContent('$519.57');
      expect(within(panel).queryByText('At least 20% is due now and the rest later.')).not.toBeInTheDocument();
    });

    it('says the order is paid in full (not by funds) once the shop recorded the whole amount', async () => {
      serve({
        'GET /api/orders/:id': [
          200,
          { ...liveOrder, amountPayed: 649.47, amountNeeded: 0, depositPaid: true, balanceDue: 0, amountDueNow: 0 },
        ],
      });
      useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
      renderPanel();
      const panel = screen.getByRole('region', { name: 'Order FW-26-00007 placed' });
      expect(await within(panel).findByText('This order is paid in full: nothing is due.')).toBeInTheDocument();
      expect(within(panel).queryByTestId('payment-instructions')).not.toBeInTheDocument();
      expect(within(panel).queryByText(/Your funds/)).not.toBeInTheDocument();
    });

    it('shows the pickup time the shop moved the order to', async () => {
      serve({
        'GET /api/orders/:id': [
          200,
          {
            ...liveOrder,
            isPickup: true,
            pickupCode: 'K7P2M9XQ',
            pickupSlot: { _id: 's2', date: '2026-11-21', start: '14:00', end: '15:00' },
          },
        ],
      });
      useOrderPlaced.getState().show({ answer, isPickup: true, slot: { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' } });
      renderPanel();
      expect(await screen.findByText('Your order will be ready for pickup on Sat, Nov 21, 2:00 PM–3:00 PM.')).toBeInTheDocument();
      expect(screen.queryByText(/Nov 20/)).not.toBeInTheDocument();
    });

    it('goes away when the shop deleted the order (no way to pay an order that is gone)', async () => {
      serve({ 'GET /api/orders/:id': [404, { error: 'No such order.' }] });
      useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
      renderPanel();
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Order FW-26-00007 placed' })).not.toBeInTheDocument());
      expect(useOrderPlaced.getState().placed).toBeNull();
    });

    it('keeps the answer when the order cannot be read (offline): the way to pay stays in view', async () => {
      serve({ 'GET /api/orders/:id': [500, { error: 'Something went wrong.' }] });
      useOrderPlaced.getState().show({ answer, isPickup: false, slot: null });
      renderPanel();
      await waitFor(() => expect(requests.some((r) => r.path === '/api/orders/o7')).toBe(true));
      const panel = screen.getByRole('region', { name: 'Order FW-26-00007 placed' });
      expect(within(panel).getByTestId('amount-due-now')).toHaveTextContent('$129.90');
    });
  });
});
