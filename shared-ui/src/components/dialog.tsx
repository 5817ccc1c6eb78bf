import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { focusMain } from './focus-main';

/** What Tab can reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last. A modal
 * <dialog> already makes the page behind it inert, but the browser would let Tab leave the page
 * for its own toolbar; keyboard users expect the dialog to keep focus until they close it.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const wrapTo = event.shiftKey ? document.activeElement === first && last : document.activeElement === last && first;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

export interface DialogProps {
  open: boolean;
  /** Escape (the dialog's cancel event): the caller decides what closing means. */
  onCancel(): void;
  /** The dialog's name: the id of its heading or message, or a label. */
  labelledBy?: string;
  label?: string;
  /** Where focus starts (default: the browser's choice, the first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Asked as the dialog closes: where focus goes instead of the control that opened it (after a
   * delete, the next row's control: the opener went with its row). Nothing, or an element no longer
   * on the page, keeps the default.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A modal <dialog>: the page behind is inert, Tab stays inside, Escape calls onCancel, and focus
 * returns to the control that opened it (or where `returnFocus` says), also when the dialog leaves
 * the page while open (to the page's main region, #main, when that control is gone).
 */
export function Dialog({ open, onCancel, labelledBy, label, initialFocus, returnFocus, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest one: the render that closes the dialog may bring it.
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const chosen = returnFocusRef.current?.();
      if (chosen?.isConnected) chosen.focus();
      else if (opener?.isConnected) opener.focus();
      // The answer took the opener away (a deleted row): keep focus on the page, where the user
      // was, rather than let it fall to <body> and a screen reader back to the top.
      else focusMain();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={className ? `fw-dialog ${className}` : 'fw-dialog'}
      aria-labelledby={labelledBy}
      aria-label={label}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
