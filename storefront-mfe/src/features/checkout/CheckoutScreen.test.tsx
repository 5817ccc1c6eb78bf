import type { CartItem, CartTotalsResponse } from '@fireworks/core/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, api, useSession } from 'shared-ui';
import CheckoutScreen from './CheckoutScreen';
import { useCheckoutOptions } from './checkout-options';

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
  };
}

function mockServer({ allowed = true } = {}) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/config') return { paymentPhone: '5550105678' };
    if (path.startsWith('/api/getCartTotal')) return quote(new URLSearchParams(path.split('?')[1] ?? ''), allowed);
    throw new Error(`unexpected GET ${path}`);
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ orderId: 'o1', amountNeeded: 649.47, minimumDeposit: 129.9 });
  return { get, post };
}

function renderCheckout() {
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutScreen />} />
          <Route path="/fireworks/assortments" element={<p>assortments</p>} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

beforeEach(() => {
  useSession.getState().setCart([line]);
  useCheckoutOptions.setState({ isPickup: false, orderType: 'Complete Purchase' });
});
afterEach(() => jest.restoreAllMocks());

describe('CheckoutScreen', () => {
  it('shows the amount, the deposit due now, the rest later and how to pay', async () => {
    mockServer();
    renderCheckout();
    expect((await screen.findByTestId('checkout-amount')).textContent).toBe('$649.47');
    expect(screen.getByTestId('checkout-due-now').textContent).toBe('$129.90');
    expect(screen.getByTestId('checkout-due-later').textContent).toBe('$519.57');
    expect(screen.getByText('Order type: Complete Purchase')).toBeTruthy();
    expect(await screen.findByText(/Pay with Zelle or Venmo to \(555\) 010-5678, or pay in cash/)).toBeTruthy();
    expect(screen.getByText("In the payment message, write 'fireworks purchase'.")).toBeTruthy();
    expect(screen.getByText('This order is for delivery: also write your delivery address in the payment message.')).toBeTruthy();
  });

  it('drops the address instruction for pickup orders', async () => {
    useCheckoutOptions.setState({ isPickup: true });
    mockServer();
    renderCheckout();
    expect(await screen.findByText('You will pick this order up at the store.')).toBeTruthy();
    expect(screen.queryByText(/delivery address/)).toBeNull();
  });

  it('asks the server for new amounts when funds are added or used', async () => {
    const { get } = mockServer();
    renderCheckout();
    await screen.findByTestId('checkout-amount');
    await userEvent.type(screen.getByLabelText('Funds to add'), '25');
    await waitFor(() => expect(screen.getByTestId('checkout-amount').textContent).toBe('$674.47'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use my funds ($50.00 available)' }));
    await waitFor(() => expect(screen.getByTestId('checkout-amount').textContent).toBe('$624.47'));
    expect(get).toHaveBeenCalledWith('/api/getCartTotal?FundstoAdd=25&useFunds=true', expect.anything());
  });

  it('creates the order once with an idempotency key, clears the cart and goes to the assortments', async () => {
    const { post } = mockServer();
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Create Order' });
    await userEvent.dblClick(button);
    expect(await screen.findByText('assortments')).toBeTruthy();
    expect(await screen.findByText('Order has been created. Wait for admin approval')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/api/create-order',
      { FundstoAdd: 0, isPickup: false, useFunds: false },
      { idempotencyKey: expect.any(String) },
    );
    expect(useSession.getState().cart).toEqual([]);
  });

  it('shows errors as ERROR: … and retries with the same key', async () => {
    const { post } = mockServer();
    post.mockRejectedValueOnce(new ApiError(400, 'The minimum purchase is $500.00 after tax.'));
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('ERROR: The minimum purchase is $500.00 after tax.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    await screen.findByText('assortments');
    const keys = post.mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('keeps Create Order disabled and says why outside the sales window', async () => {
    mockServer({ allowed: false });
    renderCheckout();
    expect(await screen.findByText('Checkout is open only in June, July 1–4, November and December.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Order' }).hasAttribute('disabled')).toBe(true);
  });
});
