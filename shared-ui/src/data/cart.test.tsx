import type { CartItem, User } from '@fireworks/core/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSession } from '../stores/session';
import { requestsTo, serve, TestProviders } from '../testing';
import { cartKeys, useCart, useCartChange, useCartCount } from './cart';
import { queryClient } from './query-client';

const line = (title: string, quantity: number): CartItem => ({
  _id: title,
  category: 'Cakes',
  title,
  quantity,
  imageUrl: '',
  price: '$1.00',
  BOGO: false,
  freeQuantity: 0,
  lineTotal: quantity,
});

beforeEach(() => useSession.getState().signIn('token', { _id: 'u1', username: 'casey', admin: false } as User));

describe('the cart in the query cache', () => {
  it('counts cart quantities for the badge', async () => {
    serve({ 'GET /api/get-cart': [200, { cart: [line('A', 40), line('B', 59)] }] });
    const { result } = renderHook(() => useCartCount(), { wrapper: TestProviders });
    await waitFor(() => expect(result.current).toBe(99));
  });

  it('a saved change becomes the cached cart and the totals are asked for again, with no fetch of the cart', async () => {
    serve({
      'GET /api/get-cart': [200, { cart: [line('A', 1)] }],
      'POST /api/update-cart': ({ body }) => [200, { cart: body.cartItems.map((l) => line(l.title, l.quantity)) }],
    });
    queryClient.setQueryData(cartKeys.totals, { stale: false });
    const { result } = renderHook(() => ({ count: useCartCount(), change: useCartChange() }), { wrapper: TestProviders });
    await waitFor(() => expect(result.current.count).toBe(1));
    await act(() => result.current.change.mutateAsync({ kind: 'add', item: { category: 'Cakes', title: 'A', imageUrl: '' }, quantity: 2 }));
    expect(result.current.count).toBe(3);
    expect(requestsTo('POST /api/update-cart')[0]?.body).toEqual({
      cartItems: [{ category: 'Cakes', title: 'A', quantity: 3, imageUrl: '' }],
    });
    expect(requestsTo('GET /api/get-cart')).toHaveLength(1);
    expect(queryClient.getQueryState(cartKeys.totals)?.isInvalidated).toBe(true);
  });

  it('the cart screen reads the cart again on a visit, but not an answer of the last few seconds (the start-up just read it)', async () => {
    serve({ 'GET /api/get-cart': [200, { cart: [line('Fresh', 2)] }] });
    queryClient.setQueryData(cartKeys.cart, [line('Start-up', 1)]);
    const justRead = renderHook(() => useCart({ fresh: true }), { wrapper: TestProviders });
    expect(justRead.result.current.data?.[0]?.title).toBe('Start-up');
    justRead.unmount();
    expect(requestsTo('GET /api/get-cart')).toHaveLength(0);

    queryClient.setQueryData(cartKeys.cart, [line('Earlier', 1)], { updatedAt: Date.now() - 60_000 });
    const later = renderHook(() => useCart({ fresh: true }), { wrapper: TestProviders });
    await waitFor(() => expect(later.result.current.data?.[0]?.title).toBe('Fresh'));
    expect(requestsTo('GET /api/get-cart')).toHaveLength(1);
  });
});
