/**
 * The toasts' code (notistack and the shop's toast) is not needed to show the first screen, so it
 * is fetched once that screen is on the page (firstScreenShown), when a toast is raised before,
 * or a few seconds after start at the latest. Toasts raised meanwhile wait in shared-ui's queue.
 * The live region they appear in is in the page from the start.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadMessages, setToastLoader } from 'shared-ui';
import { toastRegion } from './toast-region';

const Toasts = lazy(() => import('./toasts'));

/** At the latest this long after start, the toasts' code is fetched anyway. */
const LATEST_MS = 3000;

let shown = false;
let onShown: (() => void) | null = null;

/** Called when the first screen has rendered: the toasts' code follows it. */
export function firstScreenShown(): void {
  shown = true;
  onShown?.();
}

export function DeferredToasts() {
  const [load, setLoad] = useState(shown);
  useEffect(() => {
    toastRegion();
    // The rest of the texts follow the first screen as well (other screens would wait for them).
    const start = () => {
      setLoad(true);
      void loadMessages();
    };
    // After the screen is painted and the browser is idle, never in the same task as its render.
    onShown = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 1000 }) : window.setTimeout(start, 100));
    const undoLoader = setToastLoader(start);
    const timer = window.setTimeout(start, LATEST_MS);
    return () => {
      onShown = null;
      undoLoader();
      window.clearTimeout(timer);
    };
  }, []);
  return load ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
