export const TOAST_REGION_ID = 'shop-toasts';

/**
 * The polite live region toasts are rendered into, created once per page before any toast (a live
 * region inserted together with its text is often not read). Free of notistack, so the page has it
 * from the start while the toasts' code comes after the first screen.
 */
export function toastRegion(): HTMLElement {
  let region = document.getElementById(TOAST_REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = TOAST_REGION_ID;
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-relevant', 'additions text');
    document.body.appendChild(region);
  }
  return region;
}
