/**
 * The signed-out forms sent twice in one task (a double tap, Enter twice) reach the server once:
 * their submits go through useFormSubmit, whose guard is set before the busy button renders.
 */
import type { User } from '@fireworks/core/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-ui';
import { requestsTo, serve, submitTwiceAtOnce } from 'shared-ui/testing';
import { renderAuthAt } from '../testing/render-auth';

const customer = { _id: 'u1', username: 'casey', email: 'casey@example.com', verified: true, approved: true, admin: false } as User;

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});

describe('a signed-out form sent twice at once', () => {
  it('Log In logs in once', async () => {
    serve({
      'POST /api/login': [200, { token: 'tok', user: customer }],
      'POST /api/getuser': [200, { ...customer, permissions: [] }],
      'GET /api/get-cart': [200, { cart: [] }],
    });
    renderAuthAt('/');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Username', { exact: true }), 'casey');
    await u.type(screen.getByLabelText('Password', { exact: true }), 'Secret-123');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Log In' }));
    // Signed in; the user and cart are read after the login (waited for, so nothing is asked after the test).
    await waitFor(() => expect(requestsTo('GET /api/get-cart')).toHaveLength(1));
    await waitFor(() => expect(requestsTo('POST /api/getuser')).toHaveLength(1));
    expect(useSession.getState().token).toBe('tok');
    expect(requestsTo('POST /api/login')).toHaveLength(1);
  });

  it('Forgot Password sends one reset link', async () => {
    serve({ 'POST /api/password-reset': [200, { message: 'sent' }] });
    renderAuthAt('/');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await u.type(screen.getByLabelText('Email', { exact: true }), 'casey@example.com');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('A password reset link has been sent to your email.')).toBeInTheDocument();
    expect(requestsTo('POST /api/password-reset').map((r) => r.body)).toEqual([{ email: 'casey@example.com' }]);
  });

  it('Set New Password sets it once', async () => {
    serve({ 'POST /api/reset-password': [200, { message: 'Password Changed Successfully!' }] });
    renderAuthAt('/change-password/tok-123');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('New Password'), 'Brand-New-1');
    await u.type(screen.getByLabelText('Confirm New Password'), 'Brand-New-1');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Set New Password' }));
    // On to the login screen, which says so (the reset screen says it too, for a moment, as it leaves).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Set New Password' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByText('Password Changed Successfully!')).toBeInTheDocument();
    expect(requestsTo('POST /api/reset-password')).toHaveLength(1);
  });
});
