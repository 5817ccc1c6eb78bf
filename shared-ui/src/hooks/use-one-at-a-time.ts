import { useRef } from 'react';

/**
 * Runs an action only when the last one has ended: a double tap on a button or a form submitted
 * twice (before its busy state renders and disables it) sends one request, not two that answer
 * "recorded" twice or "already done". The mark is a ref, set at once, not state seen at the next render.
 */
export function useOneAtATime(): <T>(action: () => Promise<T>) => Promise<T | undefined> {
  const running = useRef(false);
  return async (action) => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await action();
    } finally {
      running.current = false;
    }
  };
}
