import { type RefObject, useMemo, useRef } from 'react';

/** The controls of a row, disabled ones too (so a control has the same place in every row). */
const CONTROLS = 'a[href], button, input, select, textarea';

const usable = (control: HTMLElement | undefined) => (control && !control.matches(':disabled') ? control : null);

/**
 * The control at the same place among its row's controls (a list item or a table row) in the next
 * row, else in the nearest row before that has one (and not disabled); null when no other row has it.
 */
function neighbourControl(control: HTMLElement): HTMLElement | null {
  const row = control.closest('li, tr');
  if (!row?.parentElement) return null;
  const rows = Array.from(row.parentElement.children).filter((other) => other.tagName === row.tagName);
  const place = Array.from(row.querySelectorAll<HTMLElement>(CONTROLS)).indexOf(control);
  const at = rows.indexOf(row);
  for (const other of [...rows.slice(at + 1), ...rows.slice(0, at).reverse()]) {
    const same = usable(other.querySelectorAll<HTMLElement>(CONTROLS)[place]);
    if (same) return same;
  }
  return null;
}

/**
 * Where the keyboard goes after a row's delete, which takes the row and the Delete pressed away
 * (the dialog would send it to the page's main region): the same control of the next row, of the
 * row before when it was the last, else `fallback` (the list's Add button, if the list has one).
 * `remember` the Delete pressed (while its row is on the page) and give `returnFocus` to the
 * ConfirmDialog; call `deleted` once the delete went through when the row goes only later (the list
 * is read again): a Delete gone when the dialog closes says so by itself. A delete that did not go
 * through keeps the dialog's default (back to the Delete pressed).
 */
export function useFocusAfterDelete(fallback?: RefObject<HTMLElement | null>) {
  const pressed = useRef<HTMLElement | null>(null);
  const neighbour = useRef<HTMLElement | null>(null);
  const done = useRef(false);
  return useMemo(
    () => ({
      remember(control: HTMLElement) {
        pressed.current = control;
        neighbour.current = neighbourControl(control);
        done.current = false;
      },
      deleted() {
        done.current = true;
      },
      returnFocus(): HTMLElement | null {
        const gone = done.current || (pressed.current !== null && !pressed.current.isConnected);
        done.current = false;
        if (!gone) return null;
        return neighbour.current?.isConnected ? neighbour.current : (fallback?.current ?? null);
      },
    }),
    [fallback],
  );
}
