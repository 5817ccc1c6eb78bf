/**
 * When a customer may change their own pickup time (docs/decisions/pickup-pass-and-pickup-day.md,
 * "Customers change their own pickup time"): a pickup order not handed over and not complete, until
 * SLOT_CHANGE_CUTOFF_MINUTES before the start of the slot it holds, on the shop's wall clock. An order
 * holding no slot may choose one at any time. The server enforces it; the order page shows the
 * control only while it holds.
 */
import { isBookableSlot } from './stock';

/** The counter prepares a slot's orders ahead: a customer's change closes this long before its start. */
export const SLOT_CHANGE_CUTOFF_MINUTES = 120;

export type SlotChangeRefusal = 'notPickup' | 'alreadyPickedUp' | 'completed' | 'changeClosed';

/** Minutes on the wall clock ('YYYY-MM-DD', 'HH:MM'), for differences between two such moments. */
function wallMinutes(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0) / 60_000;
}

/**
 * Why the customer may not change the order's pickup time now, or null when they may. `now` is the
 * shop's date and time (shopDateTime). A DST change between now and the slot shifts the cut-off by its hour.
 */
export function slotChangeRefusal(
  order: { isPickup: boolean; pickedUpAt: unknown; status: string; pickupSlot: { date: string; start: string } | null },
  now: { date: string; time: string },
): SlotChangeRefusal | null {
  if (!order.isPickup) return 'notPickup';
  if (order.pickedUpAt) return 'alreadyPickedUp';
  if (order.status === 'COMPLETE') return 'completed';
  const slot = order.pickupSlot;
  if (!slot) return null;
  if (!isBookableSlot(slot, now)) return 'changeClosed';
  const left = wallMinutes(slot.date, slot.start) - wallMinutes(now.date, now.time);
  return left >= SLOT_CHANGE_CUTOFF_MINUTES ? null : 'changeClosed';
}
