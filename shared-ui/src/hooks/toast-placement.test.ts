import { TOAST_STACK, toastPlacement } from './toast-placement';

const phone = { width: 375, height: 667 };
const desktop = { width: 1440, height: 900 };
const box = (top: number, left: number, width: number, height: number) => ({ top, left, right: left + width, bottom: top + height });

describe('toastPlacement', () => {
  it('keeps toasts bottom-right when nothing was used, or the control is far from that corner', () => {
    expect(toastPlacement(null, phone)).toBe('bottom');
    expect(toastPlacement(box(120, 16, 160, 44), phone)).toBe('bottom');
    // On a wide screen a button on the left, even at the bottom, is not under the stack.
    expect(toastPlacement(box(820, 40, 200, 44), desktop)).toBe('bottom');
  });

  it('moves the toast to the top when the control just used is where the bottom stack would be', () => {
    // The cart's stepper near the bottom of a phone screen (the stack is full-width there).
    expect(toastPlacement(box(600, 16, 120, 44), phone)).toBe('top');
    expect(toastPlacement(box(phone.height - 44, 200, 150, 44), phone)).toBe('top');
    expect(toastPlacement(box(840, 1200, 200, 44), desktop)).toBe('top');
  });

  it('never puts the stack on a control at the top either: the top zone starts under the top bar', () => {
    const underBar = box(TOAST_STACK.topOffset + 10, 16, 120, 44);
    expect(toastPlacement(underBar, phone)).toBe('bottom');
  });
});
