import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { networkError, serve, TestProviders } from 'shared-ui/testing';
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
