/**
 * Cart changes from any screen. The server owns the cart (prices come from the catalogue, so
 * only category, title, quantity and imageUrl are sent); the store holds what the server answered.
 */

import type { CartItem } from '@fireworks/core/contract';
import { api } from '../api/client';
import { useSession } from './session';

type CartLine = Pick<CartItem, 'category' | 'title' | 'quantity' | 'imageUrl'>;

const sameItem = (a: Pick<CartItem, 'category' | 'title'>, b: Pick<CartItem, 'category' | 'title'>) =>
  a.category === b.category && a.title === b.title;

/** POST /api/update-cart with the whole cart; the answer replaces the store's cart. */
export async function saveCart(lines: CartLine[]): Promise<CartItem[]> {
  const cartItems = lines
    .filter((l) => l.quantity > 0)
    .map(({ category, title, quantity, imageUrl }) => ({ category, title, quantity, imageUrl }));
  const { cart } = await api.post<{ cart: CartItem[] }>('/api/update-cart', { cartItems });
  useSession.getState().setCart(cart);
  return cart;
}

/** Adds `quantity` units of an item (merging with a line already in the cart). */
export function addToCart(item: Pick<CartItem, 'category' | 'title' | 'imageUrl'>, quantity: number): Promise<CartItem[]> {
  const cart = useSession.getState().cart;
  const existing = cart.find((line) => sameItem(line, item));
  const lines = existing
    ? cart.map((line) => (sameItem(line, item) ? { ...line, quantity: line.quantity + quantity } : line))
    : [...cart, { ...item, quantity }];
  return saveCart(lines);
}

/** Sets one line's quantity; 0 removes it. */
export function setCartQuantity(item: Pick<CartItem, 'category' | 'title'>, quantity: number): Promise<CartItem[]> {
  const cart = useSession.getState().cart;
  return saveCart(cart.map((line) => (sameItem(line, item) ? { ...line, quantity } : line)));
}

export function clearCart(): Promise<CartItem[]> {
  return saveCart([]);
}
