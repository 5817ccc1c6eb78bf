import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, TOAST_DURATION_MS, useToast } from 'shared-ui';
import { TOAST_REGION_ID, ToastProvider } from './toasts';

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
  it('appear inside a polite live region that is in the page before any toast', async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    const region = document.getElementById(TOAST_REGION_ID) as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const toasts = await screen.findAllByTestId('toast');
    expect(toasts.map((toast) => region.contains(toast))).toEqual([true, true]);
    expect(region).toHaveTextContent('Subscription successful!');
    expect(region).toHaveTextContent('Failed to save subscription');
    // The toasts are not live regions of their own, so nothing is read twice.
    for (const toast of toasts) expect(toast).not.toHaveAttribute('role');
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
      expect(await screen.findByText('Subscription successful!', { selector: 'p' })).toBeInTheDocument();
      advance(TOAST_DURATION_MS - 1000);
      expect(screen.getByText('Subscription successful!', { selector: 'p' })).toBeInTheDocument();
      advance(2000);
      expect(screen.queryByText('Subscription successful!', { selector: 'p' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'fail' }));
      await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
      advance(1000);
      expect(screen.queryByText('Failed to save subscription', { selector: 'p' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  describe('on a phone (768 px wide or less)', () => {
    const { matchMedia } = window;
    beforeEach(() => {
      // jsdom has no media queries: this one answers as a 375 px phone would.
      window.matchMedia = ((query: string) => ({
        matches: query === '(max-width: 768px)',
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterEach(async () => {
      window.matchMedia = matchMedia;
      await act(() => setLanguage('en'));
    });

    it('shows one toast at a time: the newest replaces the one before, so no stack covers the screen', async () => {
      render(
        <ToastProvider>
          <Buttons />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'ok' }));
      expect(await screen.findByText('Subscription successful!', { selector: 'p' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'fail' }));
      expect(await screen.findByText('Failed to save subscription', { selector: 'p' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Subscription successful!', { selector: 'p' })).not.toBeInTheDocument());
      expect(screen.getAllByTestId('toast')).toHaveLength(1);
    });

    it("gives the toast a close button named in the shopper's language", async () => {
      await act(() => setLanguage('es'));
      render(
        <ToastProvider>
          <Buttons />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'ok' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
      await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
    });
  });
});
