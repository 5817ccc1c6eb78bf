import type { Dashboard, User } from '@fireworks/core/contract';
import { act, screen, within } from '@testing-library/react';
import { setLanguage, useSession } from 'shared-ui';
import { serve } from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import LowStockScreen from './low-stock-screen';

const dashboard = (lowStock: Dashboard['lowStock']): Dashboard => ({
  from: '2026-01-01',
  to: '2026-11-20',
  pendingApprovals: 0,
  ordersAwaitingDeposit: 0,
  balanceOutstanding: 0,
  pickupsToday: 0,
  lowStock,
  salesByDay: [],
  salesByCategory: [],
});

beforeEach(() => useSession.getState().signIn('token', { _id: 'a1', username: 'admin', admin: true } as User));
afterEach(() => act(() => setLanguage('en')));

describe('LowStockScreen', () => {
  it('lists the items low on stock, fewest first, each linking to its editor', async () => {
    serve({
      'GET /api/dashboard': [
        200,
        dashboard([
          { _id: 'i1', category: 'Cakes', title: 'Gone Cake', stock: 0 },
          { _id: 'i2', category: 'Roman Candles', title: 'Few Candles', stock: 2 },
        ]),
      ],
    });
    renderScreen(<LowStockScreen />);
    expect(screen.getByText('Items with 5 units or fewer left.')).toBeInTheDocument();
    const [gone, few] = await screen.findAllByTestId('low-stock-item');
    expect(gone).toHaveTextContent('Sold out');
    expect(within(gone!).getByRole('link', { name: 'Gone Cake · Cakes' })).toHaveAttribute('href', '/fireworks/cakes?edit=i1');
    expect(few).toHaveTextContent('2 left');
    expect(within(few!).getByRole('link')).toHaveAttribute('href', '/fireworks/roman_candles?edit=i2');
  });

  it("names each item's category in the reader's language, the item's own title as it is", async () => {
    serve({
      'GET /api/dashboard': [200, dashboard([{ _id: 'i1', category: 'Roman Candles', title: 'Few Candles', stock: 2 }])],
    });
    act(() => setLanguage('es'));
    renderScreen(<LowStockScreen />);
    const [few] = await screen.findAllByTestId('low-stock-item');
    expect(within(few!).getByRole('link', { name: 'Few Candles · Velas romanas' })).toBeInTheDocument();
    expect(within(few!).getByText('Few Candles')).toHaveAttribute('translate', 'no');
  });

  it('says when no item is low, in Spanish too', async () => {
    serve({ 'GET /api/dashboard': [200, dashboard([])] });
    act(() => setLanguage('es'));
    renderScreen(<LowStockScreen />);
    expect(await screen.findByText('Ningún artículo tiene pocas existencias.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pocas existencias' })).toBeInTheDocument();
  });
});
