/**
 * The checkout feature's public face: what other features may use. Screens are mounted by
 * `src/routes.ts` (one lazy chunk each); everything else in this folder is the feature's own.
 */

export { pickupSlotKeys, usePickupSlots } from './api';
export { COMPLETE_PURCHASE, useCheckoutOptions } from './checkout-options';
export { OrderPlacedPanel } from './order-placed-panel';
