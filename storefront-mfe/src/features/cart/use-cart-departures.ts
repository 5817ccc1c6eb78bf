import type { CartItem, Item } from '@fireworks/core/contract';
import { type Category, categorySlug } from '@fireworks/core/rules';
import { useEffect, useRef, useState } from 'react';
import { api, cartKeys, queryClient } from 'shared-ui';

const sameItem = (a: Pick<CartItem, 'category' | 'title'>, b: Pick<CartItem, 'category' | 'title'>) =>
  a.category === b.category && a.title === b.title;

/**
 * The titles that left the cart because the shop stopped selling them (the item was deleted or
 * hidden: the server drops such lines from every cart it answers). A line the new cart lacks is
 * looked up in its category: still for sale means the customer removed it (here or on another
 * device), and nothing is said.
 */
export function useCartDepartures(cart: CartItem[] | undefined): string[] {
  const previous = useRef<CartItem[] | undefined>(queryClient.getQueryData<CartItem[]>(cartKeys.cart));
  const [departed, setDeparted] = useState<string[]>([]);

  useEffect(() => {
    if (!cart) return;
    const before = previous.current ?? [];
    previous.current = cart;
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
  }, [cart]);

  return departed;
}
