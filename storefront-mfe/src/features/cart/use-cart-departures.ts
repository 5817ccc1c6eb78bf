import type { CartItem, Item } from '@fireworks/core/contract';
import { type Category, categorySlug } from '@fireworks/core/rules';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, cartKeys, queryClient, useSession } from 'shared-ui';
import { catalogKeys } from 'shared-ui/catalog';

type SeenLine = Pick<CartItem, 'category' | 'title'>;

/** The lines the cart screen last showed, per user, so a departure is noticed after a reload or on another day. */
const seenKey = (userId: string) => `fw-cart-seen:${userId}`;

function readSeen(userId: string | undefined): SeenLine[] | undefined {
  if (!userId) return undefined;
  try {
    const stored = JSON.parse(localStorage.getItem(seenKey(userId)) ?? 'null') as unknown;
    return Array.isArray(stored) ? (stored as SeenLine[]) : undefined;
  } catch {
    return undefined;
  }
}

function writeSeen(userId: string | undefined, lines: readonly SeenLine[]): void {
  if (!userId) return;
  try {
    localStorage.setItem(seenKey(userId), JSON.stringify(lines.map(({ category, title }) => ({ category, title }))));
  } catch {
    // Storage full or refused: the notice then covers only this visit.
  }
}

/** After an order the server empties the cart: those lines did not leave it for the shop's reasons. */
export function forgetSeenCart(userId: string | undefined): void {
  writeSeen(userId, []);
}

const sameItem = (a: Pick<CartItem, 'category' | 'title'>, b: Pick<CartItem, 'category' | 'title'>) =>
  a.category === b.category && a.title === b.title;

/**
 * The titles that left the cart because the shop stopped selling them (the item was deleted or
 * hidden: the server drops such lines from every cart it answers). A line the new cart lacks is
 * looked up in its category, read fresh: still for sale means the customer removed it (here or on
 * another device), and nothing is said; without the catalogue nothing certain is said either.
 */
export function useCartDepartures(cart: CartItem[] | undefined): string[] {
  const userId = useSession((state) => state.user?._id);
  const previous = useRef<SeenLine[] | undefined>(readSeen(userId) ?? queryClient.getQueryData<CartItem[]>(cartKeys.cart));
  const [missing, setMissing] = useState<SeenLine[]>([]);

  useEffect(() => {
    if (!cart) return;
    const before = previous.current ?? [];
    previous.current = cart;
    writeSeen(userId, cart);
    const left = before.filter((line) => !cart.some((now) => sameItem(now, line)));
    if (left.length > 0) setMissing((shown) => [...shown, ...left.filter((line) => !shown.some((seen) => sameItem(seen, line)))]);
  }, [cart, userId]);

  const categories = [...new Set(missing.map((line) => line.category))];
  const lists = useQueries({
    queries: categories.map((category) => ({
      // A line that leaves later (same category) asks again: the titles are part of the key.
      queryKey: [
        ...catalogKeys.category(category as Category),
        'still-sold',
        missing.filter((line) => line.category === category).map((line) => line.title),
      ],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api('GET /api/fireworks', { query: { category: categorySlug(category as Category) }, signal }),
      // While a longer list of titles is asked about, the notice already shown stays.
      placeholderData: (previous: Item[] | undefined) => previous,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    })),
  });

  const sold = new Map(categories.map((category, index) => [category, lists[index]?.data]));
  return [
    ...new Set(
      missing
        .filter((line) => {
          const items = sold.get(line.category);
          return items !== undefined && !items.some((item) => sameItem(item, line));
        })
        .map((line) => line.title),
    ),
  ];
}
