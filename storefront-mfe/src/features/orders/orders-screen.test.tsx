import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { serve, TestProviders, testConfig, testOrder } from 'shared-ui/testing';
import OrdersScreen from './orders-screen';

const completed = testOrder({ status: 'COMPLETE' });

function renderOrders() {
  return render(
    <MemoryRouter>
      <OrdersScreen />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

// A customer with no store funds unless a test says otherwise.
beforeEach(() => serve({ 'GET /api/config': [200, testConfig()], 'GET /api/fundsinacct': [200, 0] }));

/** Runs `body` with the interface in Spanish, back to English after. */
async function inSpanish(body: () => Promise<void>) {
  act(() => setLanguage('es'));
  try {
    await body();
  } finally {
    act(() => setLanguage('en'));
  }
}

describe('OrdersScreen: a customer whose orders are all complete', () => {
  it("keeps the spec's UNCOMPLETE view and its empty text, and points to the COMPLETE toggle", async () => {
    serve({ 'GET /api/user-orders': [200, [completed]] });
    renderOrders();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UNCOMPLETE' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Completed orders are hidden. Choose COMPLETE to see them.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'COMPLETE' }));
    expect(screen.getByTestId('order-card')).toBeInTheDocument();
    expect(screen.queryByText(/Completed orders are hidden/)).not.toBeInTheDocument();
  });

  it('gives no hint to a customer without orders: nothing is hidden', async () => {
    serve({ 'GET /api/user-orders': [200, []] });
    renderOrders();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByText(/Completed orders are hidden/)).not.toBeInTheDocument();
  });

  it('gives no hint when no completed order matches the search either', async () => {
    serve({ 'GET /api/user-orders': [200, [completed]] });
    renderOrders();
    await screen.findByText(/Completed orders are hidden/);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nothing like this');
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByText(/Completed orders are hidden/)).not.toBeInTheDocument();
  });

  it('speaks Spanish, naming the toggle as it reads', async () => {
    act(() => setLanguage('es'));
    try {
      serve({ 'GET /api/user-orders': [200, [completed]] });
      renderOrders();
      expect(await screen.findByText('No se encontraron pedidos.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'COMPLETO' })).toBeInTheDocument();
      expect(screen.getByText('Los pedidos completados están ocultos. Elija COMPLETO para verlos.')).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});

describe('OrdersScreen: the amounts of an order card, as a customer reads them', () => {
  const discounted = testOrder({ _id: 'd1', orderNumber: 'FW-26-00001', discountPercentage: 5, discountAmount: 29.22 });
  const paid = testOrder({ _id: 'p1', orderNumber: 'FW-26-00002', amountPayed: 600, amountNeeded: 0, balanceDue: 0, depositPaid: true });

  it('shows no discount line on an order that had none, and keeps it on one that had a discount', async () => {
    serve({ 'GET /api/user-orders': [200, [testOrder(), discounted]] });
    renderOrders();
    const plain = await screen.findByRole('article', { name: 'Order F00DCAFE' });
    expect(within(plain).queryByText(/Discount/)).not.toBeInTheDocument();
    expect(within(plain).queryByText('-$0.00')).not.toBeInTheDocument();
    const withDiscount = screen.getByRole('article', { name: 'Order FW-26-00001' });
    expect(within(withDiscount).getByText('Discount (5%)').nextSibling).toHaveTextContent(/^-\$29\.22$/);
  });

  it('says "Paid in full" when nothing is owed, not a balance due of $0.00; an order still owing keeps its balance due', async () => {
    serve({ 'GET /api/user-orders': [200, [paid, testOrder()]] });
    renderOrders();
    const paidCard = await screen.findByRole('article', { name: 'Order FW-26-00002' });
    expect(within(paidCard).getByTestId('paid-in-full')).toHaveTextContent(/^Paid in full$/);
    expect(within(paidCard).queryByText('Balance due')).not.toBeInTheDocument();
    const owing = screen.getByRole('article', { name: 'Order F00DCAFE' });
    // The card's amounts come first; the instructions to pay say the balance again.
    expect(within(owing).getAllByText('Balance due')[0]!.nextSibling).toHaveTextContent(/^\$600\.00$/);
    expect(within(owing).queryByTestId('paid-in-full')).not.toBeInTheDocument();
  });

  it('in Spanish: no «Descuento (0%)» line, and «Pagado en su totalidad» when nothing is owed', async () => {
    await inSpanish(async () => {
      serve({ 'GET /api/user-orders': [200, [paid, discounted]] });
      renderOrders();
      const paidCard = await screen.findByRole('article', { name: 'Pedido FW-26-00002' });
      expect(within(paidCard).queryByText(/Descuento/)).not.toBeInTheDocument();
      expect(within(paidCard).getByTestId('paid-in-full')).toHaveTextContent(/^Pagado en su totalidad$/);
      expect(within(paidCard).queryByText('Saldo pendiente')).not.toBeInTheDocument();
      const withDiscount = screen.getByRole('article', { name: 'Pedido FW-26-00001' });
      expect(within(withDiscount).getByText('Descuento (5%)')).toBeInTheDocument();
    });
  });
});

describe("OrdersScreen: the customer's store funds", () => {
  it('shows the balance of store funds when there is one, and that it can be used at checkout', async () => {
    serve({ 'GET /api/user-orders': [200, [testOrder()]], 'GET /api/fundsinacct': [200, 1250.5] });
    renderOrders();
    expect(await screen.findByTestId('funds-balance')).toHaveTextContent(
      /^Your store funds: \$1,250\.50\. You can use them at checkout to pay for an order\.$/,
    );
  });

  it('says nothing of funds when the balance is $0.00', async () => {
    serve({ 'GET /api/user-orders': [200, [testOrder()]] });
    renderOrders();
    await screen.findByTestId('order-card');
    expect(screen.queryByTestId('funds-balance')).not.toBeInTheDocument();
  });

  it('in Spanish', async () => {
    await inSpanish(async () => {
      serve({ 'GET /api/user-orders': [200, []], 'GET /api/fundsinacct': [200, 40] });
      renderOrders();
      expect(await screen.findByTestId('funds-balance')).toHaveTextContent(
        /^Sus fondos en la tienda: \$40\.00\. Puede usarlos al finalizar la compra para pagar un pedido\.$/,
      );
    });
  });
});
