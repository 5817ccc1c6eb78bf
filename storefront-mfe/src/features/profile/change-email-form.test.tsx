import type { User } from '@fireworks/core/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-ui';
import { requestsTo, serve, TestProviders } from 'shared-ui/testing';
import { ChangeEmailForm } from './change-email-form';

beforeEach(() => {
  useSession.getState().signIn('tok', { _id: 'u1', username: 'casey', email: 'casey@example.com', admin: false } as User);
});

describe('ChangeEmailForm', () => {
  it('sends one code when Send Verification Code is tapped twice before it renders busy (a double tap)', async () => {
    serve({ 'POST /api/send-verification-email': [200, { message: 'Verification code sent. Check your email.' }] });
    render(<ChangeEmailForm onDone={() => {}} onCancel={() => {}} />, { wrapper: TestProviders });
    await userEvent.type(screen.getByLabelText('New Email'), 'new@example.com');
    const send = screen.getByRole('button', { name: 'Send Verification Code' });
    // Two clicks in one task, as a double tap can: React renders no busy state between them.
    act(() => {
      send.click();
      send.click();
    });
    expect(await screen.findByText('Verification code sent. Check your email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
    expect(requestsTo('POST /api/send-verification-email').map((r) => r.body)).toEqual([{ newEmail: 'new@example.com' }]);
  });
});
