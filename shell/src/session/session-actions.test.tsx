import type { User } from '@fireworks/core/contract';
import { act, render } from '@testing-library/react';
import { cartKeys, queryClient, useSession } from 'shared-ui';
import { networkError, raw, requestsTo, serve, TestProviders } from 'shared-ui/testing';
import { completeSignIn, refreshStoredSession, TOKEN_CHECK_INTERVAL_MS, verifyToken } from './session-actions';
import { useSessionKeeper } from './use-session-keeper';

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
    serve({
      'POST /api/getuser': [200, { ...casey, firstname: 'Casey', permissions: [] }],
      'GET /api/get-cart': [
        200,
        {
          cart: [
            {
              _id: 'i1',
              category: 'Cakes',
              title: 'Cake',
              quantity: 2,
              imageUrl: '',
              price: '$1.00',
              BOGO: false,
              freeQuantity: 0,
              lineTotal: 2,
            },
          ],
        },
      ],
    });
    await completeSignIn('tok', casey);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(useSession.getState().user?.firstname).toBe('Casey');
    expect(queryClient.getQueryData(cartKeys.cart)).toHaveLength(1);
  });

  it('the stored session is refreshed once at start: the start-up and the keeper share the requests', async () => {
    useSession.getState().signIn('tok', casey);
    serve({ 'POST /api/getuser': [200, { ...casey, firstname: 'Casey', permissions: [] }], 'GET /api/get-cart': [200, { cart: [] }] });
    const early = refreshStoredSession();
    render(<Keeper />, { wrapper: TestProviders });
    await act(() => early);
    expect(await refreshStoredSession()).toBe(true);
    expect(requestsTo('POST /api/getuser')).toHaveLength(1);
    expect(requestsTo('GET /api/get-cart')).toHaveLength(1);
    expect(useSession.getState().user?.firstname).toBe('Casey');
  });

  it('a failed user load signs out', async () => {
    serve({ 'POST /api/getuser': [401, { error: 'Your session has ended. Please log in again.' }] });
    await completeSignIn('tok', casey);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a user load cut off by the network (e.g. the page being left) keeps the session', async () => {
    serve({ 'POST /api/getuser': networkError, 'GET /api/get-cart': [200, { cart: [] }] });
    await completeSignIn('tok', casey);
    expect(useSession.getState().token).toBe('tok');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('a user load aborted by a full page navigation right after sign-in keeps the session', async () => {
    serve({ 'GET /api/get-cart': [200, { cart: [] }] });
    const aborted = new DOMException('The user aborted a request.', 'AbortError');
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(aborted);
    try {
      await completeSignIn('tok', casey);
    } finally {
      fetchSpy.mockRestore();
    }
    expect(useSession.getState().token).toBe('tok');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('only a refusal (401/403) signs out: a server error keeps the session', async () => {
    serve({ 'POST /api/getuser': raw(502, 'Bad Gateway'), 'GET /api/get-cart': [200, { cart: [] }] });
    await completeSignIn('tok', casey);
    expect(useSession.getState().token).toBe('tok');

    serve({ 'POST /api/getuser': raw(403, 'Forbidden') });
    await completeSignIn('tok', casey);
    expect(useSession.getState().token).toBeNull();
  });

  it('the token check renews the token; a refusal signs out; a network blip keeps the session', async () => {
    useSession.getState().signIn('old', casey);
    serve({ 'POST /api/verify-token': [200, { valid: true, token: 'renewed' }] });
    await verifyToken();
    expect(localStorage.getItem('token')).toBe('renewed');

    serve({ 'POST /api/verify-token': networkError });
    await verifyToken();
    expect(useSession.getState().token).toBe('renewed');

    serve({ 'POST /api/verify-token': [401, { error: 'Your session has ended. Please log in again.' }] });
    await verifyToken();
    expect(useSession.getState().token).toBeNull();
  });

  it('while a token exists it is re-verified every 50 minutes', async () => {
    jest.useFakeTimers();
    try {
      useSession.getState().signIn('tok', casey);
      serve({
        'POST /api/getuser': [200, { ...casey, permissions: [] }],
        'GET /api/get-cart': [200, { cart: [] }],
        'POST /api/verify-token': [200, { valid: true, token: 'renewed' }],
      });
      render(<Keeper />, { wrapper: TestProviders });
      expect(TOKEN_CHECK_INTERVAL_MS).toBe(3_000_000);
      await act(() => jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1));
      expect(requestsTo('POST /api/verify-token')).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(requestsTo('POST /api/verify-token')).toHaveLength(1);
      expect(useSession.getState().token).toBe('renewed');
      await act(() => jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS));
      expect(requestsTo('POST /api/verify-token')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
