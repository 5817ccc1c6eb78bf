import type { CartItem, Item } from '@fireworks/core/contract';
import { type Category, categorySlug } from '@fireworks/core/rules';
import { useEffect, useRef, useState } from 'react';
import { api, cartKeys, queryClient, useSession } from 'shared-ui';

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
 * looked up in its category: still for sale means the customer removed it (here or on another
 * device), and nothing is said.
 */
export function useCartDepartures(cart: CartItem[] | undefined): string[] {
  const userId = useSession((state) => state.user?._id);
  const previous = useRef<SeenLine[] | undefined>(readSeen(userId) ?? queryClient.getQueryData<CartItem[]>(cartKeys.cart));
  const [departed, setDeparted] = useState<string[]>([]);

  useEffect(() => {
    if (!cart) return;
    const before = previous.current ?? [];
    previous.current = cart;
    writeSeen(userId, cart);
    const missing = before.filter((line) => !cart.some((now) => sameItem(now, line)));
    if (missing.length === 0) return;
    let current = true;
    void (async () => {
      const gone: string[] = [];
      for (const category of new Set(missing.map((line) => line.category))) {
        try {
          const items = await api.get<Item[]>(`/api/fireworks?category=${encodeURIComponent(categorySlug(category as Category))}`);
          for (const line of missing) {
            if (line.category === category && !items.some((item) => sameItem(item, line))) gone.push(line.title);
          }
        } catch {
          // Without the catalogue nothing certain can be said.
        }
      }
      if (current && gone.length > 0) setDeparted((shown) => [...shown, ...gone.filter((title) => !shown.includes(title))]);
    })();
    return () => {
      current = false;
    };
  }, [cart, userId]);

  return departed;
}
