/**
 * Cart update: POST /api/update-cart replacing the cart with two demo items. One signed-in user
 * (the admin) sends every request, so they also queue on that user's cart lock: a pessimistic
 * figure next to many customers each saving their own cart.
 */
import { ADMIN_PASSWORD } from '../lib/server.mjs';

export default {
  name: 'cartUpdate',
  label: 'cart update (POST /api/update-cart, 2 lines)',
  async prepare(shop) {
    const login = await fetch(`${shop.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${login.token}` };
    const items = await fetch(`${shop.url}/api/fireworks?category=assortments`, { headers }).then((r) => r.json());
    const cartItems = items
      .filter((item) => item.visible)
      .slice(0, 2)
      .map(({ category, title }) => ({ category, title, quantity: 2 }));
    return {
      method: 'POST',
      path: '/api/update-cart',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ cartItems }),
      // Far from the bare route (a target only for the reads): two rounds per side say as much.
      rounds: 2,
    };
  },
};
