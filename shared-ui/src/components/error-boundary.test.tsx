import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';

let failing = true;
function Flaky() {
  if (failing) throw new Error('render failed');
  return <p>Screen content</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback when a screen fails, and renders it again on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = jest.fn();
    render(
      <ErrorBoundary
        onRetry={onRetry}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.queryByText('Screen content')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });
});
