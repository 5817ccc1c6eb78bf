import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { Button } from './button';

/**
 * The HTML focus fixup rule, as Chromium applies it and jsdom does not: a focused element that
 * stops being focusable (a button given `disabled`) loses the focus to <body>.
 */
function followFocusFixupRule(): () => void {
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && focused.disabled) focused.blur();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => observer.disconnect();
}

let stopFixup: () => void;
beforeEach(() => {
  stopFixup = followFocusFixupRule();
});
afterEach(() => stopFixup());

/** A form whose Save is busy until the test finishes the work it started. */
function SaveForm({ onSubmit }: { onSubmit(): void }) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setBusy(true);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" />
      <Button type="submit" loading={busy}>
        Save
      </Button>
      <button type="button" onClick={() => setBusy(false)}>
        Finish
      </button>
    </form>
  );
}

describe('Button', () => {
  it('keeps the focus through a submit: busy and unavailable to assistive technology, never activated twice', async () => {
    const u = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SaveForm onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });

    await u.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');

    // While busy: neither a click, nor Enter or Space on it, nor Enter in a field submits again.
    await u.click(save);
    await u.keyboard('{Enter}');
    await u.keyboard(' ');
    await u.click(screen.getByLabelText('Name'));
    await u.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await u.click(save);
    expect(save).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Finish' }).click());
    expect(save).not.toHaveAttribute('aria-busy');
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(save).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while loading and calls onClick otherwise', async () => {
    const u = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Resend
      </Button>,
    );
    await u.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Resend</Button>);
    await u.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a button disabled on purpose (not busy) is disabled', () => {
    render(
      <Button disabled loading>
        Resend in 45s
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Resend in 45s' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
