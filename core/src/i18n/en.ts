/** The English catalogue: bundled with every frontend (the interface starts in English). */
import admin from './locales/en/admin.json';
import auth from './locales/en/auth.json';
import cart from './locales/en/cart.json';
import catalog from './locales/en/catalog.json';
import checkout from './locales/en/checkout.json';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import home from './locales/en/home.json';
import orders from './locales/en/orders.json';
import pickup from './locales/en/pickup.json';
import profile from './locales/en/profile.json';
import season from './locales/en/season.json';
import stock from './locales/en/stock.json';
import subscribe from './locales/en/subscribe.json';

export const en = {
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
