import type { User } from '@fireworks/core/contract';
import { act, render } from '@testing-library/react';
import { useSession } from 'shared-ui';
import { fakeApi } from 'shared-ui/testing';
import { completeSignIn, TOKEN_CHECK_INTERVAL_MS, verifyToken } from './session-actions';
import { useSessionKeeper } from './useSessionKeeper';

const casey = { _id: 'u1', username: 'casey', admin: false } as User;

function Keeper() {
  useSessionKeeper();
  return null;
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});

describe('session transitions (spec §4)', () => {
  it('sign-in stores the token, then loads the user and the cart', async () => {
    fakeApi({
      'POST /api/getuser': { body: { ...casey, firstname: 'Casey' } },
      'GET /api/get-cart': { body: { cart: [{ _id: 'i1', title: 'Cake', quantity: 2 }] } },
    });
    await completeSignIn('tok', casey);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(useSession.getState().user?.firstname).toBe('Casey');
    expect(useSession.getState().cart).toHaveLength(1);
  });

  it('a failed user load signs out', async () => {
    fakeApi({ 'POST /api/getuser': { status: 401, body: { error: 'Your session has ended. Please log in again.' } } });
    await completeSignIn('tok', casey);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the token check renews the token; a refusal signs out; a network blip keeps the session', async () => {
    useSession.getState().signIn('old', casey);
    fakeApi({ 'POST /api/verify-token': { body: { valid: true, token: 'renewed' } } });
    await verifyToken();
    expect(localStorage.getItem('token')).toBe('renewed');

    fakeApi({ 'POST /api/verify-token': { networkError: true } });
    await verifyToken();
    expect(useSession.getState().token).toBe('renewed');

    fakeApi({ 'POST /api/verify-token': { status: 401, body: { error: 'Your session has ended. Please log in again.' } } });
    await verifyToken();
    expect(useSession.getState().token).toBeNull();
  });

  it('while a token exists it is re-verified every 50 minutes', async () => {
    jest.useFakeTimers();
    try {
      useSession.getState().signIn('tok', casey);
      const api = fakeApi({
        'POST /api/getuser': { body: casey },
        'GET /api/get-cart': { body: { cart: [] } },
        'POST /api/verify-token': { body: { valid: true, token: 'renewed' } },
      });
      render(<Keeper />);
      expect(TOKEN_CHECK_INTERVAL_MS).toBe(3_000_000);
      await act(() => jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1));
      expect(api.callsTo('POST /api/verify-token')).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(api.callsTo('POST /api/verify-token')).toHaveLength(1);
      expect(useSession.getState().token).toBe('renewed');
      await act(() => jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS));
      expect(api.callsTo('POST /api/verify-token')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
