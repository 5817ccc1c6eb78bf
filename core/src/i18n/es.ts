/** The Spanish catalogue: the frontends fetch it when the interface switches to Spanish (i18n/client.ts). */
export { default as admin } from './locales/es/admin.json';
export { default as auth } from './locales/es/auth.json';
export { default as cart } from './locales/es/cart.json';
export { default as catalog } from './locales/es/catalog.json';
export { default as checkout } from './locales/es/checkout.json';
export { default as common } from './locales/es/common.json';
export { default as errors } from './locales/es/errors.json';
export { default as home } from './locales/es/home.json';
export { default as orders } from './locales/es/orders.json';
export { default as pickup } from './locales/es/pickup.json';
export { default as profile } from './locales/es/profile.json';
export { default as season } from './locales/es/season.json';
export { default as stock } from './locales/es/stock.json';
export { default as subscribe } from './locales/es/subscribe.json';
