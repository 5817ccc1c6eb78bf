/**
 * Async boundary: lets Module Federation negotiate shared singletons before any of them runs.
 * It starts once the page's own first paint is on screen: the HTML draws the shop's brand (and on
 * the home page its first picture, preloaded by the server's first-screen script as
 * #fw-first-picture), and that paint should not wait for the app's code to run. A hidden tab
 * paints nothing, so a timer starts it there too.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  import('./bootstrap');
}

function afterNextPaint() {
  requestAnimationFrame(() => setTimeout(start, 0));
}

const picture = document.getElementById('fw-first-picture') as HTMLLinkElement | null;
// A fetch that has finished has its timing entry; its load event may have passed already.
if (picture && document.documentElement.dataset.fwFirst === 'in' && performance.getEntriesByName(picture.href).length === 0) {
  picture.addEventListener('load', afterNextPaint, { once: true });
  picture.addEventListener('error', afterNextPaint, { once: true });
  setTimeout(start, 800);
} else {
  afterNextPaint();
  setTimeout(start, 200);
}
