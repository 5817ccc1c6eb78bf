import { useEffect } from 'react';
import { focusMain } from 'shared-ui';

/**
 * Keeps keyboard focus on the page when the control that had it leaves the page (a closing menu's
 * link, a cart line removed with its last "Remove", a row that no longer matches its filter): the
 * browser would drop focus to <body>, and the next Tab or a screen reader would start again from the
 * top. Focus goes to the main region (#main, tabIndex -1) instead, from where Tab reaches the screen.
 *
 * It watches the page's changes only once something has had focus: until then there is no focus to
 * lose, and the page's first screens are drawn without an observer to notify.
 */
export function useFocusKeeper(): void {
  useEffect(() => {
    let focused: Element | null = null;
    const rescue = () => {
      if (!focused || focused.isConnected) return;
      focused = null;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost) focusMain();
    };
    const observer = new MutationObserver(rescue);
    let observing = false;
    const remember = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
      if (observing) return;
      observer.observe(document.body, { childList: true, subtree: true });
      observing = true;
    };
    document.addEventListener('focusin', remember);
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
    };
  }, []);
}
