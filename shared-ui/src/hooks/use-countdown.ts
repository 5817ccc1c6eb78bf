import { useCallback, useEffect, useState } from 'react';

/** Resend countdowns (spec §9): 45 seconds after a code or e-mail is sent. */
export const RESEND_SECONDS = 45;

/**
 * A countdown that ticks each second: `start()` sets it to `seconds` (or to what is left of a wait
 * that began earlier, e.g. before a reload), `remaining` reaches 0 and stays there. While `remaining > 0` the resend button is disabled and reads 'Resend in Ns'.
 */
export function useCountdown(seconds: number = RESEND_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((n) => Math.max(0, n - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((from: number = seconds) => setRemaining(from), [seconds]);
  return { remaining, running: remaining > 0, start };
}
