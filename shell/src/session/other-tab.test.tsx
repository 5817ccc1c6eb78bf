import type { User } from '@fireworks/core/contract';
import { act, screen } from '@testing-library/react';
import { cartKeys, queryClient, useSession } from 'shared-ui';
import { serve, testConfig } from 'shared-ui/testing';
import { renderAppAt } from '../testing/render-app';
import { loadShopRouteLists } from '../testing/shop-route-lists';

jest.mock('../remotes/federation', () => ({
  loadRemoteComponent: jest.fn(async (remote: string, module: string) => ({
    default: () => <p>{`${remote}/${module}`}</p>,
  })),
}));

const casey = { _id: 'c1', username: 'casey', firstname: 'Casey', admin: false } as User;
const robin = { _id: 'c2', username: 'robin', firstname: 'Robin', admin: false } as User;

/** What another tab of the same browser does to the shared local storage, as this tab is told of it. */
function otherTab(changes: Record<string, string | null>) {
  for (const [key, value] of Object.entries(changes)) {
    const oldValue = localStorage.getItem(key);
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
    });
  }
}

const renderAt = renderAppAt;

beforeAll(loadShopRouteLists);
beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  serve({ 'GET /api/get-cart': [200, { cart: [] }], 'GET /api/config': [200, testConfig()] });
});

describe('a second tab of the same browser', () => {
  it('a Logout in another tab signs this tab out too: it shows the login screen, not the last person’s pages', async () => {
    useSession.getState().signIn('t1', casey);
    renderAt('/orders');
    expect(await screen.findByText('storefront/Orders')).toBeInTheDocument();
    otherTab({ token: null, user: null });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText('storefront/Orders')).not.toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });

  it('someone else signing in in another tab replaces the person here, and forgets what was read for the last one', async () => {
    useSession.getState().signIn('t1', casey);
    queryClient.setQueryData(cartKeys.cart, [{ _id: 'i1', category: 'Cakes', title: 'Casey’s cake', quantity: 3 }]);
    renderAt('/cart');
    expect(await screen.findByText('storefront/Cart')).toBeInTheDocument();
    // The other tab went straight from one session to the next (this tab missed nothing it can act on).
    otherTab({ token: 't2', user: JSON.stringify(robin) });
    expect(useSession.getState().token).toBe('t2');
    expect(useSession.getState().user?.username).toBe('robin');
    expect(queryClient.getQueryData(cartKeys.cart)).not.toEqual([expect.objectContaining({ title: 'Casey’s cake' })]);
  });

  it('a token renewed in another tab keeps this tab signed in as the same person, on the same page', async () => {
    useSession.getState().signIn('t1', casey);
    renderAt('/profile');
    expect(await screen.findByText('storefront/Profile')).toBeInTheDocument();
    otherTab({ token: 't1-renewed' });
    expect(useSession.getState().token).toBe('t1-renewed');
    expect(useSession.getState().user?.username).toBe('casey');
    expect(screen.getByText('storefront/Profile')).toBeInTheDocument();
  });

  it('a sign-in in another tab while this one shows the login screen signs this one in as well', async () => {
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    otherTab({ token: 't2', user: JSON.stringify(robin) });
    expect(await screen.findByText('storefront/Home')).toBeInTheDocument();
  });
});
