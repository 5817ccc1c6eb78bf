import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { networkError, raw, serve, TestProviders, testConfig } from 'shared-ui/testing';
import { renderAuthAt } from '../testing/render-auth';
import { AuthScreen } from './auth-screen';

function renderLogin(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/', state }]}>
      <Routes>
        <Route path="/" element={<AuthScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const renderAt = renderAuthAt;

afterEach(() => act(() => setLanguage('en')));

describe('messages already on screen follow the language toggle', () => {
  it("the form's own problem and the failure text switch language in place", async () => {
    const u = userEvent.setup();
    serve({ 'POST /api/login': networkError });
    renderLogin();
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields.'));
    act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Por favor, complete todos los campos.'));
    act(() => setLanguage('en'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields.'));

    await u.type(screen.getByLabelText('Username'), 'casey');
    await u.type(screen.getByLabelText('Password'), 'x');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid username, password, or invite code'));
    act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Usuario, contraseña o código de invitación no válidos'));
  });

  it('a notice handed over by another screen (phone verified) switches too', async () => {
    renderLogin({ notice: 'unused words', noticeKeys: ['auth:verify.verified', 'auth:verify.awaitingApproval'] });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Phone number verified successfully!\nAwaiting approval from admin.'),
    );
    act(() => setLanguage('es'));
    expect(screen.getByRole('status').textContent).toBe(
      '¡Número de teléfono verificado con éxito!\nEsperando la aprobación del administrador.',
    );
  });
});

describe('the phone and reset-link screens: their messages follow the language toggle too', () => {
  beforeEach(() => localStorage.clear());

  it("phone verification: 'code sent', the form's own problem and a failed send switch language in place", async () => {
    const u = userEvent.setup();
    serve({ 'GET /api/config': [200, testConfig()], 'POST /api/verify-phone': [200, { message: 'ok' }] });
    act(() => useSession.getState().setPendingPhone('5551234567'));
    renderAt('/sms-verify');
    expect(await screen.findByText('Verification Code sent successfully!', {}, { timeout: 3000 })).toBeInTheDocument();
    act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('¡Código de verificación enviado con éxito!'));

    act(() => setLanguage('en'));
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('OTP is required.'));
    act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('El código es obligatorio.'));
    expect(screen.getByLabelText('Código SMS')).toHaveAttribute('aria-invalid', 'true');
  });

  it('phone verification: a send that failed without a sentence of the server says so in the language of the moment', async () => {
    serve({ 'GET /api/config': [200, testConfig()], 'POST /api/verify-phone': networkError });
    act(() => useSession.getState().setPendingPhone('5551234567'));
    renderAt('/sms-verify');
    expect(await screen.findByText('Failed to send verification code.', {}, { timeout: 3000 })).toBeInTheDocument();
    act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No se pudo enviar el código de verificación.'));
  });

  it("reset link: 'Passwords must match' and 'An error occurred' switch language in place", async () => {
    const u = userEvent.setup();
    serve({ 'POST /api/reset-password': raw(502, 'Bad Gateway') });
    renderAt('/change-password/tok');
    await u.type(screen.getByLabelText('New Password'), 'Abcdef12');
    await u.type(screen.getByLabelText('Confirm New Password'), 'Abcdef13');
    await u.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Passwords must match'));
    act(() => setLanguage('es'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Las contraseñas deben coincidir'));

    await u.type(screen.getByLabelText('Confirmar contraseña nueva'), '{Backspace}2');
    await u.click(screen.getByRole('button', { name: 'Establecer contraseña nueva' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ocurrió un error'));
    act(() => setLanguage('en'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An error occurred'));
  });
});
