import type { AddressFields } from './delivery-address-fields';

/** What the checkout form holds: the delivery address, the funds to add or use, and the pickup time chosen. */
export type CheckoutFields = AddressFields & { fundsToAdd: string; useFunds: boolean; pickupSlotId: string };
