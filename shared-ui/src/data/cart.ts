/**
 * The cart, kept by the server (spec §4: loaded after sign-in; prices come from the catalogue, so
 * only category, title, quantity and imageUrl are sent). Its answer lives in the query cache under
 * `cartKeys.cart`; a save puts the server's new cart there and marks the totals stale, so every
 * screen showing totals gets them again without a fetch of its own.
 */
import type { CartItem } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { preloadPictures } from '../catalog/asset-url';
import { useSession } from '../stores/session';
import { queryClient } from './query-client';

export const cartKeys = {
  cart: ['cart'] as const,
  /** Every totals quote (one per funds option), refreshed after each cart change. */
  totals: ['cart', 'totals'] as const,
};

type CartLine = Pick<CartItem, 'category' | 'title' | 'quantity' | 'imageUrl'>;

const sameItem = (a: Pick<CartItem, 'category' | 'title'>, b: Pick<CartItem, 'category' | 'title'>) =>
  a.category === b.category && a.title === b.title;

async function fetchCart(): Promise<CartItem[]> {
  try {
    return (await api('GET /api/get-cart')).cart;
  } catch (error) {
    // Spec §8: a cart that cannot be loaded is only logged.
    console.error('Failed to fetch cart from database', error);
    throw error;
  }
}

const cartQuery = { queryKey: cartKeys.cart, queryFn: fetchCart };

/** A cart line's thumbnail display width (the cart's .sf-cart__image), so the browser takes the narrowest resized copy. */
export const CART_IMAGE_SIZES = '(max-width: 768px) 72px, 96px';

/** Cart lines whose picture is on a phone's first screenful (the next line starts below it). */
const FIRST_LINES_ON_A_PHONE = 1;

/**
 * A first visit to the cart: its lines (the start-up's read, not a second one) and then the first
 * line's picture, the screen's largest drawing on a phone, while the screen's code is coming.
 */
export function readCartForItsScreen(): void {
  queryClient
    .fetchQuery(cartQuery)
    .then((cart) => preloadPictures(cart.slice(0, FIRST_LINES_ON_A_PHONE), CART_IMAGE_SIZES))
    .catch(() => {});
}

/** Loads the cart into the cache now (after sign-in); a failure is only logged. */
export async function loadCart(): Promise<void> {
  await queryClient.fetchQuery({ ...cartQuery, staleTime: 0 }).catch(() => {});
}

/** An answer this recent is not asked for again on a visit: the page's own start-up read it a moment ago. */
const JUST_ANSWERED_MS = 5_000;

/** The cart as last answered by the server; `fresh` reads it again on every visit (the cart screen) unless it was just answered. */
export function useCart({ fresh = false }: { fresh?: boolean } = {}) {
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({
    ...cartQuery,
    enabled: signedIn,
    refetchOnMount: fresh ? (query) => Date.now() - query.state.dataUpdatedAt > JUST_ANSWERED_MS : true,
  });
}

/** Sum of quantities (the badge). */
export function useCartCount(): number {
  const { data } = useCart();
  return (data ?? []).reduce((sum, line) => sum + line.quantity, 0);
}

/** POST /api/update-cart with the whole cart; the answer becomes the cached cart. */
async function saveCart(lines: CartLine[]): Promise<CartItem[]> {
  const cartItems = lines
    .filter((l) => l.quantity > 0)
    .map(({ category, title, quantity, imageUrl }) => ({ category, title, quantity, imageUrl }));
  return (await api('POST /api/update-cart', { body: { cartItems } })).cart;
}

/**
 * The cart a change starts from: the one the server last answered. When it never answered (its
 * load failed, which spec §8 only logs, or is still on its way), or another tab changed it since,
 * it is read first: a change computed from no cart would replace the whole cart on the server with
 * that one line, and one computed from an old copy would undo the other tab's changes. If it cannot
 * be read, the change is refused and nothing is saved.
 */
async function currentCart(): Promise<CartItem[]> {
  const known = queryClient.getQueryState<CartItem[]>(cartKeys.cart);
  if (known?.data !== undefined && !known.isInvalidated) return known.data;
  return queryClient.fetchQuery({ ...cartQuery, staleTime: 0 });
}

/**
 * Each tab of the browser keeps its own copy of the cart: a tab that changed it (a save, an order
 * that emptied it) says so in local storage, and the others read it again, so their next change
 * neither brings back lines just ordered or removed there nor drops lines just added there.
 */
const CART_CHANGED_KEY = 'fw-cart-changed';

function announceCartChange(): void {
  try {
    localStorage.setItem(CART_CHANGED_KEY, `${Date.now()}-${Math.random()}`);
  } catch {
    // storage unavailable: the other tabs read the cart on their next visit to it
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_CHANGED_KEY && useSession.getState().token !== null) {
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
    }
  });
}

/** A change to the cart, computed from the cart the server last answered. */
export type CartChange =
  | { kind: 'add'; item: Pick<CartItem, 'category' | 'title' | 'imageUrl'>; quantity: number }
  | { kind: 'set'; item: Pick<CartItem, 'category' | 'title'>; quantity: number }
  | { kind: 'clear' };

function applyChange(cart: CartItem[], change: CartChange): CartLine[] {
  if (change.kind === 'clear') return [];
  if (change.kind === 'set') return cart.map((line) => (sameItem(line, change.item) ? { ...line, quantity: change.quantity } : line));
  const existing = cart.find((line) => sameItem(line, change.item));
  return existing
    ? cart.map((line) => (sameItem(line, change.item) ? { ...line, quantity: line.quantity + change.quantity } : line))
    : [...cart, { ...change.item, quantity: change.quantity }];
}

/** Adds units, sets a line's quantity (0 removes it) or clears the cart; the totals follow by themselves. */
export function useCartChange() {
  return useMutation({
    mutationFn: async (change: CartChange) => saveCart(applyChange(await currentCart(), change)),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.cart, cart);
      void queryClient.invalidateQueries({ queryKey: cartKeys.totals });
      announceCartChange();
    },
  });
}

/** After an order: the server emptied the cart. */
export function cartEmptied(): void {
  queryClient.setQueryData(cartKeys.cart, []);
  void queryClient.invalidateQueries({ queryKey: cartKeys.totals });
  announceCartChange();
}
