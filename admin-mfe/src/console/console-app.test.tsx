import type { User } from '@fireworks/core/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, useSession } from 'shared-ui';
import { requests, serve } from 'shared-ui/testing';
import { ConsoleApp } from './console-app';

const admin = { _id: 'a1', username: 'admin', firstname: 'Shop', admin: true } as User;
const customer = { _id: 'c1', username: 'casey', firstname: 'Casey', admin: false } as User;
const counter = { _id: 's1', username: 'sam', firstname: 'Sam', admin: false } as User;
const counterPermissions = ['orders:read', 'payments:record', 'pickups:work', 'reminders:send'];

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  window.history.pushState({}, '', '/');
});
afterEach(() => setLanguage('en'));

describe('the standalone admin console', () => {
  it('signs an admin in and opens the Dashboard, with the admin screens in its menu', async () => {
    serve({
      'POST /api/login': [200, { token: 'tok', user: admin }],
      'GET /api/userInformation': [200, []],
      'GET /api/dashboard': [
        200,
        {
          from: '2026-01-01',
          to: '2026-03-10',
          pendingApprovals: 0,
          ordersAwaitingDeposit: 0,
          balanceOutstanding: 0,
          pickupsToday: 0,
          lowStock: [],
          salesByDay: [],
          salesByCategory: [],
        },
      ],
    });
    render(<ConsoleApp />);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    for (const link of ['Manage Users', 'Manage Invite Codes', 'Manage Discount Rules', 'Orders', 'Audit Log', 'Sales Calendar']) {
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    }
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/login', body: { username: 'admin', password: 'secret-pass' } });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('refuses customers', async () => {
    serve({ 'POST /api/login': [200, { token: 'tok', user: customer }], 'POST /api/getuser': [200, { ...customer, permissions: [] }] });
    render(<ConsoleApp />);
    await userEvent.type(screen.getByLabelText('Username'), 'casey');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Only an admin can do this.')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('signs out a stored session the server no longer accepts', async () => {
    useSession.getState().signIn('old-token', admin);
    serve({ 'POST /api/getuser': [401, { error: 'ended' }], 'GET /api/userInformation': [401, { error: 'ended' }] });
    window.history.pushState({}, '', '/manageusers');
    render(<ConsoleApp />);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('has the enlarged picture view of the admin catalogue, which returns to the list', async () => {
    useSession.getState().signIn('tok', admin);
    serve({ 'POST /api/getuser': [200, { ...admin, permissions: [] }], 'GET /api/fireworks': [200, []] });
    window.history.pushState({}, '', '/fireworks-enlarged');
    render(<ConsoleApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Click anywhere or press Escape to go back' }));
    expect(window.location.pathname).toBe('/fireworks/assortments');
  });

  it('signs a Counter in: their first screen, only the screens they may open in the menu (issue 41)', async () => {
    serve({
      'POST /api/login': [200, { token: 'tok', user: counter }],
      'POST /api/getuser': [200, { ...counter, permissions: counterPermissions }],
      'GET /api/orders': [200, { data: [], nextCursor: null }],
    });
    render(<ConsoleApp />);
    await userEvent.type(screen.getByLabelText('Username'), 'casey');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(window.location.pathname).toBe('/orders');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Pickup day']);
    expect(useSession.getState().user?.permissions).toEqual(counterPermissions);
  });

  it('a screen opened without its permission says so, in English and Spanish', async () => {
    useSession.getState().signIn('tok', { ...counter, permissions: counterPermissions } as User);
    serve({ 'POST /api/getuser': [200, { ...counter, permissions: counterPermissions }] });
    window.history.pushState({}, '', '/manageusers');
    render(<ConsoleApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to open this screen: it needs “Manage users”.');
    expect(requests.some((request) => request.path === '/api/userInformation')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Usted no tiene permiso para abrir esta pantalla: requiere «Gestionar usuarios».',
    );
  });

  it('switches to Spanish', async () => {
    render(<ConsoleApp />);
    expect(document.title).toBe('Fireworks Shop · Admin console');
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.getByText('Consola de administración')).toBeInTheDocument();
    // The tab's title (what a screen reader announces for the tab) follows the language too.
    expect(document.title).toBe('Tienda de Fuegos Artificiales · Consola de administración');
  });
});
