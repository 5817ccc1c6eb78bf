/**
 * Choices the cart hands to the checkout screen: pickup at the store and the order type
 * ('Complete Purchase', spec §2). Kept for the browser tab (sessionStorage) so a reload of
 * /checkout keeps them; the server stores them only with the order.
 */

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { startOverForNextPerson } from './checkout-person';

export const COMPLETE_PURCHASE = 'Complete Purchase';

interface CheckoutOptions {
  isPickup: boolean;
  orderType: string;
  setPickup(isPickup: boolean): void;
  setOrderType(orderType: string): void;
}

export const useCheckoutOptions = create<CheckoutOptions>()(
  persist(
    (set) => ({
      isPickup: false,
      orderType: COMPLETE_PURCHASE,
      setPickup: (isPickup) => set({ isPickup }),
      setOrderType: (orderType) => set({ orderType }),
    }),
    { name: 'fireworks-checkout', storage: createJSONStorage(() => sessionStorage) },
  ),
);

// The next person in this tab starts from the defaults (shared-ui has already cleared the tab's copy
// at the sign-out); a session that ended by itself keeps the choices for the same person.
startOverForNextPerson(() => {
  useCheckoutOptions.setState({ isPickup: false, orderType: COMPLETE_PURCHASE });
  void useCheckoutOptions.persist.clearStorage();
});
