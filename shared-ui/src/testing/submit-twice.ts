import { act } from '@testing-library/react';

/**
 * Submits the form holding `inside` twice in one task, as a double tap or Enter pressed twice can:
 * React renders no busy state between the two, so only a guard set at once stops the second.
 */
export function submitTwiceAtOnce(inside: HTMLElement): void {
  const form = inside.closest('form');
  if (!form) throw new Error('submitTwiceAtOnce: the element is in no form');
  act(() => {
    form.requestSubmit();
    form.requestSubmit();
  });
}
