/**
 * The cart feature's public face: what other features may use. Screens are mounted by
 * `src/routes.ts` (one lazy chunk each); everything else in this folder is the feature's own.
 */
export { useCartTotals } from './api';
export { cartSaveError } from './cart-save-error';
export { forgetSeenCart } from './use-cart-departures';
