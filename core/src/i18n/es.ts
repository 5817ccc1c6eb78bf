/** The Spanish catalogue: the frontends fetch it when the interface switches to Spanish (i18n/client.ts). */
import admin from './locales/es/admin.json';
import auth from './locales/es/auth.json';
import cart from './locales/es/cart.json';
import catalog from './locales/es/catalog.json';
import checkout from './locales/es/checkout.json';
import common from './locales/es/common.json';
import errors from './locales/es/errors.json';
import home from './locales/es/home.json';
import orders from './locales/es/orders.json';
import pickup from './locales/es/pickup.json';
import profile from './locales/es/profile.json';
import season from './locales/es/season.json';
import stock from './locales/es/stock.json';
import subscribe from './locales/es/subscribe.json';

export const es = {
  auth,
  common,
  errors,
  profile,
  catalog,
  cart,
  checkout,
  orders,
  admin,
  home,
  subscribe,
  stock,
  pickup,
  season,
} as const;
