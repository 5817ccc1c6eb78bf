import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS, useToast } from 'shared-ui';
import { ToastProvider } from './Toasts';

/** Timers a quarter second at a time, so each step of notistack's exit transition gets to render. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 250) {
    act(() => {
      jest.advanceTimersByTime(Math.min(250, left));
    });
  }
}

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Subscription successful!')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('Failed to save subscription')}>
        fail
      </button>
    </>
  );
}

describe('toasts', () => {
  it('are announced through live regions that exist before any toast', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    const polite = screen.getByTestId('toast-live-polite');
    const assertive = screen.getByTestId('toast-live-assertive');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('role')).toBe('alert');
    expect(polite.textContent).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(polite.textContent).toBe('Subscription successful!');
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(assertive.textContent).toBe('Failed to save subscription');
    // The visible toasts are not live regions themselves, so nothing is read twice.
    const toasts = await screen.findAllByTestId('toast');
    expect(toasts.map((toast) => toast.getAttribute('role'))).toEqual([null, null]);
  });

  it('can be dismissed, and close on their own after 5 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      render(
        <ToastProvider>
          <Buttons />
        </ToastProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'ok' }));
      expect(await screen.findByText('Subscription successful!', { selector: 'p' })).toBeTruthy();
      advance(TOAST_DURATION_MS - 1000);
      expect(screen.getByText('Subscription successful!', { selector: 'p' })).toBeTruthy();
      advance(2000);
      expect(screen.queryByText('Subscription successful!', { selector: 'p' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'fail' }));
      await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
      advance(1000);
      expect(screen.queryByText('Failed to save subscription', { selector: 'p' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
