/**
 * Where a toast goes so it never covers the control just used (issue 18). Toasts sit bottom-right
 * (spec §2); when the control the person just clicked or typed in lies where the bottom-right stack
 * would be (on a phone that is the whole width: the cart's stepper, an item's add-to-cart button),
 * the toast goes top-right instead, under the top bar.
 */

export type ToastPlacement = 'top' | 'bottom';

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * How much room the toast stack may take: 3 toasts of up to 3 lines, 440 px wide plus margins. On a
 * phone only one toast shows at a time (the shell's toast-limit.ts); the zone stays this size there,
 * so a control near it still sends the toast to the top rather than risk being covered.
 */
export const TOAST_STACK = { height: 240, width: 480, topOffset: 72 } as const;

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** The corner whose toast stack would cover least of the control (bottom when neither does). */
export function toastPlacement(control: Box | null, viewport: { width: number; height: number }): ToastPlacement {
  if (!control) return 'bottom';
  const height = Math.min(TOAST_STACK.height, viewport.height / 2 - 8);
  const left = Math.max(0, viewport.width - TOAST_STACK.width);
  const bottomZone = { top: viewport.height - height, bottom: viewport.height, left, right: viewport.width };
  const topZone = { top: TOAST_STACK.topOffset, bottom: TOAST_STACK.topOffset + height, left, right: viewport.width };
  const underBottom = overlap(control, bottomZone);
  return underBottom > 0 && overlap(control, topZone) < underBottom ? 'top' : 'bottom';
}

let lastControl: { element: Element; box: Box } | null = null;

function remember(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  // The control itself, not the icon or text inside it that took the click.
  const element = target.closest('button, a, input, select, textarea, label, [role="button"]') ?? target;
  const { top, right, bottom, left } = element.getBoundingClientRect();
  lastControl = { element, box: { top, right, bottom, left } };
}

let watching = false;

/** Starts noting the control last used (once per page; useToast() calls it). */
export function watchLastControl(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  for (const type of ['pointerdown', 'keydown', 'focusin']) document.addEventListener(type, remember, { capture: true, passive: true });
}

/** Where the control last used is now (or was, if it has left the page, e.g. a deleted line). */
function lastControlBox(): Box | null {
  if (!lastControl) return null;
  if (!lastControl.element.isConnected) return lastControl.box;
  const { top, right, bottom, left } = lastControl.element.getBoundingClientRect();
  return { top, right, bottom, left };
}

/** The placement for a toast raised now. */
export function placementNow(): ToastPlacement {
  if (typeof window === 'undefined') return 'bottom';
  return toastPlacement(lastControlBox(), { width: window.innerWidth, height: window.innerHeight });
}

/** notistack's options for a toast: its variant, and its corner (right, at the top or bottom). */
export function toastOptions<V extends string>(variant: V, placement: ToastPlacement) {
  return { variant, anchorOrigin: { vertical: placement, horizontal: 'right' as const } };
}
