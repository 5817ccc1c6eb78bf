import { act, render, screen } from '@testing-library/react';
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

beforeEach(() => serve({ 'GET /api/config': [200, testConfig()] }));

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
