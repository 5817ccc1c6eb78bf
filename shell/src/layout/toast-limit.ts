/**
 * How many toasts may show at once. On a phone (the shop's mobile breakpoint, spec §9) a stack of
 * toasts spans the screen's width and covers the controls under it (the pickup list's Open buttons)
 * for 5 s, so there the newest toast replaces the one before; a wider screen keeps a stack of 3.
 */
import { useEffect, useState } from 'react';

export const PHONE_QUERY = '(max-width: 768px)';
export const MAX_TOASTS = { phone: 1, wide: 3 } as const;

function onPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/** The toast limit for the screen as it is now, following a rotation or a resized window. */
export function useToastLimit(): number {
  const [phone, setPhone] = useState(onPhone);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE_QUERY);
    const follow = () => setPhone(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return phone ? MAX_TOASTS.phone : MAX_TOASTS.wide;
}
