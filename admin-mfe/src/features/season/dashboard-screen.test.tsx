import type { Dashboard } from '@fireworks/core/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from 'shared-ui';
import { serve, signInAs } from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import DashboardScreen from './dashboard-screen';

const figures: Dashboard = {
  from: '2026-11-01',
  to: '2026-11-05',
  pendingApprovals: 2,
  ordersAwaitingDeposit: 1,
  balanceOutstanding: 1315.5,
  pickupsToday: 0,
  lowStock: [],
  salesByDay: [
    { date: '2026-11-01', orders: 0, amount: 0 },
    { date: '2026-11-02', orders: 2, amount: 1515.5 },
    { date: '2026-11-05', orders: 1, amount: 1299 },
  ],
  salesByCategory: [
    { category: 'Cakes', units: 4, amount: 2400 },
    { category: 'Missiles', units: 4, amount: 200 },
  ],
};

// The dashboard is a staff screen: the owner, unless a test signs in someone else.
beforeEach(() => signInAs('owner'));
afterEach(() => act(() => setLanguage('en')));

describe('DashboardScreen', () => {
  it('shows the figures as links to their lists, the charts, and the same sales as tables', async () => {
    serve({ 'GET /api/dashboard': [200, figures] });
    renderScreen(<DashboardScreen />);
    const approvals = await screen.findByTestId('figure-pendingApprovals');
    expect(approvals).toHaveTextContent('2Pending approvals');
    expect(within(approvals).getByRole('link')).toHaveAttribute('href', '/manageusers');
    expect(within(screen.getByTestId('figure-pickupsToday')).getByRole('link')).toHaveAttribute('href', '/pickup-day');
    expect(within(screen.getByTestId('figure-lowStock')).getByRole('link')).toHaveAttribute('href', '/low-stock');
    expect(screen.getByTestId('figure-balanceOutstanding')).toHaveTextContent('$1,315.50Balance due on all orders');
    expect(screen.getByTestId('figure-ordersAwaitingDeposit')).toHaveTextContent('1Orders awaiting deposit');
    const byDay = screen.getByRole('table', { name: 'Sales per day' });
    expect(
      within(byDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateOrdersAmount', 'Nov 22$1,515.50', 'Nov 51$1,299.00']);
    const byCategory = screen.getByRole('table', { name: 'Sales by category' });
    expect(within(byCategory).getAllByRole('row')).toHaveLength(3);
    expect(await screen.findByTestId('dashboard-charts')).toBeInTheDocument();
  });

  it('draws no empty charts before the first sale: the tables say there are none', async () => {
    const none: Dashboard = { ...figures, salesByDay: [{ date: '2026-11-01', orders: 0, amount: 0 }], salesByCategory: [] };
    serve({ 'GET /api/dashboard': [200, none] });
    renderScreen(<DashboardScreen />);
    const byDay = await screen.findByRole('table', { name: 'Sales per day' });
    expect(within(byDay).getByRole('cell')).toHaveTextContent('No sales yet.');
    expect(within(screen.getByRole('table', { name: 'Sales by category' })).getByRole('cell')).toHaveTextContent('No sales yet.');
    expect(screen.queryByTestId('dashboard-charts')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the charts…')).not.toBeInTheDocument();
  });

  it('links a figure only to a screen the staff member may open (issue 41): the Catalogue preset gets plain figures', async () => {
    signInAs('catalogue');
    serve({ 'GET /api/dashboard': [200, figures] });
    renderScreen(<DashboardScreen />);
    const approvals = await screen.findByTestId('figure-pendingApprovals');
    expect(approvals).toHaveTextContent('2Pending approvals');
    expect(within(approvals).queryByRole('link')).not.toBeInTheDocument();
    for (const key of ['ordersAwaitingDeposit', 'balanceOutstanding', 'pickupsToday']) {
      expect(within(screen.getByTestId(`figure-${key}`)).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(within(screen.getByTestId('figure-lowStock')).getByRole('link')).toHaveAttribute('href', '/low-stock');

    signInAs('counter');
    await waitFor(() => expect(within(screen.getByTestId('figure-pickupsToday')).getByRole('link')).toHaveAttribute('href', '/pickup-day'));
    expect(within(screen.getByTestId('figure-balanceOutstanding')).getByRole('link')).toHaveAttribute('href', '/orders');
    expect(within(screen.getByTestId('figure-pendingApprovals')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    serve({ 'GET /api/dashboard': [200, figures] });
    renderScreen(<DashboardScreen />);
    act(() => setLanguage('es'));
    expect(await screen.findByTestId('figure-pendingApprovals')).toHaveTextContent('Aprobaciones pendientes');
    const byCategory = screen.getByRole('table', { name: 'Ventas por categoría' });
    // The shop's category names in the interface language, as in the category bar.
    expect(
      within(byCategory)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tortas', 'Misiles']);
  });
});
