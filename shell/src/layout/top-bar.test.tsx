import type { CartItem, User } from '@fireworks/core/contract';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cartKeys, queryClient, setLanguage, useSession } from 'shared-ui';
import { serve, TestProviders } from 'shared-ui/testing';
import { TopBar } from './top-bar';

const line = (quantity: number): CartItem => ({
  _id: 'i1',
  category: 'Cakes',
  title: 'Thunder Cake',
  quantity,
  imageUrl: '',
  price: '$60.00',
  BOGO: false,
  freeQuantity: 0,
  lineTotal: 60 * quantity,
});

function showCart(quantity: number) {
  serve({ 'GET /api/get-cart': [200, { cart: [line(quantity)] }] });
  queryClient.setQueryData(cartKeys.cart, [line(quantity)]);
  return render(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

beforeEach(() => useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User));
afterEach(() => act(() => setLanguage('en')));

it('names the cart link with the number of units, in agreement with it', async () => {
  showCart(1);
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  act(() => setLanguage('es'));
  expect(await screen.findByRole('link', { name: 'Carrito, 1 artículo' })).toBeInTheDocument();
});

it('says "items" from two units on', async () => {
  showCart(2);
  expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
});
