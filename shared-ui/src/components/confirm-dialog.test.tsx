import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import '../i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onCancel = jest.fn()) {
  render(<ConfirmDialog open message="Are you sure you want to clear the cart?" onConfirm={jest.fn()} onCancel={onCancel} />);
  return { yes: screen.getByRole('button', { name: 'Yes' }), no: screen.getByRole('button', { name: 'No' }) };
}

/** A list whose rows are deleted after a Yes, as the cart, the catalogue and the admin lists do. */
function List({ returnTo }: { returnTo?: string }) {
  const [rows, setRows] = useState(['Comet', 'Mine']);
  const [asking, setAsking] = useState<string | null>(null);
  const returnFocus = returnTo ? () => screen.queryByRole('button', { name: returnTo }) : undefined;
  return (
    <main id="main" tabIndex={-1}>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <button type="button" onClick={() => setAsking(row)}>{`Delete ${row}`}</button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        message={`Delete ${asking}?`}
        onConfirm={() => {
          setRows(rows.filter((row) => row !== asking));
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
        returnFocus={returnFocus}
      />
    </main>
  );
}

describe('ConfirmDialog', () => {
  it('opens with focus on No, the safe answer', () => {
    const { no } = renderDialog();
    expect(no).toHaveFocus();
  });

  it('keeps Tab on its buttons: from the last to the first and back with Shift+Tab', async () => {
    const user = userEvent.setup();
    const { yes, no } = renderDialog();
    await user.tab();
    expect(yes).toHaveFocus();
    await user.tab({ shift: true });
    expect(no).toHaveFocus();
    await user.tab({ shift: true });
    expect(yes).toHaveFocus();
  });

  it('confirms once when Yes is tapped twice before it renders busy, and again once the answer is in', async () => {
    let answer = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<ConfirmDialog open message="Delete the rule?" onConfirm={onConfirm} onCancel={jest.fn()} />);
    const yes = screen.getByRole('button', { name: 'Yes' });
    // Both taps in one task: the caller's busy state has not rendered between them.
    act(() => {
      fireEvent.click(yes);
      fireEvent.click(yes);
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    await userEvent.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cancels on No', async () => {
    const onCancel = jest.fn();
    const { no } = renderDialog(onCancel);
    await userEvent.setup().click(no);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  describe('where focus goes when it closes', () => {
    it('back to the button that opened it on No', async () => {
      const user = userEvent.setup();
      render(<List />);
      await user.click(screen.getByRole('button', { name: 'Delete Comet' }));
      await user.click(screen.getByRole('button', { name: 'No' }));
      expect(screen.getByRole('button', { name: 'Delete Comet' })).toHaveFocus();
    });

    it('to the main region when Yes took that button away, not to nowhere', async () => {
      const user = userEvent.setup();
      render(<List />);
      await user.click(screen.getByRole('button', { name: 'Delete Comet' }));
      await user.click(screen.getByRole('button', { name: 'Yes' }));
      expect(screen.queryByRole('button', { name: 'Delete Comet' })).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveFocus();
    });

    it('where returnFocus says (the next row), else as without it when that is gone', async () => {
      const user = userEvent.setup();
      const { unmount } = render(<List returnTo="Delete Mine" />);
      await user.click(screen.getByRole('button', { name: 'Delete Comet' }));
      await user.click(screen.getByRole('button', { name: 'Yes' }));
      expect(screen.getByRole('button', { name: 'Delete Mine' })).toHaveFocus();
      unmount();

      render(<List returnTo="Delete Nothing" />);
      await user.click(screen.getByRole('button', { name: 'Delete Comet' }));
      await user.click(screen.getByRole('button', { name: 'No' }));
      expect(screen.getByRole('button', { name: 'Delete Comet' })).toHaveFocus();
    });
  });
});
