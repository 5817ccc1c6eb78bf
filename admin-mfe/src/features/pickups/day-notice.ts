import type { Order } from '@fireworks/core/contract';
import { isUpcomingSlot, shopDateTime } from '@fireworks/core/rules';

/** Booked for another day, or its pickup time over; null when the order is the day's to hand over. */
export type DayNotice = 'otherDay' | 'slotPassed' | null;

/**
 * Whether the order found is not the day's to hand over: booked for a later day, or its pickup time
 * over (an earlier day, or today's slot ended on the shop's clock). The counter is warned, not stopped.
 */
export function dayNotice(slot: Order['pickupSlot'], today: string | undefined, timeZone: string | undefined): DayNotice {
  if (!slot || !today) return null;
  if (slot.date > today) return 'otherDay';
  if (slot.date < today) return 'slotPassed';
  // Today's slot: the device's clock in the shop's zone, when its day is the server's (a wrong clock says nothing).
  const now = timeZone ? shopDateTime(new Date(), timeZone) : null;
  return now && now.date === today && !isUpcomingSlot(slot, now) ? 'slotPassed' : null;
}
