import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFocusKeeper } from './focus-keeper';

/** A list whose rows leave the page when their button is pressed, as a cart line's last "Remove" does. */
function Lines() {
  useFocusKeeper();
  const [lines, setLines] = useState(['Comet', 'Mine']);
  return (
    <main id="main" tabIndex={-1}>
      <input aria-label="Search" />
      {lines.map((line) => (
        <button key={line} type="button" onClick={() => setLines(lines.filter((other) => other !== line))}>
          {`Remove ${line}`}
        </button>
      ))}
    </main>
  );
}

describe('useFocusKeeper', () => {
  it('moves focus to the main region when the focused control leaves the page', async () => {
    render(<Lines />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Comet' }));
    expect(screen.queryByRole('button', { name: 'Remove Comet' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone when a control that did not have it leaves', async () => {
    render(<Lines />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    // A click without focus (as a row leaving by itself, e.g. after a refetch).
    fireEvent.click(screen.getByRole('button', { name: 'Remove Comet' }));
    expect(screen.queryByRole('button', { name: 'Remove Comet' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
