import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type Routes as ApiAnswers, raw, requests, requestsTo, serve, TestProviders } from 'shared-ui/testing';
import { ChangePasswordScreen } from './change-password-screen';

function LoginStub() {
  const state = useLocation().state as { notice?: string; mode?: string } | null;
  return (
    <p>
      login screen {state?.notice} {state?.mode}
    </p>
  );
}

function renderAt(routes: ApiAnswers) {
  serve(routes);
  render(
    <MemoryRouter initialEntries={['/change-password/tok-123']}>
      <Routes>
        <Route path="/" element={<LoginStub />} />
        <Route path="/change-password/:token" element={<ChangePasswordScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

async function fill(newPassword: string, confirm: string) {
  const u = userEvent.setup();
  await u.clear(screen.getByLabelText('New Password'));
  await u.clear(screen.getByLabelText('Confirm New Password'));
  if (newPassword) await u.type(screen.getByLabelText('New Password'), newPassword);
  if (confirm) await u.type(screen.getByLabelText('Confirm New Password'), confirm);
  await u.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('/change-password/:token', () => {
  it('needs both fields to match, then sets the password and goes to / saying so', async () => {
    renderAt({ 'POST /api/reset-password': [200, { message: 'Password Changed Successfully!' }] });
    await fill('Brand-New-1', '');
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields.');
    await fill('Brand-New-1', 'Brand-New-2');
    expect(screen.getByRole('alert').textContent).toBe('Passwords must match');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
    await fill('Brand-New-1', 'Brand-New-1');
    expect(await screen.findByText(/login screen/)).toHaveTextContent('Password Changed Successfully!');
    expect(requestsTo('POST /api/reset-password')[0]?.body).toEqual({ token: 'tok-123', newPassword: 'Brand-New-1' });
  });

  it.each([
    [[400, { error: 'Invalid token' }] as const, 'Invalid token'],
    [raw(500, '{}'), 'An error occurred'],
  ])('shows the failure in red', async (answer, text) => {
    renderAt({ 'POST /api/reset-password': answer });
    await fill('Brand-New-1', 'Brand-New-1');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('a used link offers to send a new one (the Forgot Password form); other failures do not', async () => {
    renderAt({ 'POST /api/reset-password': [400, { error: 'Invalid token' }] });
    await fill('Brand-New-1', 'Brand-New-1');
    await userEvent.click(await screen.findByRole('link', { name: 'Send me a new link' }));
    expect(screen.getByText(/login screen/)).toHaveTextContent('forgotPassword');
  });

  it('a used or expired link moves focus to the way to a new one', async () => {
    renderAt({ 'POST /api/reset-password': [400, { error: 'Invalid token' }] });
    await fill('Brand-New-1', 'Brand-New-1');
    expect(await screen.findByRole('link', { name: 'Send me a new link' })).toHaveFocus();
  });

  it.each([
    'Password must be at least 8 characters.',
    'This password is too common or too easy to guess. Choose another one.',
    'The password must not be your username or email address.',
  ])('a password the server refuses (%s) marks the new password and moves focus to it', async (error) => {
    renderAt({ 'POST /api/reset-password': [400, { error }] });
    await fill('Brand-New-1', 'Brand-New-1');
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(error);
    expect(screen.queryByRole('link', { name: 'Send me a new link' })).not.toBeInTheDocument();
  });

  it('offers no new link when the server failed', async () => {
    renderAt({ 'POST /api/reset-password': raw(500, '{}') });
    await fill('Brand-New-1', 'Brand-New-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.queryByRole('link', { name: 'Send me a new link' })).not.toBeInTheDocument();
  });
});
