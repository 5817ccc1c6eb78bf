/**
 * Async boundary: lets Module Federation negotiate shared singletons before any of them runs.
 * It starts after the next paint: the page's HTML already draws the shop's brand
 * (public/index.html), and that first paint should not wait for the app's code to run. A hidden
 * tab paints nothing, so a timer starts it there.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  import('./bootstrap');
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
