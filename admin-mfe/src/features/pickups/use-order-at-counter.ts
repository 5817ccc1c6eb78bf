import type { Order } from '@fireworks/core/contract';
import { useRef, useState } from 'react';
import type { usePickupDay } from './api';

/**
 * The order open at the counter (found by its pass or opened from the day's list), and where the
 * keyboard goes when it closes.
 */
export function useOrderAtCounter(day: ReturnType<typeof usePickupDay>) {
  const [selected, setSelected] = useState<Order | null>(null);
  // The order opens above the list (on a phone, out of sight): the panel takes the keyboard, and
  // closing it gives the keyboard back to what opened it (the list's Open button, the pass field).
  const opener = useRef<HTMLElement | null>(null);
  const codeField = useRef<HTMLInputElement | null>(null);
  const open = (order: Order) => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setSelected(order);
  };
  // The list may be minutes old (a payment, a void or a handover by another clerk since): opening an
  // order from it reads the day again, and the order shows as it is now, unless the clerk has
  // already acted on it (that answer is newer).
  const openFromList = (order: Order) => {
    open(order);
    void day.refetch().then((read) => {
      const now = read.data?.slots.flatMap((slot) => slot.orders).find((found) => found._id === order._id);
      if (now) setSelected((shown) => (shown === order ? now : shown));
    });
  };
  const close = () => {
    const back = opener.current?.isConnected ? opener.current : codeField.current;
    back?.focus();
    setSelected(null);
  };
  // A refused pass code: no order stays open (the keyboard stays at the pass, where it is).
  const clear = () => setSelected(null);
  // A late answer for an order closed meanwhile never takes the place of the one now open
  // (its "Mark picked up" would quietly become the earlier order's).
  const update = (changed: Order) => setSelected((now) => (now?._id === changed._id ? changed : now));
  return { selected, open, openFromList, close, clear, update, codeField };
}
