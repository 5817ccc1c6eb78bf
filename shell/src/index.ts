/**
 * Async boundary: lets Module Federation negotiate shared singletons before any of them runs.
 * It starts once the page's own first paint is on screen: the HTML draws the shop's brand (on the
 * home page its first picture, on an item list its first cards), and that paint should not wait for
 * the app's code to run. The server's first-screen script knows when it is on screen (the browser's
 * paint entries, delivered once a frame is presented, not merely drawn: on a busy machine that is
 * well after the frame's task) and resolves `window.__fwFirstShown` then, after adding the code's
 * preloads. Without that script (no server plan) the app starts once the document is parsed.
 */
declare global {
  interface Window {
    __fwFirstShown?: Promise<void>;
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  import('./bootstrap');
}

const shown = window.__fwFirstShown;
if (shown) {
  shown.then(start, start);
  // The script's own timers end its wait; this one only guards against a script that never settles.
  setTimeout(start, 3000);
} else if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}

export {};
