/**
 * The storefront's screens: where each mounts, who may open it, and its menu entry. The shell
 * builds its routes and menu from this list at run time (the build writes it as routes.json);
 * adding a screen is one entry here, no change in the shell. See shared-ui/src/routes/route-list.ts.
 */
import type { RouteDefinition } from 'shared-ui';

export const routes: RouteDefinition[] = [
  // The first page after sign-in: it loads only its own texts (the rest of English follows it).
  {
    path: '/homepage',
    module: 'Home',
    access: 'signedIn',
    messages: ['home', 'season'],
    reads: ['season'],
    screen: () => import('./features/home/home-screen'),
  },
  { path: '/fireworks', redirect: '/fireworks/assortments', access: 'signedIn' },
  // Admins get the admin remote's list, which declares the same path.
  {
    path: '/fireworks/:category',
    module: 'Catalog',
    access: 'customer',
    categories: true,
    screen: () => import('./features/catalog/catalog-screen'),
  },
  // The product page (issue 40), beside the spec's enlarged view.
  {
    path: '/fireworks/:category/:id',
    module: 'Product',
    access: 'signedIn',
    screen: () => import('./features/catalog/product-screen'),
  },
  {
    path: '/fireworks-enlarged',
    module: 'Enlarged',
    access: 'signedIn',
    layout: 'full',
    screen: () => import('./features/catalog/enlarged-screen'),
  },
  {
    path: '/cart',
    module: 'Cart',
    access: 'signedIn',
    reads: ['discounts', 'season', 'cart'],
    screen: () => import('./features/cart/cart-screen'),
  },
  { path: '/checkout', module: 'Checkout', access: 'signedIn', screen: () => import('./features/checkout/checkout-screen') },
  {
    path: '/profile',
    module: 'Profile',
    access: 'signedIn',
    menu: { label: 'common:nav.profile', order: 10 },
    screen: () => import('./features/profile/profile-screen'),
  },
  {
    path: '/orders',
    module: 'Orders',
    access: 'customer',
    menu: { label: 'common:nav.orders', order: 20 },
    screen: () => import('./features/orders/orders-screen'),
  },
  // One order with its payments and how to pay; admins open it too (GET /api/orders/:id lets them).
  { path: '/orders/:id', module: 'Order', access: 'signedIn', screen: () => import('./features/orders/order-screen') },
  {
    path: '/subscribe',
    module: 'Subscribe',
    access: 'signedIn',
    // In the menu only when /api/config has PayPal settings (issue 40 item 8); the screen stays.
    menu: { label: 'common:nav.subscribe', order: 30, needs: 'paypal' },
    screen: () => import('./features/subscribe/subscribe-screen'),
  },
];
