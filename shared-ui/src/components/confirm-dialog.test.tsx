import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onCancel = jest.fn()) {
  render(<ConfirmDialog open message="Are you sure you want to clear the cart?" onConfirm={jest.fn()} onCancel={onCancel} />);
  return { yes: screen.getByRole('button', { name: 'Yes' }), no: screen.getByRole('button', { name: 'No' }) };
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

  it('cancels on No', async () => {
    const onCancel = jest.fn();
    const { no } = renderDialog(onCancel);
    await userEvent.setup().click(no);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
