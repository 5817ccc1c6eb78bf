import type { CartItem, CartTotalsResponse, DiscountRule, User } from '@fireworks/core/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cartKeys, queryClient, setLanguage, useSession } from 'shared-ui';
import { useCatalogView } from 'shared-ui/catalog';
import { type Answer, networkError, raw, requestsTo, serve, TestProviders, testItem, testSeason } from 'shared-ui/testing';
import { useCheckoutOptions } from '../checkout';
import CartScreen from './cart-screen';

const festival: CartItem = {
  _id: 'i1',
  category: 'Artillery',
  title: 'Festival Balls',
  quantity: 2,
  imageUrl: '/uploads/festival.webp',
  price: '$29.99',
  BOGO: true,
  freeQuantity: 2,
  lineTotal: 59.98,
};
const pack: CartItem = {
  ...festival,
  _id: 'i2',
  category: 'Assortments',
  title: 'Grand Celebration Pack',
  quantity: 2,
  imageUrl: '/uploads/pack.webp',
  imageSrcset: '/uploads/pack-w320.webp 320w, /uploads/pack-w640.webp 640w',
  price: '$249.99',
  BOGO: false,
  freeQuantity: 0,
  lineTotal: 499.98,
};

const totals = (overrides: Partial<CartTotalsResponse> = {}): CartTotalsResponse => ({
  totalAmount: 603.61,
  subtotal: 559.96,
  tax: 46.2,
  totalAfterTax: 606.16,
  discountPercentage: 0,
  discountAmount: 0,
  amountDue: 606.16,
  minimumDeposit: 121.24,
  fundsToAdd: 0,
  fundsUsed: 0,
  amountNeeded: 606.16,
  dueLater: 484.92,
  availableFunds: 0,
  checkoutAllowed: true,
  checkoutBlockedReason: null,
  nudge: { kind: 'discount', amountToGo: 363.87, nextDiscountPercentage: 5 },
  ...overrides,
});

const rules: DiscountRule[] = [
  { _id: 'r1', priceRange: { min: 1000, max: 2499.99 }, discountPercentage: 5 },
  { _id: 'r2', priceRange: { min: 2500, max: 9999999 }, discountPercentage: 10 },
];

/** A server keeping the cart: update-cart replaces it (unless `refuse` answers first). */
function cartServer(state: { cart: CartItem[]; totals: CartTotalsResponse }, refuse?: Answer<'POST /api/update-cart'>) {
  serve({
    'GET /api/get-cart': () => [200, { cart: state.cart }],
    'GET /api/getCartTotal': () => [200, state.totals],
    'GET /api/discounts': [200, rules],
    'GET /api/season': [200, testSeason()],
    'POST /api/update-cart': ({ body }) => {
      state.cart = state.cart.flatMap((line) => {
        const next = body.cartItems.find((s) => s.title === line.title);
        return next ? [{ ...line, quantity: next.quantity }] : [];
      });
      return [200, { cart: state.cart }];
    },
  });
  if (refuse) serve({ 'POST /api/update-cart': refuse });
}

function renderCart() {
  return render(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartScreen />} />
        <Route path="/checkout" element={<p>checkout screen</p>} />
        <Route path="/fireworks/:category" element={<p>category screen</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

beforeEach(() => {
  localStorage.removeItem('fw-cart-seen:c1');
  localStorage.removeItem('fw-cart-totals:c1');
  useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
  useCheckoutOptions.setState({ isPickup: false, orderType: 'Complete Purchase' });
});

describe('CartScreen', () => {
  it('outside an edited sales calendar says when checkout opens, in English and Spanish (not the spec months)', async () => {
    const state = { cart: [festival, pack], totals: totals({ checkoutAllowed: false, checkoutBlockedReason: 'OUTSIDE_SALES_WINDOW' }) };
    cartServer(state);
    const edited = testSeason({
      today: '2026-06-05',
      salesWindows: [
        { start: '06-20', end: '07-04' },
        { start: '12-01', end: '12-31' },
      ],
      nextWindow: { start: '2026-06-20', end: '2026-07-04', daysUntil: 15 },
    });
    serve({ 'GET /api/season': [200, edited] });
    renderCart();
    await waitFor(() => expect(screen.getByTestId('checkout-blocked')).toHaveTextContent(/^Checkout is closed now; it opens June 20\.$/));
    await act(() => setLanguage('es'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-blocked')).toHaveTextContent(
        /^El pago de pedidos está cerrado por ahora; se abre el 20 de junio\.$/,
      ),
    );
    await act(() => setLanguage('en'));
  });

  it('says when checkout opens, and moves the nudge bar from the minimum to the next discount tier as the cart grows', async () => {
    const state = {
      cart: [{ ...festival, quantity: 1, freeQuantity: 1, lineTotal: 29.99 }],
      totals: totals({ subtotal: 29.99, nudge: { kind: 'minimum', amountToGo: 431.9, nextDiscountPercentage: null } }),
    };
    cartServer(state);
    renderCart();
    expect(await screen.findByTestId('season-status')).toHaveTextContent('Checkout opens June 1 — in 83 days.');
    expect(await screen.findByTestId('cart-nudge')).toHaveTextContent('Add $431.90 to reach the $500 minimum.');
    expect(screen.getByRole('progressbar', { name: 'Add $431.90 to reach the $500 minimum.' })).toHaveAttribute('aria-valuenow', '6');
    state.totals = totals({ subtotal: 559.96, nudge: { kind: 'discount', amountToGo: 363.87, nextDiscountPercentage: 5 } });
    await userEvent.click(screen.getByRole('button', { name: 'Add one Festival Balls' }));
    await waitFor(() => expect(screen.getByTestId('cart-nudge')).toHaveTextContent('Add $363.87 more for 5% off.'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '61');
    state.totals = totals({ subtotal: 3000, nudge: { kind: null, amountToGo: 0, nextDiscountPercentage: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Add one Festival Balls' }));
    await waitFor(() => expect(screen.queryByTestId('cart-nudge')).not.toBeInTheDocument());
  });

  it('writes a line price of $1,000 or more with its thousands separator (the API sends "$1234.00"), in English and Spanish', async () => {
    cartServer({ cart: [{ ...pack, title: 'Grand Finale Rack', price: '$1234.00', quantity: 1, lineTotal: 1234 }], totals: totals() });
    renderCart();
    const [line] = await screen.findAllByTestId('cart-line');
    expect(line).toHaveTextContent('$1,234.00 each');
    expect(line).not.toHaveTextContent('$1234.00');
    act(() => setLanguage('es'));
    try {
      await waitFor(() => expect(line).toHaveTextContent('$1,234.00 c/u'));
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('warns on each line that holds more than is left (BOGO lines count their free units), in English and Spanish', async () => {
    cartServer({
      cart: [
        { ...festival, stock: 3 }, // 2 + 2 free = 4 units, 3 left
        { ...pack, quantity: 1, stock: 0 },
        { ...pack, _id: 'i3', title: 'Plenty Pack', quantity: 1, stock: 2 },
      ],
      totals: totals(),
    });
    renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    expect(within(lines[0]!).getByRole('alert')).toHaveTextContent(
      'Only 3 of Festival Balls left: please lower the quantity before you check out.',
    );
    expect(within(lines[0]!).getByRole('button', { name: 'Add one Festival Balls' })).toBeDisabled();
    expect(within(lines[1]!).getByRole('alert')).toHaveTextContent(
      'Grand Celebration Pack is sold out: please remove it before you check out.',
    );
    expect(within(lines[2]!).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(lines[2]!).getByRole('button', { name: 'Add one Plenty Pack' })).toBeEnabled();
    act(() => setLanguage('es'));
    try {
      await waitFor(() =>
        expect(within(lines[0]!).getByRole('alert')).toHaveTextContent('Solo quedan 3 de Festival Balls: baje la cantidad antes de pagar.'),
      );
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it("counts one piece in the singular ('1 pc')", async () => {
    cartServer({ cart: [{ ...pack, quantity: 1 }], totals: totals() });
    renderCart();
    expect(await screen.findByText('1 pc')).toBeInTheDocument();
  });

  it('shows each line with image, pcs, free units and line total, the server totals and the discount rules', async () => {
    cartServer({ cart: [festival, pack], totals: totals({ discountPercentage: 5, discountAmount: 30.31 }) });
    renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const bogo = within(lines[0] as HTMLElement);
    expect(bogo.getByRole('heading', { name: 'Festival Balls' })).toBeInTheDocument();
    expect(bogo.getByText('2 pcs')).toBeInTheDocument();
    expect(bogo.getByText('+ 2 free')).toBeInTheDocument();
    expect(bogo.getByText('Line total: $59.98')).toBeInTheDocument();
    expect((lines[0] as HTMLElement).querySelector('img')).toHaveAttribute('src', '/uploads/festival.webp');
    expect((lines[0] as HTMLElement).querySelector('img')).not.toHaveAttribute('srcset');
    // A picture with resized copies: the browser takes the narrowest that fills the thumbnail.
    const thumbnail = (lines[1] as HTMLElement).querySelector('img');
    expect(thumbnail).toHaveAttribute('srcset', pack.imageSrcset);
    expect(thumbnail).toHaveAttribute('sizes', '(max-width: 768px) 72px, 96px');
    expect(await screen.findByText('Total before tax')).toBeInTheDocument();
    expect(screen.getByText('Total after tax').nextSibling).toHaveTextContent(/^\$606\.16$/);
    expect(screen.getByText('Discount (5%)').nextSibling).toHaveTextContent(/^-\$30\.31$/);
    expect(screen.getByText('Minimum deposit (20%)').nextSibling).toHaveTextContent(/^\$121\.24$/);
    expect(screen.getByText('NO REFUNDS, NO RETURNS')).toBeInTheDocument();
    expect(await screen.findByText('Price Range: $1,000.00 - $2,499.99, Discount: 5%')).toBeInTheDocument();
    expect(screen.getByText('Price Range: $2,500.00+, Discount: 10%')).toBeInTheDocument();
  });

  it('Add and Remove save the whole cart with one unit more or less; Remove on the last unit drops the line', async () => {
    const state = { cart: [festival, { ...pack, quantity: 1 }], totals: totals() };
    cartServer(state);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Festival Balls' }));
    await waitFor(() => expect(screen.getAllByText('3 pcs')).toHaveLength(1));
    expect(requestsTo('POST /api/update-cart').at(-1)?.body).toEqual({
      cartItems: [
        { category: 'Artillery', title: 'Festival Balls', quantity: 3, imageUrl: festival.imageUrl },
        { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 1, imageUrl: pack.imageUrl },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Grand Celebration Pack' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(queryClient.getQueryData<CartItem[]>(cartKeys.cart)?.map((l) => l.title)).toEqual(['Festival Balls']);
    // The totals follow each saved change by themselves; the cart is never fetched again by hand.
    await waitFor(() => expect(requestsTo('GET /api/getCartTotal')).toHaveLength(3));
    expect(requestsTo('GET /api/get-cart')).toHaveLength(1);
  });

  it('saves one change when Add or Remove is tapped twice before it renders busy (a double tap)', async () => {
    cartServer({ cart: [festival], totals: totals() });
    renderCart();
    const add = await screen.findByRole('button', { name: 'Add one Festival Balls' });
    // Two clicks in one task, as a double tap can: React renders no busy state between them.
    act(() => {
      add.click();
      add.click();
    });
    expect(await screen.findByText('3 pcs')).toBeInTheDocument();
    await waitFor(() => expect(add).toBeEnabled());
    const remove = screen.getByRole('button', { name: 'Remove one Festival Balls' });
    act(() => {
      remove.click();
      remove.click();
    });
    expect(await screen.findByText('2 pcs')).toBeInTheDocument();
    await waitFor(() => expect(remove).toBeEnabled());
    expect(requestsTo('POST /api/update-cart').map((r) => r.body)).toEqual([
      { cartItems: [{ category: 'Artillery', title: 'Festival Balls', quantity: 3, imageUrl: festival.imageUrl }] },
      { cartItems: [{ category: 'Artillery', title: 'Festival Balls', quantity: 2, imageUrl: festival.imageUrl }] },
    ]);
  });

  it('clears the cart only after Yes on the confirmation', async () => {
    cartServer({ cart: [festival], totals: totals() });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByText('Are you sure you want to clear the cart?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(requestsTo('POST /api/update-cart')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your cart is empty!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-cart').map((r) => r.body)).toEqual([{ cartItems: [] }]);
  });

  it('disables Proceed to Checkout and says why when checkout is not allowed', async () => {
    cartServer({
      cart: [festival],
      totals: totals({ totalAfterTax: 64.93, checkoutAllowed: false, checkoutBlockedReason: 'BELOW_MINIMUM' }),
    });
    renderCart();
    const button = await screen.findByRole('button', { name: 'Proceed to Checkout' });
    await waitFor(() =>
      expect(screen.getByTestId('checkout-blocked')).toHaveTextContent(/^The minimum purchase is \$500\.00 after tax\.$/),
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The minimum purchase is $500.00 after tax.');
    // No discount reads '$0.00', never '-$0.00'.
    expect(screen.getByTestId('cart-discount')).toHaveTextContent(/^\$0\.00$/);
  });

  it('remembers the pickup choice and goes to /checkout as a Complete Purchase', async () => {
    cartServer({ cart: [festival], totals: totals() });
    renderCart();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pickup at store' }));
    expect(useCheckoutOptions.getState().isPickup).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('checkout screen')).toBeInTheDocument();
    expect(useCheckoutOptions.getState().orderType).toBe('Complete Purchase');
  });

  it('says the cart is empty', async () => {
    cartServer({ cart: [], totals: totals({ checkoutAllowed: false, checkoutBlockedReason: 'EMPTY_CART' }) });
    renderCart();
    expect(await screen.findByText('Your cart is empty!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a change is refused', async () => {
    cartServer({ cart: [festival], totals: totals() }, [400, { error: "At most 9999 of 'Festival Balls' fit in one cart." }]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Festival Balls' }));
    expect(await screen.findByText("At most 9999 of 'Festival Balls' fit in one cart.")).toBeInTheDocument();
    serve({ 'POST /api/update-cart': networkError });
    await userEvent.click(screen.getByRole('button', { name: 'Add one Festival Balls' }));
    expect(await screen.findByText('Failed to update cart. Please try again.')).toBeInTheDocument();
  });

  it('tells the customer when an item left the cart because the shop stopped selling it, and says it in the language of the moment', async () => {
    // The cart as loaded at sign-in a minute ago held both lines; meanwhile Festival Balls was hidden or deleted.
    queryClient.setQueryData(cartKeys.cart, [festival, pack], { updatedAt: Date.now() - 60_000 });
    cartServer({ cart: [pack], totals: totals() });
    serve({
      'GET /api/fireworks': ({ url }) => [
        200,
        url.searchParams.get('category') === 'artillery' ? [] : [testItem({ title: pack.title, category: pack.category })],
      ],
    });
    renderCart();
    const notice = await screen.findByTestId('cart-departed');
    expect(notice).toHaveTextContent(/^Festival Balls is no longer for sale, so it was taken out of your cart\.$/);
    act(() => setLanguage('es'));
    await waitFor(() => expect(notice).toHaveTextContent(/^Festival Balls ya no está a la venta, así que se quitó de su carrito\.$/));
    act(() => setLanguage('en'));
  });

  it('notices the departure after a reload too: the lines the cart last showed are remembered per customer', async () => {
    queryClient.removeQueries({ queryKey: cartKeys.cart });
    localStorage.setItem('fw-cart-seen:c1', JSON.stringify([festival, pack].map(({ category, title }) => ({ category, title }))));
    cartServer({ cart: [pack], totals: totals() });
    serve({ 'GET /api/fireworks': [200, []] });
    renderCart();
    expect(await screen.findByTestId('cart-departed')).toHaveTextContent('Festival Balls is no longer for sale');
    expect(JSON.parse(localStorage.getItem('fw-cart-seen:c1') ?? '[]')).toEqual([{ category: pack.category, title: pack.title }]);
  });

  it('says nothing when a line was removed but the item is still for sale (another device removed it)', async () => {
    queryClient.setQueryData(cartKeys.cart, [festival, pack], { updatedAt: Date.now() - 60_000 });
    cartServer({ cart: [pack], totals: totals() });
    serve({ 'GET /api/fireworks': [200, [testItem({ title: festival.title, category: festival.category })]] });
    renderCart();
    await waitFor(() => expect(requestsTo('GET /api/fireworks')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.queryByTestId('cart-departed')).not.toBeInTheDocument();
  });

  it("uses the spec's texts when the cart cannot be saved: in the database, or at all (Clear Cart)", async () => {
    // The server answered without a sentence of its own: the database did not take the change.
    cartServer({ cart: [festival], totals: totals() }, raw(503, '{}'));
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Festival Balls' }));
    expect(await screen.findByText('Failed to update cart in database. Please try again.')).toBeInTheDocument();
    // No answer at all while clearing the whole cart.
    serve({ 'POST /api/update-cart': networkError });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to save cart. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('arranges Remove and Add as a stepper around the quantity, keeping the spec’s words, in English and Spanish', async () => {
    cartServer({ cart: [festival], totals: totals() });
    renderCart();
    const stepper = await screen.findByRole('group', { name: 'Festival Balls' });
    const controls = within(stepper);
    // Remove, then the quantity, then Add: the order a stepper reads in.
    expect(stepper).toHaveTextContent(/^−\s*Remove\s*2 pcs\s*\+\s*Add$/);
    expect(controls.getByRole('button', { name: 'Remove one Festival Balls' })).toHaveTextContent('Remove');
    expect(controls.getByRole('button', { name: 'Add one Festival Balls' })).toHaveTextContent('Add');
    expect(controls.getByRole('status')).toHaveTextContent('2 pcs');
    act(() => setLanguage('es'));
    try {
      await waitFor(() => expect(stepper).toHaveTextContent(/^−\s*Quitar\s*2 pzs\s*\+\s*Añadir$/));
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('deletes a whole line only after Yes on its confirmation', async () => {
    const state = { cart: [festival, pack], totals: totals() };
    cartServer(state);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Festival Balls from the cart' }));
    expect(screen.getByText('Are you sure you want to delete Festival Balls from the cart?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(requestsTo('POST /api/update-cart')).toEqual([]);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Festival Balls from the cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(requestsTo('POST /api/update-cart').map((r) => r.body)).toEqual([
      { cartItems: [{ category: 'Assortments', title: 'Grand Celebration Pack', quantity: 2, imageUrl: pack.imageUrl }] },
    ]);
    expect(screen.queryByText('Are you sure you want to delete Festival Balls from the cart?')).not.toBeInTheDocument();
  });

  it('offers Continue shopping from an empty cart, back to the category last browsed (else the assortments)', async () => {
    cartServer({ cart: [], totals: totals({ checkoutAllowed: false, checkoutBlockedReason: 'EMPTY_CART' }) });
    useCatalogView.setState({ lastCategoryPath: null });
    const first = renderCart();
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/fireworks/assortments');
    first.unmount();
    useCatalogView.setState({ lastCategoryPath: '/fireworks/artillery' });
    renderCart();
    await userEvent.click(await screen.findByRole('link', { name: 'Continue shopping' }));
    expect(await screen.findByText('category screen')).toBeInTheDocument();
    useCatalogView.setState({ lastCategoryPath: null });
  });

  it('shows the last totals at once on a return visit (no loading flash), then the fresh ones quietly; checkout waits for them', async () => {
    // The previous visit's quote, remembered for this customer (also survives a reload).
    localStorage.setItem('fw-cart-totals:c1', JSON.stringify(totals({ totalAfterTax: 606.16 })));
    let answer: (reply: [200, CartTotalsResponse]) => void = () => {};
    serve({
      'GET /api/get-cart': [200, { cart: [festival] }],
      'GET /api/getCartTotal': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/discounts': [200, rules],
      'GET /api/season': [200, testSeason()],
    });
    queryClient.setQueryData(cartKeys.cart, [festival]);
    renderCart();
    // First paint: the remembered numbers, no "Loading your cart…".
    expect(screen.getByTestId('cart-total-after-tax')).toHaveTextContent('$606.16');
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await waitFor(() => expect(requestsTo('GET /api/getCartTotal')).toHaveLength(1));
    act(() => answer([200, totals({ totalAfterTax: 700.5 })]));
    await waitFor(() => expect(screen.getByTestId('cart-total-after-tax')).toHaveTextContent('$700.50'));
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('fw-cart-totals:c1') ?? '{}').totalAfterTax).toBe(700.5);
  });

  it('shows the totals of this session at once when the customer comes back to the cart', async () => {
    cartServer({ cart: [festival], totals: totals() });
    const first = renderCart();
    expect(await screen.findByTestId('cart-total-after-tax')).toHaveTextContent('$606.16');
    first.unmount();
    localStorage.removeItem('fw-cart-totals:c1');
    renderCart();
    expect(screen.getByTestId('cart-total-after-tax')).toHaveTextContent('$606.16');
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });
});
