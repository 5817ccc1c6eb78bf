import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs` (so typing does not send a request per key):
 * checkout's funds field, the order desk's search box.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
