import type { CartItem, CartTotalsResponse, DiscountRule } from '@fireworks/core/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, api, useSession } from 'shared-ui';
import { useCheckoutOptions } from '../checkout/checkout-options';
import CartScreen from './CartScreen';

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
  ...overrides,
});

const rules: DiscountRule[] = [
  { _id: 'r1', priceRange: { min: 1000, max: 2499.99 }, discountPercentage: 5 },
  { _id: 'r2', priceRange: { min: 2500, max: 9999999 }, discountPercentage: 10 },
];

function mockServer(state: { cart: CartItem[]; totals: CartTotalsResponse }) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/get-cart') return { cart: state.cart };
    if (path.startsWith('/api/getCartTotal')) return state.totals;
    if (path === '/api/discounts') return rules;
    throw new Error(`unexpected GET ${path}`);
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (path: string, body: unknown) => {
    if (path !== '/api/update-cart') throw new Error(`unexpected POST ${path}`);
    const sent = (body as { cartItems: Array<{ title: string; quantity: number }> }).cartItems;
    state.cart = state.cart.flatMap((line) => {
      const next = sent.find((s) => s.title === line.title);
      return next ? [{ ...line, quantity: next.quantity }] : [];
    });
    return { cart: state.cart };
  });
  return { get, post };
}

function renderCart() {
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartScreen />} />
          <Route path="/checkout" element={<p>checkout screen</p>} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

beforeEach(() => {
  useSession.getState().setCart([]);
  useCheckoutOptions.setState({ isPickup: false, orderType: 'Complete Purchase' });
});
afterEach(() => jest.restoreAllMocks());

describe('CartScreen', () => {
  it('shows each line with image, pcs, free units and line total, the server totals and the discount rules', async () => {
    mockServer({ cart: [festival, pack], totals: totals({ discountPercentage: 5, discountAmount: 30.31 }) });
    renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const bogo = within(lines[0] as HTMLElement);
    expect(bogo.getByRole('heading', { name: 'Festival Balls' })).toBeTruthy();
    expect(bogo.getByText('2 pcs')).toBeTruthy();
    expect(bogo.getByText('+ 2 free')).toBeTruthy();
    expect(bogo.getByText('Line total: $59.98')).toBeTruthy();
    expect((lines[0] as HTMLElement).querySelector('img')?.getAttribute('src')).toBe('/uploads/festival.webp');
    expect(await screen.findByText('Total before tax')).toBeTruthy();
    expect(screen.getByText('Total after tax').nextSibling?.textContent).toBe('$606.16');
    expect(screen.getByText('Discount (5%)').nextSibling?.textContent).toBe('-$30.31');
    expect(screen.getByText('Minimum deposit (20%)').nextSibling?.textContent).toBe('$121.24');
    expect(screen.getByText('NO REFUNDS, NO RETURNS')).toBeTruthy();
    expect(await screen.findByText('Price Range: $1,000.00 - $2,499.99, Discount: 5%')).toBeTruthy();
    expect(screen.getByText('Price Range: $2,500.00+, Discount: 10%')).toBeTruthy();
  });

  it('Add and Remove save the whole cart with one unit more or less; Remove on the last unit drops the line', async () => {
    const state = { cart: [festival, { ...pack, quantity: 1 }], totals: totals() };
    const { post } = mockServer(state);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Festival Balls' }));
    await waitFor(() => expect(screen.getAllByText('3 pcs')).toHaveLength(1));
    expect(post).toHaveBeenLastCalledWith('/api/update-cart', {
      cartItems: [
        { category: 'Artillery', title: 'Festival Balls', quantity: 3, imageUrl: festival.imageUrl },
        { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 1, imageUrl: pack.imageUrl },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Grand Celebration Pack' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(useSession.getState().cart.map((l) => l.title)).toEqual(['Festival Balls']);
  });

  it('clears the cart only after Yes on the confirmation', async () => {
    const { post } = mockServer({ cart: [festival], totals: totals() });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByText('Are you sure you want to clear the cart?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your cart is empty!')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/update-cart', { cartItems: [] });
  });

  it('disables Proceed to Checkout and says why when checkout is not allowed', async () => {
    mockServer({
      cart: [festival],
      totals: totals({ totalAfterTax: 64.93, checkoutAllowed: false, checkoutBlockedReason: 'BELOW_MINIMUM' }),
    });
    renderCart();
    const button = await screen.findByRole('button', { name: 'Proceed to Checkout' });
    await waitFor(() => expect(screen.getByTestId('checkout-blocked').textContent).toBe('The minimum purchase is $500.00 after tax.'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId('checkout-blocked').id);
    // No discount reads '$0.00', never '-$0.00'.
    expect(screen.getByTestId('cart-discount').textContent).toBe('$0.00');
  });

  it('remembers the pickup choice and goes to /checkout as a Complete Purchase', async () => {
    mockServer({ cart: [festival], totals: totals() });
    renderCart();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pickup at store' }));
    expect(useCheckoutOptions.getState().isPickup).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Checkout' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('checkout screen')).toBeTruthy();
    expect(useCheckoutOptions.getState().orderType).toBe('Complete Purchase');
  });

  it('says the cart is empty', async () => {
    mockServer({ cart: [], totals: totals({ checkoutAllowed: false, checkoutBlockedReason: 'EMPTY_CART' }) });
    renderCart();
    expect(await screen.findByText('Your cart is empty!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('shows the server’s reason when a change is refused', async () => {
    const { post } = mockServer({ cart: [festival], totals: totals() });
    post.mockRejectedValueOnce(new ApiError(400, "At most 9999 of 'Festival Balls' fit in one cart."));
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add one Festival Balls' }));
    expect(await screen.findByText("At most 9999 of 'Festival Balls' fit in one cart.")).toBeTruthy();
    post.mockRejectedValueOnce(new Error('Network error'));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Festival Balls' }));
    expect(await screen.findByText('Failed to update cart. Please try again.')).toBeTruthy();
  });
});
