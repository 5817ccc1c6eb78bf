const { createConfig } = require('@fireworks/tooling/webpack');

/** Each exposed module is one screen with relative routes; the shell decides where it mounts. */
const exposes = {
  './Home': './src/features/home/HomeScreen.tsx',
  './Catalog': './src/features/catalog/CatalogScreen.tsx',
  './Enlarged': './src/features/catalog/EnlargedScreen.tsx',
  './Cart': './src/features/cart/CartScreen.tsx',
  './Checkout': './src/features/checkout/CheckoutScreen.tsx',
  './Orders': './src/features/orders/OrdersScreen.tsx',
  './Profile': './src/features/profile/ProfileScreen.tsx',
  './Subscribe': './src/features/subscribe/SubscribeScreen.tsx',
};

module.exports = (_env, argv) => createConfig({ dir: __dirname, name: 'storefront', exposes, entry: './src/index.ts', port: 3002 }, argv);
