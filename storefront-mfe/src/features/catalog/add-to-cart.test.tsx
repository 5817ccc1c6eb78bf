import type { CartItem, User } from '@fireworks/core/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { cartKeys, queryClient, useSession } from 'shared-ui';
import { requestsTo, serve, submitTwiceAtOnce, TestProviders, testItem } from 'shared-ui/testing';
import { AddToCart } from './add-to-cart';

const candle = testItem({ _id: 'candle', title: 'Plain Candle', price: '$5.00', stock: 10 });
const candleLine: CartItem = {
  _id: 'candle',
  category: candle.category,
  title: 'Plain Candle',
  imageUrl: candle.imageUrl,
  price: '$5.00',
  BOGO: false,
  quantity: 1,
  freeQuantity: 0,
  lineTotal: 5,
};

beforeEach(() => {
  useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
  queryClient.setQueryData(cartKeys.cart, []);
});

describe('AddToCart', () => {
  it('adds once when the form is sent twice before the busy button renders (a double tap, Enter twice)', async () => {
    serve({ 'POST /api/update-cart': [200, { cart: [candleLine] }] });
    render(<AddToCart item={candle} />, { wrapper: TestProviders });
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Add Plain Candle to cart' }));
    await waitFor(() => expect(queryClient.getQueryData(cartKeys.cart)).toEqual([candleLine]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Plain Candle to cart' })).not.toHaveAttribute('aria-busy'));
    expect(requestsTo('POST /api/update-cart')).toHaveLength(1);
  });
});
