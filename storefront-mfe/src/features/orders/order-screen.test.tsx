import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from 'shared-ui';
import { serve, testConfig, testOrderDetail, testPayment } from 'shared-ui/testing';
import { renderOrderScreen } from './render-order-screen';

/** A delivery order of $1,082.50 with $200.00 paid (the deposit of $216.50 not reached yet). */
const order = testOrderDetail({
  _id: 'o1',
  orderNumber: 'FW-26-00042',
  amountPayed: 200,
  amountNeeded: 882.5,
  order_items: [
    { title: 'Finale Cake', quantity: 1, freeQuantity: 0, category: 'Assortments', price: '$1000.00', lineTotal: 1000, imageUrl: '' },
  ],
  isPickup: false,
  subtotal: 1000,
  tax: 82.5,
  totalAfterTax: 1082.5,
  amountDue: 1082.5,
  fundsToAdd: 0,
  minimumDeposit: 216.5,
  balanceDue: 882.5,
  amountDueNow: 16.5,
  payments: [testPayment({ _id: 'p1', amount: 200 })],
  pickupCode: null,
});

beforeEach(() => {
  serve({
    'GET /api/store-location': [200, { address: '12 Main St, Austin 78701', hours: { en: 'Mon–Sat 10 am–8 pm', es: '' }, mapUrl: '' }],
    // A pickup order whose time may still change lists the times (change-pickup-time.test.tsx).
    'GET /api/pickup-slots': [200, []],
  });
});

describe('OrderScreen (/orders/:id)', () => {
  it('names the order in one heading, the page title; the card and the pass are sections with headings of their own', async () => {
    serve({ 'GET /api/orders/:id': [200, { ...order, isPickup: true, pickupCode: 'ABCD1234' }] });
    renderOrderScreen();
    const card = await screen.findByRole('article', { name: 'Order FW-26-00042' });
    expect(screen.getAllByRole('heading', { name: 'Order FW-26-00042' }).map((heading) => heading.tagName)).toEqual(['H1']);
    expect(within(card).getByRole('heading', { level: 2, name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pickup pass' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Items' })).toBeInTheDocument();
  });

  it('in Spanish, the card section is headed «Detalles del pedido»', async () => {
    act(() => setLanguage('es'));
    try {
      serve({ 'GET /api/orders/:id': [200, order] });
      renderOrderScreen();
      const card = await screen.findByRole('article', { name: 'Pedido FW-26-00042' });
      expect(within(card).getByRole('heading', { level: 2, name: 'Detalles del pedido' })).toBeInTheDocument();
      // How to pay in Spanish: the apps joined in Spanish, the memo quoted and to be written as it is.
      expect(within(card).getByText(/^Pague con Zelle o Venmo al \(555\) 010-5678/)).toBeInTheDocument();
      expect(within(card).getByText('fireworks purchase FW-26-00042').parentElement).toHaveTextContent(
        'En el mensaje del pago, escriba exactamente este texto, tal cual, sin traducirlo, y después su dirección de entrega: «fireworks purchase FW-26-00042»',
      );
      expect(screen.getAllByRole('heading', { name: 'Pedido FW-26-00042' }).map((heading) => heading.tagName)).toEqual(['H1']);
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('marks the memo, written in English in every language, as English for screen readers (en and es)', async () => {
    serve({ 'GET /api/orders/:id': [200, order] });
    const { unmount } = renderOrderScreen();
    const english = await screen.findByText('fireworks purchase FW-26-00042');
    expect(english).toHaveAttribute('lang', 'en');
    unmount();
    act(() => setLanguage('es'));
    try {
      renderOrderScreen();
      const card = await screen.findByRole('article', { name: 'Pedido FW-26-00042' });
      const memo = within(card).getByText('fireworks purchase FW-26-00042');
      expect(memo).toHaveAttribute('lang', 'en');
      // Only the memo: the sentence around it stays Spanish.
      expect(memo.parentElement).toHaveTextContent(
        /^En el mensaje del pago, escriba exactamente este texto, tal cual, sin traducirlo, y después su dirección de entrega: «fireworks purchase FW-26-00042»$/,
      );
      expect(memo.parentElement).not.toHaveAttribute('lang');
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('with part of the deposit paid, the deposit badge says how much of it arrived', async () => {
    serve({ 'GET /api/orders/:id': [200, order] });
    renderOrderScreen();
    const card = await screen.findByRole('article', { name: 'Order FW-26-00042' });
    expect(within(card).getByTestId('deposit-status')).toHaveTextContent(/^Deposit not received yet: \$200\.00 of \$216\.50 paid$/);
  });

  it('shows the number, deposit status, how to pay the rest and each payment', async () => {
    serve({ 'GET /api/orders/:id': [200, order] });
    renderOrderScreen();
    const card = await screen.findByRole('article', { name: 'Order FW-26-00042' });
    expect(within(card).getByTestId('deposit-status')).toHaveTextContent('Deposit not received yet');
    expect(within(card).getByTestId('amount-due-now')).toHaveTextContent('$16.50');
    expect(within(card).getByTestId('balance-due')).toHaveTextContent('$882.50');
    // The apps as the checkout and the e-mails name them; the memo quoted as the exact text to write.
    expect(
      within(card).getByText('Pay with Zelle or Venmo to (555) 010-5678, or pay in cash (call (555) 010-5678 to arrange it).'),
    ).toBeInTheDocument();
    expect(within(card).getByText('fireworks purchase FW-26-00042').parentElement).toHaveTextContent(
      'In the payment message, write exactly this text, then your delivery address: "fireworks purchase FW-26-00042"',
    );
    // The order number is the payment reference: the shop matches a Zelle or Venmo payment by it.
    expect(within(card).getByTestId('payment-reference')).toHaveTextContent(
      /^Payment reference: FW-26-00042\. It is the order number in that text, so we can match your payment to your order\.$/,
    );
    expect(within(card).getAllByTestId('payment')).toHaveLength(1);
    expect(within(card).getByText('ZL-1')).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-pass')).not.toBeInTheDocument();
  });

  it('writes the line price of $1,000 or more with its thousands separator (the API sends "$1000.00")', async () => {
    serve({ 'GET /api/orders/:id': [200, order] });
    renderOrderScreen();
    const card = await screen.findByRole('article', { name: 'Order FW-26-00042' });
    expect(within(card).getByText('$1,000.00 each')).toBeInTheDocument();
    expect(within(card).queryByText(/\$1000\.00/)).not.toBeInTheDocument();
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
    renderOrderScreen();
    const pass = await screen.findByRole('region', { name: 'Pickup pass' });
    const qr = within(pass).getByRole('img', { name: 'QR code of the pickup pass K7P2M9XQ' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(within(pass).getByText('Pass code: K7P2M9XQ')).toBeInTheDocument();
    expect(within(pass).getByText('Order FW-26-00042')).toBeInTheDocument();
    expect(within(pass).getByText('Pickup: Fri, Nov 20, 10:00 AM–11:00 AM')).toBeInTheDocument();
    expect(within(pass).getByTestId('pass-balance')).toHaveTextContent('Balance due at pickup: $882.50');
    expect(within(pass).getByRole('button', { name: 'Print pass' })).toBeInTheDocument();
    // Where the counter is (issue 40 item 3).
    const store = await within(pass).findByTestId('store-location');
    expect(within(store).getByText('12 Main St, Austin 78701')).toBeInTheDocument();
    expect(within(store).getByText('Mon–Sat 10 am–8 pm')).toBeInTheDocument();
  });

  it('says on the pass what is due now while the deposit is short, not only the balance "due at pickup" (in English and Spanish)', async () => {
    const pickup = {
      ...order,
      isPickup: true,
      pickupCode: 'K7P2M9XQ',
      pickupSlot: { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' },
    };
    serve({ 'GET /api/orders/:id': [200, pickup] });
    renderOrderScreen();
    const pass = await screen.findByRole('region', { name: 'Pickup pass' });
    expect(within(pass).getByTestId('pass-balance')).toHaveTextContent('Balance due at pickup: $882.50');
    expect(within(pass).getByTestId('pass-due-now')).toHaveTextContent(
      /^Amount due now, before pickup: \$16\.50 \(the rest of the deposit\)\.$/,
    );
    await act(() => setLanguage('es'));
    expect(within(pass).getByTestId('pass-due-now')).toHaveTextContent(
      /^Importe a pagar ahora, antes de recoger: \$16\.50 \(el resto del depósito\)\.$/,
    );
    await act(() => setLanguage('en'));
  });

  it('asks for nothing now on the pass once the deposit is in', async () => {
    serve({
      'GET /api/orders/:id': [
        200,
        { ...order, isPickup: true, pickupCode: 'K7P2M9XQ', pickupSlot: null, depositPaid: true, amountPayed: 216.5, amountDueNow: 866 },
      ],
    });
    renderOrderScreen();
    const pass = await screen.findByRole('region', { name: 'Pickup pass' });
    expect(within(pass).getByTestId('pass-balance')).toBeInTheDocument();
    expect(within(pass).queryByTestId('pass-due-now')).not.toBeInTheDocument();
  });

  it('says the balance is still due, not due at pickup, once the order was handed over unpaid', async () => {
    serve({
      'GET /api/orders/:id': [
        200,
        {
          ...order,
          isPickup: true,
          pickupCode: 'K7P2M9XQ',
          pickupSlot: { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' },
          pickedUpAt: '2026-11-20T16:05:00.000Z',
        },
      ],
    });
    renderOrderScreen();
    const pass = await screen.findByRole('region', { name: 'Pickup pass' });
    expect(within(pass).getByTestId('pass-balance')).toHaveTextContent('Balance due: $882.50');
    expect(within(pass).getByText(/^Picked up /)).toBeInTheDocument();
  });

  it('shows where a delivery order goes', async () => {
    serve({ 'GET /api/orders/:id': [200, { ...order, deliveryAddress: { street: '12 Elm St', city: 'Austin', zip: '78702' } }] });
    renderOrderScreen();
    expect(await screen.findByTestId('delivery-address')).toHaveTextContent('Deliver to: 12 Elm St, Austin 78702');
  });

  describe('the pickup pass tells the customer what to do, as the order e-mails do', () => {
    const pickup = { ...order, isPickup: true, pickupCode: 'K7P2M9XQ' };

    it('says the store will call while no pickup time is booked (not silence)', async () => {
      serve({ 'GET /api/orders/:id': [200, { ...pickup, pickupSlot: null }] });
      renderOrderScreen();
      const pass = await screen.findByRole('region', { name: 'Pickup pass' });
      expect(within(pass).getByText('Pickup: no time is booked yet; the store will contact you to arrange it.')).toBeInTheDocument();
    });

    it('says a pickup time gone by has passed and to call the store', async () => {
      serve({ 'GET /api/orders/:id': [200, { ...pickup, pickupSlot: { _id: 's1', date: '2020-11-20', start: '10:00', end: '11:00' } }] });
      renderOrderScreen();
      const pass = await screen.findByRole('region', { name: 'Pickup pass' });
      expect(within(pass).getByTestId('pass-slot-passed')).toHaveTextContent(
        'This pickup time has passed: please call the store to arrange another.',
      );
    });

    it('says nothing of the kind for an upcoming time', async () => {
      serve({ 'GET /api/orders/:id': [200, { ...pickup, pickupSlot: { _id: 's1', date: '2099-11-20', start: '10:00', end: '11:00' } }] });
      renderOrderScreen();
      const pass = await screen.findByRole('region', { name: 'Pickup pass' });
      expect(within(pass).queryByTestId('pass-slot-passed')).not.toBeInTheDocument();
      expect(within(pass).queryByText(/no time is booked/)).not.toBeInTheDocument();
      expect(within(pass).getByText('Show this code at the store counter.')).toBeInTheDocument();
    });

    it('once handed over, no longer asks to show or print the pass, nor says its time passed', async () => {
      serve({
        'GET /api/orders/:id': [
          200,
          {
            ...pickup,
            pickupSlot: { _id: 's1', date: '2020-11-20', start: '10:00', end: '11:00' },
            pickedUpAt: '2020-11-20T16:05:00.000Z',
          },
        ],
      });
      renderOrderScreen();
      const pass = await screen.findByRole('region', { name: 'Pickup pass' });
      expect(within(pass).getByText(/^Picked up /)).toBeInTheDocument();
      expect(within(pass).queryByText('Show this code at the store counter.')).not.toBeInTheDocument();
      expect(within(pass).queryByRole('button', { name: 'Print pass' })).not.toBeInTheDocument();
      expect(within(pass).queryByTestId('pass-slot-passed')).not.toBeInTheDocument();
    });

    it("says when it was handed over on the store's clock, as the slot above it (not the browser's)", async () => {
      serve({
        'GET /api/config': [200, testConfig({ shopTimezone: 'America/Chicago' })],
        'GET /api/orders/:id': [
          200,
          {
            ...pickup,
            pickupSlot: { _id: 's1', date: '2026-11-18', start: '11:00', end: '13:00' },
            pickedUpAt: '2026-11-18T18:05:00.000Z',
          },
        ],
      });
      renderOrderScreen();
      const pass = await screen.findByRole('region', { name: 'Pickup pass' });
      expect(within(pass).getByText("Times are in the store's time zone.")).toBeInTheDocument();
      // 18:05 UTC is 12:05 PM in Chicago, inside the 11:00–13:00 slot.
      await waitFor(() => expect(within(pass).getByText(/^Picked up /)).toHaveTextContent('Picked up Nov 18, 2026, 12:05 PM'));
    });

    it('speaks Spanish', async () => {
      act(() => setLanguage('es'));
      try {
        serve({ 'GET /api/orders/:id': [200, { ...pickup, pickupSlot: { _id: 's1', date: '2020-11-20', start: '10:00', end: '11:00' } }] });
        renderOrderScreen();
        const pass = await screen.findByRole('region', { name: 'Pase de recogida' });
        expect(within(pass).getByTestId('pass-slot-passed')).toHaveTextContent(
          'Esta hora de recogida ya pasó: llame a la tienda para acordar otra.',
        );
      } finally {
        act(() => setLanguage('en'));
      }
    });
  });

  it('reads the order again when the customer comes back to the tab after a while: a payment recorded meanwhile shows', async () => {
    serve({ 'GET /api/orders/:id': [200, order] });
    renderOrderScreen();
    const card = await screen.findByRole('article', { name: 'Order FW-26-00042' });
    expect(within(card).getByTestId('balance-due')).toHaveTextContent('$882.50');
    // The shop records the rest while the customer is in another tab (their bank app, the e-mail).
    serve({
      'GET /api/orders/:id': [
        200,
        {
          ...order,
          amountPayed: 1082.5,
          amountNeeded: 0,
          depositPaid: true,
          balanceDue: 0,
          amountDueNow: 0,
          payments: [testPayment({ _id: 'p1', amount: 200 }), testPayment({ _id: 'p2', amount: 882.5 })],
        },
      ],
    });
    const later = Date.now() + 60_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      act(() => focusManager.setFocused(false));
      act(() => focusManager.setFocused(true));
      await waitFor(() => expect(within(card).getAllByTestId('payment')).toHaveLength(2));
      expect(within(card).getByTestId('deposit-status')).toHaveTextContent('Deposit received');
      expect(within(card).queryByTestId('payment-instructions')).not.toBeInTheDocument();
    } finally {
      clock.mockRestore();
      focusManager.setFocused(undefined);
    }
  });
});
