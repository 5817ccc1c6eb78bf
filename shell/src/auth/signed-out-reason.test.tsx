import type { User } from '@fireworks/core/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, useSession, useSessionKeeper } from 'shared-ui';
import { serve, TestProviders } from 'shared-ui/testing';
import { AuthScreen } from './auth-screen';

const WITHDRAWN = "An admin withdrew your account's approval, so you were signed out. Please contact the shop.";

function Keeper() {
  useSessionKeeper(() => Promise.resolve());
  return null;
}

describe('a session that ends by itself', () => {
  it('tells the customer why on the login screen (approval withdrawn), once', async () => {
    useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
    serve({ 'GET /api/get-cart': [401, { error: WITHDRAWN }], 'POST /api/verify-token': [401, { error: WITHDRAWN }] });
    const keeper = render(<Keeper />, { wrapper: TestProviders });
    await act(() => expect(api('GET /api/get-cart')).rejects.toThrow(WITHDRAWN));
    // The token check that follows signs out again without a reason: the first reason stays.
    useSession.getState().signOut();
    expect(useSession.getState().token).toBeNull();
    keeper.unmount();

    const login = render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<AuthScreen />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(WITHDRAWN);
    await waitFor(() => expect(useSession.getState().endedReason).toBeNull());
    login.unmount();
  });

  it('says nothing after a Logout', () => {
    useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
    useSession.getState().signOut({ reason: WITHDRAWN });
    useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
    useSession.getState().signOut({ loggedOut: true });
    expect(useSession.getState().endedReason).toBeNull();
  });
});
