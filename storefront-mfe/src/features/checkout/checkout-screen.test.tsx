import type { CartItem, CartTotalsResponse, User } from '@fireworks/core/contract';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cartKeys, queryClient, REQUEST_KEY_STORAGE_PREFIX, setLanguage, useSession } from 'shared-ui';
import {
  networkError,
  requestsTo,
  serve,
  submitTwiceAtOnce,
  TestProviders,
  testConfig,
  testOrderDetail,
  testSeason,
} from 'shared-ui/testing';
import { useCheckoutDraft } from './checkout-draft';
import { useCheckoutOptions } from './checkout-options';
import CheckoutScreen from './checkout-screen';
import { useOrderPlaced } from './order-placed';
import { OrderPlacedPanel } from './order-placed-panel';

const line: CartItem = {
  _id: 'i1',
  category: 'Cakes',
  title: 'Finale Rack',
  quantity: 3,
  imageUrl: '',
  price: '$199.99',
  BOGO: false,
  freeQuantity: 0,
  lineTotal: 599.97,
};

/** A stand-in for the server's quote: 20% deposit rounded up, funds used up to the balance. */
function quote(query: URLSearchParams, allowed = true): CartTotalsResponse {
  const due = 64947;
  const fundsToAdd = Math.round(Number(query.get('FundstoAdd') ?? 0) * 100);
  const used = query.get('useFunds') === 'true' ? 5000 : 0;
  const needed = due - used + fundsToAdd;
  const deposit = Math.ceil(needed / 5);
  return {
    totalAmount: 649.47,
    subtotal: 599.97,
    tax: 49.5,
    totalAfterTax: 649.47,
    discountPercentage: 0,
    discountAmount: 0,
    amountDue: due / 100,
    minimumDeposit: deposit / 100,
    fundsToAdd: fundsToAdd / 100,
    fundsUsed: used / 100,
    amountNeeded: needed / 100,
    dueLater: (needed - deposit) / 100,
    availableFunds: 50,
    checkoutAllowed: allowed,
    checkoutBlockedReason: allowed ? null : 'OUTSIDE_SALES_WINDOW',
    nudge: { kind: 'discount', amountToGo: 323.85, nextDiscountPercentage: 5 },
  };
}

const created = {
  orderId: 'o1',
  orderNumber: 'FW-26-00001',
  amountNeeded: 649.47,
  minimumDeposit: 129.9,
  paymentInstructions: {
    amountDueNow: 129.9,
    minimumDeposit: 129.9,
    balanceDue: 649.47,
    phone: '5550105678',
    methods: ['Zelle', 'Venmo'],
    memo: 'fireworks purchase FW-26-00001',
  },
};

const store = {
  address: '12 Main St, Austin 78701',
  hours: { en: 'Mon–Sat 10 am–8 pm', es: 'lun–sáb 10–20 h' },
  mapUrl: 'https://maps.example.com/?q=store',
};

const ADDRESS = { street: '12 Elm St', city: 'Austin', zip: '78702' };

/** Fills in the delivery address the new checkout asks for a delivery order. */
async function fillAddress() {
  await userEvent.type(await screen.findByLabelText('Street and number'), ADDRESS.street);
  await userEvent.type(screen.getByLabelText('City'), ADDRESS.city);
  await userEvent.type(screen.getByLabelText('ZIP code'), ADDRESS.zip);
}

/** Checkout open with a delivery address typed: Create Order, enabled. */
async function readyToOrder(): Promise<HTMLElement> {
  checkoutServer();
  renderCheckout();
  const button = await screen.findByRole('button', { name: 'Create Order' });
  await fillAddress();
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

function checkoutServer({ allowed = true } = {}) {
  serve({
    'GET /api/config': [200, testConfig({ paymentPhone: '5550105678' })],
    'GET /api/get-cart': [200, { cart: [line] }],
    'GET /api/store-location': [200, store],
    'GET /api/pickup-slots': [200, []],
    'GET /api/getCartTotal': ({ url }) => [200, quote(url.searchParams, allowed)],
    'POST /api/create-order': [201, created],
    // The order as stored (the confirmation panel reads it once shown): as the last checkout sent it.
    'GET /api/orders/:id': () => {
      const sent = requestsTo('POST /api/create-order').at(-1)?.body as
        | { isPickup: boolean; pickupSlotId?: string; deliveryAddress?: typeof ADDRESS }
        | undefined;
      return [
        200,
        testOrderDetail({
          _id: created.orderId,
          orderNumber: created.orderNumber,
          isPickup: sent?.isPickup ?? false,
          pickupSlot: sent?.pickupSlotId ? { _id: sent.pickupSlotId, date: '2026-11-20', start: '10:00', end: '11:00' } : null,
          ...(sent?.deliveryAddress ? { deliveryAddress: sent.deliveryAddress } : {}),
          amountNeeded: created.amountNeeded,
          minimumDeposit: created.minimumDeposit,
          balanceDue: created.paymentInstructions.balanceDue,
          amountDueNow: created.paymentInstructions.amountDueNow,
        }),
      ];
    },
  });
}

function renderCheckout() {
  return render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen />} />
        <Route
          path="/fireworks/assortments"
          element={
            <>
              <p>assortments</p>
              <OrderPlacedPanel />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

beforeEach(() => {
  // A key kept by an earlier test's lost answer is that test's.
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(REQUEST_KEY_STORAGE_PREFIX)) sessionStorage.removeItem(key);
  useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
  queryClient.setQueryData(cartKeys.cart, [line]);
  useCheckoutOptions.setState({ isPickup: false, orderType: 'Complete Purchase' });
  useOrderPlaced.setState({ placed: null });
  useCheckoutDraft.getState().forget();
});

describe('CheckoutScreen', () => {
  it('forgets the pickup choice and order type when the session ends: the next person in the tab starts from the defaults', () => {
    useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
    useCheckoutOptions.getState().setPickup(true);
    useCheckoutOptions.getState().setOrderType('Pre-order');
    expect(sessionStorage.getItem('fireworks-checkout')).toContain('"isPickup":true');
    useSession.getState().signOut({ loggedOut: true });
    expect(useCheckoutOptions.getState()).toMatchObject({ isPickup: false, orderType: 'Complete Purchase' });
    expect(sessionStorage.getItem('fireworks-checkout')).toBeNull();
  });

  it('shows the amount, the deposit due now, the rest later and how to pay', async () => {
    checkoutServer();
    renderCheckout();
    expect(await screen.findByTestId('checkout-amount')).toHaveTextContent(/^\$649\.47$/);
    expect(screen.getByTestId('checkout-due-now')).toHaveTextContent(/^\$129\.90$/);
    expect(screen.getByTestId('checkout-due-later')).toHaveTextContent(/^\$519\.57$/);
    expect(screen.getByText('Order type: Complete Purchase')).toBeInTheDocument();
    expect(await screen.findByText(/Pay with Zelle or Venmo to \(555\) 010-5678, or pay in cash/)).toBeInTheDocument();
    // The memo, written in English in every language, is marked as English for screen readers.
    const memo = screen.getByText('fireworks purchase');
    expect(memo).toHaveAttribute('lang', 'en');
    expect(memo.parentElement).toHaveTextContent(/^In the payment message, write exactly this text: "fireworks purchase"$/);
    expect(screen.getByText('This order is for delivery: also write your delivery address in the payment message.')).toBeInTheDocument();
  });

  it('drops the address instruction for pickup orders', async () => {
    useCheckoutOptions.setState({ isPickup: true });
    checkoutServer();
    renderCheckout();
    expect(await screen.findByText('You will pick this order up at the store.')).toBeInTheDocument();
    expect(screen.queryByText(/delivery address/)).not.toBeInTheDocument();
  });

  it('asks the server for new amounts when funds are added or used', async () => {
    checkoutServer();
    renderCheckout();
    await screen.findByTestId('checkout-amount');
    await userEvent.type(screen.getByLabelText('Funds to add'), '25');
    await waitFor(() => expect(screen.getByTestId('checkout-amount')).toHaveTextContent(/^\$674\.47$/));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use my funds ($50.00 available)' }));
    await waitFor(() => expect(screen.getByTestId('checkout-amount')).toHaveTextContent(/^\$624\.47$/));
    expect(requestsTo('GET /api/getCartTotal').map((r) => r.url.search)).toContain('?FundstoAdd=25&useFunds=true');
  });

  it('shows one error for the funds field, naming the real problem, and clears it with the field', async () => {
    const refusal = 'Funds to add must be an amount in dollars from 0 to $100,000.00.';
    serve({
      'GET /api/config': [200, testConfig({ paymentPhone: '5550105678' })],
      'GET /api/get-cart': [200, { cart: [line] }],
      'GET /api/getCartTotal': ({ url }) =>
        /^\d*(\.\d*)?$/.test(url.searchParams.get('FundstoAdd') ?? '') ? [200, quote(url.searchParams, true)] : [400, { error: refusal }],
      'POST /api/create-order': [201, created],
    });
    renderCheckout();
    await screen.findByTestId('checkout-amount');
    const field = screen.getByLabelText('Funds to add');
    await userEvent.type(field, '12x');
    // One error, at the field, in the server's words; the order cannot be sent meanwhile.
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(1));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal));
    // Said once by a screen reader (politely: the person is typing), not only shown.
    expect(screen.getByText(refusal).closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeDisabled();
    // Correcting the field takes the error away at once (before the new quote), and nowhere else shows it.
    await userEvent.type(field, '{Backspace}');
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-amount')).toHaveTextContent(/^\$661\.47$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(field);
    await waitFor(() => expect(screen.getByTestId('checkout-amount')).toHaveTextContent(/^\$649\.47$/));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Order' })).toBeEnabled());
  });

  it('creates one order when the form is sent twice before the busy button renders (a double tap, Enter twice)', async () => {
    const button = await readyToOrder();
    submitTwiceAtOnce(button);
    expect(await screen.findByText('assortments')).toBeInTheDocument();
    expect(requestsTo('POST /api/create-order')).toHaveLength(1);
  });

  it('creates the order once with an idempotency key, clears the cart and goes to the assortments', async () => {
    const button = await readyToOrder();
    await userEvent.dblClick(button);
    expect(await screen.findByText('assortments')).toBeInTheDocument();
    expect(await screen.findByText('Order has been created. Wait for admin approval')).toBeInTheDocument();
    const orders = requestsTo('POST /api/create-order');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.body).toEqual({ FundstoAdd: 0, isPickup: false, useFunds: false, deliveryAddress: ADDRESS });
    expect(orders[0]?.headers['idempotency-key']).toEqual(expect.any(String));
    expect(queryClient.getQueryData(cartKeys.cart)).toEqual([]);
    // Beside the spec's toast, the order stays in view on the page landed on.
    const panel = screen.getByRole('region', { name: 'Order FW-26-00001 placed' });
    expect(within(panel).getByTestId('amount-due-now')).toHaveTextContent('$129.90');
    expect(within(panel).getByTestId('payment-reference')).toHaveTextContent('FW-26-00001');
    expect(within(panel).getByRole('link', { name: 'Open order FW-26-00001' })).toHaveAttribute('href', '/orders/o1');
  });

  it('a pickup order sent with a chosen slot confirms that slot', async () => {
    useCheckoutOptions.setState({ isPickup: true });
    checkoutServer();
    serve({
      'GET /api/pickup-slots': [200, [{ _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00', capacity: 5, remaining: 3 }]],
    });
    renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Choose when you will pick up your order at the store.'), 's1');
    const button = screen.getByRole('button', { name: 'Create Order' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Order FW-26-00001 placed' });
    // Times in the shop's locale: 12-hour in English (issue 40 item 7).
    expect(within(panel).getByText('Your order will be ready for pickup on Fri, Nov 20, 10:00 AM–11:00 AM.')).toBeInTheDocument();
    expect(await within(panel).findByText('12 Main St, Austin 78701')).toBeInTheDocument();
  });

  it('sends no pickup order before the pickup times have loaded: a quick click must not take whatever time is first', async () => {
    useCheckoutOptions.setState({ isPickup: true });
    checkoutServer();
    let release = () => {};
    const slotsArrive = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      'GET /api/pickup-slots': async () => {
        await slotsArrive;
        return [200, [{ _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00', capacity: 5, remaining: 3 }]];
      },
    });
    renderCheckout();
    await screen.findByTestId('checkout-amount');
    // The quote has settled (the funds field's pause is 300 ms); the slots are still on their way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const button = screen.getByRole('button', { name: 'Create Order' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(requestsTo('POST /api/create-order')).toHaveLength(0);

    release();
    await userEvent.selectOptions(await screen.findByLabelText('Choose when you will pick up your order at the store.'), 's1');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await screen.findByText('assortments');
    expect(requestsTo('POST /api/create-order')[0]?.body).toMatchObject({ isPickup: true, pickupSlotId: 's1' });
  });

  it('shows errors as ERROR: … and retries with the same key', async () => {
    checkoutServer();
    let tries = 0;
    serve({
      'POST /api/create-order': () => (++tries === 1 ? [400, { error: 'The minimum purchase is $500.00 after tax.' }] : [201, created]),
    });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Create Order' });
    await fillAddress();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('ERROR: The minimum purchase is $500.00 after tax.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    await screen.findByText('assortments');
    const keys = requestsTo('POST /api/create-order').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  describe('when the answer to Create Order is lost and the customer changes something before pressing again', () => {
    /**
     * The API's rules for create-order, as far as these tests need them: a key already answered gets
     * its answer again for the same request and a 409 for another; an empty cart is refused. The
     * first answer can be lost on its way back (`loseFirstAnswer`), after the order was made or not.
     */
    function idempotentServer({ firstArrives }: { firstArrives: boolean }) {
      checkoutServer();
      let cart = [line];
      let calls = 0;
      const saved = new Map<string, { request: string; answer: typeof created }>();
      serve({
        'GET /api/get-cart': () => [200, { cart }],
        'POST /api/create-order': ({ body, request }) => {
          calls++;
          const key = request.headers.get('idempotency-key') ?? '';
          const sent = JSON.stringify(body);
          const known = saved.get(key);
          if (known && known.request !== sent)
            return [409, { error: 'This Idempotency-Key was already used for a different order. Send the new order with a new key.' }];
          if (known) return [201, known.answer];
          if (calls === 1 && !firstArrives) return networkError;
          if (cart.length === 0) return [400, { error: 'Your cart is empty.' }];
          cart = [];
          saved.set(key, { request: sent, answer: created });
          return calls === 1 ? networkError : [201, created];
        },
      });
      return { ordersMade: () => saved.size };
    }

    async function pressCreateOrderLosingTheAnswer() {
      renderCheckout();
      const button = await screen.findByRole('button', { name: 'Create Order' });
      await fillAddress();
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await screen.findByText(/^ERROR: /);
    }

    it('after the order WAS made: no second order, no error about keys, and the order just placed is shown', async () => {
      const server = idempotentServer({ firstArrives: true });
      await pressCreateOrderLosingTheAnswer();
      // The customer fixes a typo in the street, then presses again.
      await userEvent.type(screen.getByLabelText('Street and number'), 'A');
      await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
      const panel = await screen.findByRole('region', { name: 'Order FW-26-00001 placed' });
      expect(within(panel).getByRole('link', { name: 'Open order FW-26-00001' })).toHaveAttribute('href', '/orders/o1');
      expect(screen.queryByText(/Idempotency-Key/)).not.toBeInTheDocument();
      expect(screen.queryByText(/ERROR/)).not.toBeInTheDocument();
      expect(server.ordersMade()).toBe(1);
    });

    it('while it finds the order made, shows no empty checkout in between (only the order once found)', async () => {
      idempotentServer({ firstArrives: true });
      let release = () => {};
      const replayed = new Promise<void>((resolve) => {
        release = resolve;
      });
      await pressCreateOrderLosingTheAnswer();
      await userEvent.type(screen.getByLabelText('Street and number'), 'A');
      // The earlier request, sent again, is answered only once the test has looked at the screen.
      const answers = requestsTo('POST /api/create-order').length;
      serve({
        'POST /api/create-order': async () => {
          if (requestsTo('POST /api/create-order').length === answers + 1) return [400, { error: 'Your cart is empty.' }];
          await replayed;
          return [201, created];
        },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
      await waitFor(() => expect(requestsTo('POST /api/create-order')).toHaveLength(answers + 2));
      expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create Order' })).toBeInTheDocument();
      release();
      expect(await screen.findByRole('region', { name: 'Order FW-26-00001 placed' })).toBeInTheDocument();
    });

    it('after the order was NOT made: the changed order is sent under a new key and placed as changed', async () => {
      const server = idempotentServer({ firstArrives: false });
      await pressCreateOrderLosingTheAnswer();
      await userEvent.type(screen.getByLabelText('Street and number'), 'A');
      await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
      await screen.findByRole('region', { name: 'Order FW-26-00001 placed' });
      const sent = requestsTo('POST /api/create-order');
      expect(sent.at(-1)?.body).toMatchObject({ deliveryAddress: { ...ADDRESS, street: `${ADDRESS.street}A` } });
      expect(sent[0]?.headers['idempotency-key']).not.toBe(sent.at(-1)?.headers['idempotency-key']);
      expect(server.ordersMade()).toBe(1);
    });

    it('the same request pressed again keeps its key (the server answers the order made, not a second one)', async () => {
      const server = idempotentServer({ firstArrives: true });
      await pressCreateOrderLosingTheAnswer();
      await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
      await screen.findByRole('region', { name: 'Order FW-26-00001 placed' });
      const keys = requestsTo('POST /api/create-order').map((r) => r.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
      expect(server.ordersMade()).toBe(1);
    });
  });

  describe('when the answer to Create Order is lost and the customer leaves checkout, then comes back in the same tab', () => {
    /** The first Create Order's answer is lost on its way back; every later one arrives. */
    async function loseTheAnswerThenLeave() {
      checkoutServer();
      let calls = 0;
      serve({ 'POST /api/create-order': () => (++calls === 1 ? networkError : [201, created]) });
      const view = renderCheckout();
      const button = await screen.findByRole('button', { name: 'Create Order' });
      await fillAddress();
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await screen.findByText(/^ERROR: /);
      // To the cart and back, say: the checkout screen goes away and comes again.
      view.unmount();
    }

    async function pressCreateOrderAgain() {
      renderCheckout();
      const button = await screen.findByRole('button', { name: 'Create Order' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
    }

    it('the same request pressed again keeps its key (the server answers the order made, not a second one)', async () => {
      await loseTheAnswerThenLeave();
      await pressCreateOrderAgain();
      await screen.findByRole('region', { name: 'Order FW-26-00001 placed' });
      const sent = requestsTo('POST /api/create-order');
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toEqual(sent[0]?.body);
      expect(sent[1]?.headers['idempotency-key']).toBe(sent[0]?.headers['idempotency-key']);
      // The tab keeps the key, never the address the request carried.
      expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(ADDRESS.street);
    });

    it('a request changed meanwhile goes under a new key', async () => {
      await loseTheAnswerThenLeave();
      useCheckoutOptions.setState({ isPickup: true });
      await pressCreateOrderAgain();
      await screen.findByRole('region', { name: 'Order FW-26-00001 placed' });
      const keys = requestsTo('POST /api/create-order').map((r) => r.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[1]).not.toBe(keys[0]);
    });

    it('once the order is answered, the next identical order gets a new key', async () => {
      await loseTheAnswerThenLeave();
      await pressCreateOrderAgain();
      await screen.findByText('assortments');
      cleanup();
      // The next order: the cart filled again, the same things chosen.
      queryClient.setQueryData(cartKeys.cart, [line]);
      renderCheckout();
      await fillAddress();
      const button = await screen.findByRole('button', { name: 'Create Order' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await waitFor(() => expect(requestsTo('POST /api/create-order')).toHaveLength(3));
      const [first, second, next] = requestsTo('POST /api/create-order');
      expect(next?.body).toEqual(first?.body);
      expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
      expect(next?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    });

    it('the next person signed in at the device does not get the key', async () => {
      await loseTheAnswerThenLeave();
      const first = requestsTo('POST /api/create-order')[0]?.headers['idempotency-key'];
      act(() => useSession.getState().signOut({ loggedOut: true }));
      expect(JSON.stringify(sessionStorage)).not.toContain(String(first));
    });
  });

  it.each([
    [
      'en',
      'This Idempotency-Key was already used for a different order. Send the new order with a new key.',
      'Create Order',
      'ERROR: An earlier Create Order from this page may already have placed your order. Please check your orders before ordering again.',
    ],
    [
      'es',
      'Esta Idempotency-Key ya se usó para otro pedido. Envíe el pedido nuevo con una clave nueva.',
      'Crear pedido',
      'ERROR: Es posible que su pedido ya se haya creado al pulsar Crear pedido antes en esta página. Revise sus pedidos antes de volver a pedir.',
    ],
  ])(
    "(%s) a 409 about the Idempotency-Key reads as a sentence the customer can act on, not the API developer's",
    async (language, apiSentence, createOrder, shown) => {
      act(() => setLanguage(language as 'en' | 'es'));
      try {
        checkoutServer();
        serve({ 'POST /api/create-order': [409, { error: apiSentence }] });
        renderCheckout();
        const button = await screen.findByRole('button', { name: createOrder });
        await userEvent.type(await screen.findByLabelText(language === 'en' ? 'Street and number' : 'Calle y número'), ADDRESS.street);
        await userEvent.type(screen.getByLabelText(language === 'en' ? 'City' : 'Ciudad'), ADDRESS.city);
        await userEvent.type(screen.getByLabelText(language === 'en' ? 'ZIP code' : 'Código postal'), ADDRESS.zip);
        await waitFor(() => expect(button).toBeEnabled());
        await userEvent.click(button);
        expect(await screen.findByText(shown)).toBeInTheDocument();
        expect(screen.queryByText(/Idempotency-Key/)).not.toBeInTheDocument();
        expect(screen.getAllByRole('link', { name: language === 'en' ? 'See your orders' : 'Ver sus pedidos' })[0]).toHaveAttribute(
          'href',
          '/orders',
        );
        // Pressed again, the order goes with a new key (the old one belongs to another order).
        await userEvent.click(screen.getByRole('button', { name: createOrder }));
        await waitFor(() => expect(requestsTo('POST /api/create-order')).toHaveLength(2));
        const keys = requestsTo('POST /api/create-order').map((r) => r.headers['idempotency-key']);
        expect(keys[0]).not.toBe(keys[1]);
      } finally {
        act(() => setLanguage('en'));
      }
    },
  );

  it.each([
    [
      'en',
      'Create Order',
      'ERROR: No answer came from the shop, so your order may or may not have been placed. Check your connection, then press Create Order again: the same order is never placed twice.',
    ],
    [
      'es',
      'Crear pedido',
      'ERROR: No llegó respuesta de la tienda, así que puede que su pedido se haya creado o no. Compruebe su conexión y pulse Crear pedido de nuevo: el mismo pedido nunca se crea dos veces.',
    ],
  ])(
    '(%s) with the answer to Create Order lost, says the order may be placed and that pressing again is safe',
    async (language, createOrder, shown) => {
      act(() => setLanguage(language as 'en' | 'es'));
      try {
        useCheckoutOptions.setState({ isPickup: true });
        checkoutServer();
        serve({ 'POST /api/create-order': networkError });
        renderCheckout();
        const button = await screen.findByRole('button', { name: createOrder });
        await waitFor(() => expect(button).toBeEnabled());
        await userEvent.click(button);
        expect(await screen.findByText(shown)).toBeInTheDocument();
      } finally {
        act(() => setLanguage('en'));
      }
    },
  );

  it("shows the server's 409 naming the items short of stock as its sentence", async () => {
    checkoutServer();
    const sentence = 'Not enough in stock (units left): “Festival Balls”: 3. Please lower the quantity or remove the item.';
    serve({ 'POST /api/create-order': [409, { error: sentence }] });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Create Order' });
    await fillAddress();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText(`ERROR: ${sentence}`)).toBeInTheDocument();
  });

  it('keeps Create Order disabled and says why outside the sales window', async () => {
    checkoutServer({ allowed: false });
    renderCheckout();
    expect(await screen.findByText('Checkout is open only in June, July 1–4, November and December.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeDisabled();
  });

  it('outside an edited sales calendar says when checkout opens instead of the spec months', async () => {
    checkoutServer({ allowed: false });
    const windows = [{ start: '12-01', end: '12-31' }];
    serve({
      'GET /api/season': [
        200,
        testSeason({ salesWindows: windows, nextWindow: { start: '2026-12-01', end: '2026-12-31', daysUntil: 266 } }),
      ],
    });
    renderCheckout();
    expect(await screen.findByText('Checkout is closed now; it opens December 1.')).toBeInTheDocument();
    expect(screen.queryByText(/Checkout is open only/)).not.toBeInTheDocument();
  });

  it('lists the lines being bought and says what the order type means', async () => {
    checkoutServer();
    queryClient.setQueryData(cartKeys.cart, [line, { ...line, _id: 'i2', title: 'Snap Pops', quantity: 1, lineTotal: 1.99 }]);
    renderCheckout();
    const lines = await screen.findByTestId('checkout-lines');
    expect(within(lines).getByText('Finale Rack')).toBeInTheDocument();
    expect(within(lines).getByText('3 pcs')).toBeInTheDocument();
    // One unit is "1 pc", as the cart says it.
    expect(within(lines).getByText('1 pc')).toBeInTheDocument();
    expect(within(lines).getByText('$599.97')).toBeInTheDocument();
    expect(screen.getByText('Order type: Complete Purchase')).toBeInTheDocument();
    expect(screen.getByText(/You buy everything in your cart: pay at least 20% now/)).toBeInTheDocument();
  });

  it('asks for the delivery address and refuses an incomplete one in words, sending nothing', async () => {
    checkoutServer();
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Create Order' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.type(screen.getByLabelText('ZIP code'), '787');
    await userEvent.click(button);
    expect(await screen.findByText('Please enter the street and number of the delivery address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the city of the delivery address.')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(expect.stringContaining('The ZIP code must be 5 digits'));
    expect(requestsTo('POST /api/create-order')).toHaveLength(0);
  });

  it('shows the delivery address on the confirmation panel', async () => {
    checkoutServer();
    serve({ 'POST /api/create-order': [201, { ...created, deliveryAddress: ADDRESS }] });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Create Order' });
    await fillAddress();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Order FW-26-00001 placed' });
    expect(within(panel).getByTestId('order-placed-address')).toHaveTextContent('Delivery to: 12 Elm St, Austin 78702');
  });

  describe('when the session ends before the order is sent', () => {
    const casey = { _id: 'c1', username: 'casey', admin: false } as User;

    /** Types the address, then the session ends by itself (an expired token) and the screen goes away. */
    async function typeAddressThenLoseTheSession({ thenChoosePickup = false } = {}) {
      checkoutServer();
      const view = renderCheckout();
      await fillAddress();
      act(() => {
        if (thenChoosePickup) useCheckoutOptions.getState().setPickup(true);
        useSession.getState().signOut({ reason: 'Your session has ended. Please log in again.' });
      });
      view.unmount();
    }

    it('gives the same customer back the address they typed once they sign in again', async () => {
      await typeAddressThenLoseTheSession();
      useSession.getState().signIn('token-2', casey);
      renderCheckout();
      expect(await screen.findByLabelText('Street and number')).toHaveValue(ADDRESS.street);
      expect(screen.getByLabelText('City')).toHaveValue(ADDRESS.city);
      expect(screen.getByLabelText('ZIP code')).toHaveValue(ADDRESS.zip);
      // Memory only: the address never reaches the browser's storage.
      expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(ADDRESS.street);
    });

    it('keeps the pickup choice for the same customer too', () => {
      useCheckoutOptions.getState().setPickup(true);
      useSession.getState().signOut({ reason: 'Your session has ended. Please log in again.' });
      useSession.getState().signIn('token-2', casey);
      expect(useCheckoutOptions.getState().isPickup).toBe(true);
    });

    it('shows someone else who signs in at the device an empty address and the default choices', async () => {
      await typeAddressThenLoseTheSession({ thenChoosePickup: true });
      useSession.getState().signIn('token-3', { _id: 'd2', username: 'dana', admin: false } as User);
      expect(useCheckoutOptions.getState().isPickup).toBe(false);
      renderCheckout();
      expect(await screen.findByLabelText('Street and number')).toHaveValue('');
    });

    it('forgets the address after a Logout', async () => {
      await typeAddressThenLoseTheSession();
      useSession.getState().signOut({ loggedOut: true });
      useSession.getState().signIn('token-2', casey);
      renderCheckout();
      expect(await screen.findByLabelText('Street and number')).toHaveValue('');
    });
  });

  it('starts the next order with an empty address once an order is created', async () => {
    checkoutServer();
    const view = renderCheckout();
    const button = await screen.findByRole('button', { name: 'Create Order' });
    await fillAddress();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await screen.findByText('assortments');
    view.unmount();
    // The next order: the cart filled again (an empty cart shows no checkout form).
    queryClient.setQueryData(cartKeys.cart, [line]);
    renderCheckout();
    expect(await screen.findByLabelText('Street and number')).toHaveValue('');
  });

  describe('with the cart empty (Back after Create Order, or the order placed in another tab)', () => {
    function emptyCartServer() {
      checkoutServer();
      serve({
        'GET /api/get-cart': [200, { cart: [] }],
        'GET /api/getCartTotal': ({ url }) => [
          200,
          {
            ...quote(url.searchParams, false),
            totalAmount: 0,
            subtotal: 0,
            tax: 0,
            totalAfterTax: 0,
            amountDue: 0,
            minimumDeposit: 0,
            amountNeeded: 0,
            dueLater: 0,
            checkoutBlockedReason: 'EMPTY_CART',
          },
        ],
      });
      queryClient.setQueryData(cartKeys.cart, []);
    }

    it('shows the order just placed and the way to the orders, not a payment form for $0.00', async () => {
      emptyCartServer();
      useOrderPlaced.getState().show({ answer: created, isPickup: false, slot: null, deliveryAddress: ADDRESS });
      renderCheckout();
      const panel = await screen.findByRole('region', { name: 'Order FW-26-00001 placed' });
      expect(within(panel).getByRole('link', { name: 'Open order FW-26-00001' })).toHaveAttribute('href', '/orders/o1');
      expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/orders');
      expect(screen.queryByTestId('checkout-amount')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Street and number')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create Order' })).not.toBeInTheDocument();
    });

    it('in a tab that placed no order, says the cart is empty and leads to the orders and the catalogue', async () => {
      emptyCartServer();
      renderCheckout();
      expect(await screen.findByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/orders');
      expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/fireworks/assortments');
      expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
      expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create Order' })).not.toBeInTheDocument();
    });
  });

  it('with the order placed in another tab meanwhile, Create Order leads to the empty checkout and the orders, not an error', async () => {
    checkoutServer();
    let cart = [line];
    serve({
      'GET /api/get-cart': () => [200, { cart }],
      'POST /api/create-order': [400, { error: 'Your cart is empty.' }],
    });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Create Order' });
    await fillAddress();
    await waitFor(() => expect(button).toBeEnabled());
    cart = [];
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByText('ERROR: Your cart is empty.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Order' })).not.toBeInTheDocument();
  });

  it('offers pickup or delivery on the page, the same choice as the cart checkbox', async () => {
    checkoutServer();
    serve({
      'GET /api/pickup-slots': [200, [{ _id: 's1', date: '2026-11-20', start: '14:00', end: '15:30', capacity: 5, remaining: 3 }]],
    });
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: 'Pick up at the store' }));
    expect(useCheckoutOptions.getState().isPickup).toBe(true);
    expect(screen.queryByLabelText('Street and number')).not.toBeInTheDocument();
    // Slot times in the shop's locale (12-hour in English), and where the store is.
    expect(await screen.findByRole('option', { name: 'Fri, Nov 20, 2:00 PM–3:30 PM (3 left)' })).toBeInTheDocument();
    const card = await screen.findByTestId('store-location');
    expect(within(card).getByText('Mon–Sat 10 am–8 pm')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open a map of the store/ })).toHaveAttribute('href', store.mapUrl);
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery to your address' }));
    expect(useCheckoutOptions.getState().isPickup).toBe(false);
    expect(screen.getByLabelText('Street and number')).toBeInTheDocument();
  });

  it('keeps one totals box while the funds field holds something the server refuses', async () => {
    serve({
      'GET /api/config': [200, testConfig({ paymentPhone: '5550105678' })],
      'GET /api/get-cart': [200, { cart: [line] }],
      'GET /api/getCartTotal': ({ url }) =>
        url.searchParams.get('FundstoAdd') === 'abc'
          ? [400, { error: 'Funds to add must be an amount.' }]
          : [200, quote(url.searchParams, true)],
    });
    renderCheckout();
    await screen.findByTestId('checkout-amount');
    await userEvent.type(screen.getByLabelText('Funds to add'), 'abc');
    expect(await screen.findByText('Funds to add must be an amount.')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent(/^\$649\.47$/);
    expect(screen.getByTestId('checkout-due-now')).toBeInTheDocument();
  });
});
