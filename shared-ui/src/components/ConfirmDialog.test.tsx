import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n/i18n';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(onCancel = jest.fn()) {
  render(<ConfirmDialog open message="Are you sure you want to clear the cart?" onConfirm={jest.fn()} onCancel={onCancel} />);
  return { yes: screen.getByRole('button', { name: 'Yes' }), no: screen.getByRole('button', { name: 'No' }) };
}

describe('ConfirmDialog', () => {
  it('opens with focus on No, the safe answer', () => {
    const { no } = renderDialog();
    expect(document.activeElement).toBe(no);
  });

  it('keeps Tab on its buttons: from the last to the first and back with Shift+Tab', async () => {
    const user = userEvent.setup();
    const { yes, no } = renderDialog();
    await user.tab();
    expect(document.activeElement).toBe(yes);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(no);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(yes);
  });

  it('cancels on No', async () => {
    const onCancel = jest.fn();
    const { no } = renderDialog(onCancel);
    await userEvent.setup().click(no);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
