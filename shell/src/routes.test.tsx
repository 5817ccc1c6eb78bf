import type { User } from '@fireworks/core/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from 'shared-ui';
import { serve, TestProviders } from 'shared-ui/testing';
import { AppRoutes } from './routes';
import { loadShopRouteLists } from './testing/shop-route-lists';

jest.mock('./remotes/federation', () => ({
  loadRemoteComponent: jest.fn(async (remote: string, module: string) => ({
    default: () => <p>{`${remote}/${module}`}</p>,
  })),
}));

const { loadRemoteComponent } = jest.requireMock('./remotes/federation') as { loadRemoteComponent: jest.Mock };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const customer = { _id: 'c1', username: 'casey', firstname: 'Casey', admin: false } as User;
const admin = { _id: 'a1', username: 'admin', firstname: 'Shop', admin: true } as User;

beforeAll(loadShopRouteLists);
beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  loadRemoteComponent.mockClear();
  serve({ 'GET /api/get-cart': [200, { cart: [] }] });
});

describe('route guards', () => {
  it.each(['/homepage', '/cart', '/manageusers', '/fireworks/cakes', '/no-such-page'])(
    'a signed-out visit to %s shows the login screen',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
      expect(loadRemoteComponent).not.toHaveBeenCalled();
    },
  );

  it('a signed-out visit to an admin page, once signed in as admin, opens that page', async () => {
    renderAt('/manageusers');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    act(() => useSession.getState().signIn('t', admin));
    expect(await screen.findByText('admin/Users')).toBeInTheDocument();
  });

  it('after a Logout, the next sign-in starts at /homepage, not at the page left', async () => {
    useSession.getState().signIn('t', customer);
    renderAt('/profile');
    expect(await screen.findByText('storefront/Profile')).toBeInTheDocument();
    act(() => useSession.getState().signOut({ loggedOut: true }));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    act(() => useSession.getState().signIn('t', customer));
    expect(await screen.findByText('storefront/Home')).toBeInTheDocument();
  });

  it('sends a signed-in visitor of / to the home page', async () => {
    useSession.getState().signIn('t', customer);
    renderAt('/');
    expect(await screen.findByText('storefront/Home')).toBeInTheDocument();
  });

  it('sends a customer away from admin screens without loading the admin remote', async () => {
    useSession.getState().signIn('t', customer);
    renderAt('/manageusers');
    expect(await screen.findByText('storefront/Home')).toBeInTheDocument();
    expect(loadRemoteComponent.mock.calls.some(([remote]) => remote === 'admin')).toBe(false);
  });

  it('routes item lists and orders to the admin remote for admins and the storefront for customers', async () => {
    useSession.getState().signIn('t', admin);
    const { unmount } = renderAt('/fireworks/cakes');
    expect(await screen.findByText('admin/Catalog')).toBeInTheDocument();
    unmount();
    useSession.getState().signIn('t', customer);
    renderAt('/orders');
    expect(await screen.findByText('storefront/Orders')).toBeInTheDocument();
  });

  it('redirects /fireworks to /fireworks/assortments and highlights it', async () => {
    useSession.getState().signIn('t', customer);
    renderAt('/fireworks');
    expect(await screen.findByText('storefront/Catalog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assortments' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cakes' })).toBeEnabled();
  });

  it('shows admin menu entries to admins only', async () => {
    useSession.getState().signIn('t', admin);
    renderAt('/homepage');
    expect(await screen.findByRole('link', { name: 'Manage Users', hidden: true })).toBeInTheDocument();
  });

  it('offers Subscribe in the menu', async () => {
    useSession.getState().signIn('t', customer);
    renderAt('/homepage');
    expect(await screen.findByRole('link', { name: 'Subscribe', hidden: true })).toHaveAttribute('href', '/subscribe');
  });

  it('shows the cart badge to customers and not to admins, who have no add-to-cart controls', async () => {
    useSession.getState().signIn('t', customer);
    const customerView = renderAt('/homepage');
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('0');
    customerView.unmount();
    useSession.getState().signIn('t', admin);
    renderAt('/homepage');
    expect(await screen.findByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});
