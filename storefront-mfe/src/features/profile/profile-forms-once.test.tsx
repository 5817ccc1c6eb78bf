/** The profile's account calls reach the server once for a double tap, or Enter pressed twice. */
import type { User } from '@fireworks/core/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-ui';
import { requestsTo, serve, submitTwiceAtOnce, TestProviders } from 'shared-ui/testing';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

beforeEach(() => {
  useSession.getState().signIn('tok', { _id: 'u1', username: 'casey', email: 'casey@example.com', admin: false } as User);
});

describe('the profile forms', () => {
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
    expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(requestsTo('POST /api/send-verification-email').map((r) => r.body)).toEqual([{ newEmail: 'new@example.com' }]);
  });

  it('changes the e-mail once when Confirm Email Change is sent twice at once', async () => {
    serve({
      'POST /api/change-email': [
        200,
        { message: 'Email Changed Successfully', user: { _id: 'u1', username: 'casey', email: 'new@example.com' } as User },
      ],
    });
    const done = jest.fn();
    render(<ChangeEmailForm onDone={done} onCancel={() => {}} />, { wrapper: TestProviders });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('New Email'), 'new@example.com');
    await u.type(screen.getByLabelText('Verification Code'), '123456');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Confirm Email Change' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(useSession.getState().user?.email).toBe('new@example.com');
    expect(requestsTo('POST /api/change-email')).toHaveLength(1);
  });

  it('changes the password once when Change Password is sent twice at once', async () => {
    serve({ 'POST /api/change-password': [200, { message: 'Password changed successfully.', token: 'renewed' }] });
    render(<ChangePasswordForm onCancel={() => {}} />, { wrapper: TestProviders });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Current Password'), 'old');
    await u.type(screen.getByLabelText('New Password'), 'Brand-New-1');
    await u.type(screen.getByLabelText('Confirm New Password'), 'Brand-New-1');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(useSession.getState().token).toBe('renewed');
    expect(requestsTo('POST /api/change-password')).toHaveLength(1);
  });
});
