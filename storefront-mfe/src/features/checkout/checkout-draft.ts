/**
 * The delivery address being typed at checkout, kept while the customer is signed out by the
 * session ending (an expired or renewed-away token mid-checkout) so signing in again does not make
 * them type it twice. Memory only: an address is never written to the browser's storage.
 */

import { create } from 'zustand';
import { startOverForNextPerson } from './checkout-person';
import type { AddressFields } from './delivery-address-fields';

const EMPTY_ADDRESS: AddressFields = { street: '', city: '', zip: '' };

interface CheckoutDraft {
  address: AddressFields;
  keepAddress(address: AddressFields): void;
  forget(): void;
}

export const useCheckoutDraft = create<CheckoutDraft>()((set) => ({
  address: EMPTY_ADDRESS,
  keepAddress: (address) => set({ address }),
  forget: () => set({ address: EMPTY_ADDRESS }),
}));

startOverForNextPerson(() => useCheckoutDraft.getState().forget());
