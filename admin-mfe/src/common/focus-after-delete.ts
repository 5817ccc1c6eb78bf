import { type RefObject, useMemo, useRef } from 'react';

/** What the keyboard can reach in a row. */
const CONTROLS = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The control at the same place among its row's controls (a list item or a table row) in the next
 * row, else in the nearest row before that has one; null when no other row has it.
 */
export function neighbourControl(control: HTMLElement): HTMLElement | null {
  const row = control.closest('li, tr');
  const rows = row?.parentElement ? Array.from(row.parentElement.children).filter((r) => r.tagName === row.tagName) : [];
  if (!row) return null;
  const place = Array.from(row.querySelectorAll<HTMLElement>(CONTROLS)).indexOf(control);
  const at = rows.indexOf(row);
  for (const other of [...rows.slice(at + 1), ...rows.slice(0, at).reverse()]) {
    const same = other.querySelectorAll<HTMLElement>(CONTROLS)[place];
    if (same) return same;
  }
  return null;
}

/**
 * Where the keyboard goes after a row's delete, which takes the row and the Delete pressed away
 * (the dialog would send it to the page's main region): the same control of the next row, of the
 * row before when it was the last, else `fallback` (the list's Add button). `remember` the Delete
 * pressed (while its row is on the page), call `deleted` once the delete went through, and give
 * `returnFocus` to the ConfirmDialog. A delete that did not go through keeps the dialog's default
 * (back to the Delete pressed).
 */
export function useFocusAfterDelete(fallback: RefObject<HTMLElement | null>) {
  const neighbour = useRef<HTMLElement | null>(null);
  const done = useRef(false);
  return useMemo(
    () => ({
      remember(control: HTMLElement) {
        neighbour.current = neighbourControl(control);
        done.current = false;
      },
      deleted() {
        done.current = true;
      },
      returnFocus(): HTMLElement | null {
        if (!done.current) return null;
        done.current = false;
        return neighbour.current?.isConnected ? neighbour.current : fallback.current;
      },
    }),
    [fallback],
  );
}
