import type { CreateOrderAnswer, User } from '@fireworks/core/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { requests, serve, TestProviders } from 'shared-ui/testing';
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
    memo: 'fireworks purchase FW-26-00007 + your delivery address',
  },
};

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
    expect(within(panel).getByText(/Pay with Zelle \/ Venmo to \(555\) 010-5678/)).toBeInTheDocument();
    expect(
      within(panel).getByText('In the payment message, write: fireworks purchase FW-26-00007 + your delivery address'),
    ).toBeInTheDocument();
    expect(within(panel).getByTestId('payment-reference')).toHaveTextContent('Payment reference: FW-26-00007.');
    expect(
      within(panel).getByText('This order is for delivery: also write your delivery address in the payment message.'),
    ).toBeInTheDocument();
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
});
