/** The English catalogue: bundled with every frontend (the interface starts in English). */
export { default as admin } from './locales/en/admin.json';
export { default as auth } from './locales/en/auth.json';
export { default as cart } from './locales/en/cart.json';
export { default as catalog } from './locales/en/catalog.json';
export { default as checkout } from './locales/en/checkout.json';
export { default as common } from './locales/en/common.json';
export { default as errors } from './locales/en/errors.json';
export { default as home } from './locales/en/home.json';
export { default as orders } from './locales/en/orders.json';
export { default as pickup } from './locales/en/pickup.json';
export { default as profile } from './locales/en/profile.json';
export { default as season } from './locales/en/season.json';
export { default as stock } from './locales/en/stock.json';
export { default as subscribe } from './locales/en/subscribe.json';
