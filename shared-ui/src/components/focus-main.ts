/**
 * Puts keyboard focus on the page's main region (#main, tabIndex -1) without scrolling: where focus
 * goes when the control that had it leaves the page, instead of <body>, from where the next Tab or a
 * screen reader would start again at the top.
 */
export function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}
