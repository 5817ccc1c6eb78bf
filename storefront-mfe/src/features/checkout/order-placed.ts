/**
 * The order just placed (issue 40 item 1), kept from Create Order until the customer dismisses
 * its confirmation panel: it survives the spec's redirect to the assortments and a reload of the
 * tab (sessionStorage), and is forgotten when the session ends.
 */
import type { CreateOrderAnswer, PickupSlotRef } from '@fireworks/core/contract';
import type { DeliveryAddress } from '@fireworks/core/rules';
import { useSession } from 'shared-ui';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface PlacedOrder {
  answer: CreateOrderAnswer;
  isPickup: boolean;
  /** The slot the customer chose (none when the server chose one: its `message` says which). */
  slot: PickupSlotRef | null;
  /** The address a delivery order goes to, as sent (the server kept it tidied the same way). */
  deliveryAddress?: DeliveryAddress | null;
}

interface OrderPlacedState {
  placed: PlacedOrder | null;
  show(placed: PlacedOrder): void;
  dismiss(): void;
}

export const useOrderPlaced = create<OrderPlacedState>()(
  persist(
    (set) => ({
      placed: null,
      show: (placed) => set({ placed }),
      dismiss: () => set({ placed: null }),
    }),
    { name: 'fireworks-order-placed', storage: createJSONStorage(() => sessionStorage) },
  ),
);

// The next person in this tab does not see the last customer's order.
useSession.subscribe((state, previous) => {
  if (state.token !== null || previous.token === null) return;
  useOrderPlaced.setState({ placed: null });
  void useOrderPlaced.persist.clearStorage();
});
