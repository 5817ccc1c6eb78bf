import type { User } from '@fireworks/core/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { type Routes as ApiAnswers, networkError, raw, requestsTo, serve, TestProviders } from 'shared-ui/testing';
import ProfileScreen from './profile-screen';

const casey: User = {
  _id: 'u1',
  username: 'casey',
  firstname: 'Casey',
  lastname: 'Jones',
  email: 'casey@example.com',
  phonenumber: '5551234567',
  verified: true,
  approved: true,
  admin: false,
  funds: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderProfile(routes: ApiAnswers = {}) {
  serve(routes);
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/" element={<p>login screen</p>} />
        <Route path="/profile" element={<ProfileScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const alertText = () => screen.getByRole('alert').textContent;

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn('tok', casey);
});

describe('profile', () => {
  it('shows the details and one view at a time; Cancel returns to them', async () => {
    const u = userEvent.setup();
    renderProfile();
    expect(screen.getByText('casey')).toBeInTheDocument();
    expect(screen.getByTestId('profile-email')).toHaveTextContent(/^casey@example\.com$/);
    expect(screen.getByText('5551234567')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Change Email' }));
    // The view that replaces the pressed button starts at its first field; Cancel returns focus to that button.
    expect(screen.getByLabelText('New Email')).toHaveFocus();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-email')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Change Email' })).toHaveFocus();
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('profile-email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it('e-mail change: a code to the new address with a 45 s resend countdown; a refused change stays in the view; success returns with a toast', async () => {
    const u = userEvent.setup();
    let tries = 0;
    renderProfile({
      'POST /api/send-verification-email': [200, { message: 'Verification code sent. Check your email.' }],
      'POST /api/change-email': () =>
        ++tries === 1
          ? [400, { error: 'Verification Code not correct. Try Again.' }]
          : [200, { message: 'Email Changed Successfully', user: { ...casey, email: 'new@example.com' } }],
    });
    await u.click(screen.getByRole('button', { name: 'Change Email' }));
    await u.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    expect(alertText()).toBe('Please fill in all fields.');
    expect(screen.getByLabelText('New Email')).toHaveAttribute('aria-invalid', 'true');
    await u.type(screen.getByLabelText('New Email'), 'new@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Verification code sent. Check your email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
    expect(requestsTo('POST /api/send-verification-email')[0]?.body).toEqual({ newEmail: 'new@example.com' });

    await u.type(screen.getByLabelText('Verification Code'), '000000');
    await u.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Verification Code not correct. Try Again.');
    expect(screen.getByLabelText('New Email')).toBeInTheDocument();
    expect(screen.queryByText('Email Changed Successfully')).not.toBeInTheDocument();

    await u.clear(screen.getByLabelText('Verification Code'));
    await u.type(screen.getByLabelText('Verification Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    expect(await screen.findByText('Email Changed Successfully')).toBeInTheDocument();
    expect(screen.getByTestId('profile-email')).toHaveTextContent(/^new@example\.com$/);
    expect(useSession.getState().user?.email).toBe('new@example.com');
  });

  it('e-mail change proven by the current address only: the new address gets its own code, and the view stays until it is entered', async () => {
    const u = userEvent.setup();
    let tries = 0;
    renderProfile({
      'POST /api/send-verification-email': [200, { message: 'Verification code sent. Check your email.' }],
      'POST /api/change-email': () =>
        ++tries === 1
          ? [
              200,
              {
                message: 'Almost done: a code was sent to new@example.com. Enter it here to finish the change.',
                user: casey,
                pending: true,
              },
            ]
          : [200, { message: 'Email Changed Successfully', user: { ...casey, email: 'new@example.com' } }],
    });
    await u.click(screen.getByRole('button', { name: 'Change Email' }));
    await u.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Verification code sent. Check your email.')).toBeInTheDocument();
    expect(requestsTo('POST /api/send-verification-email')[0]?.body).toBeUndefined();
    await u.type(screen.getByLabelText('New Email'), 'new@example.com');
    await u.type(screen.getByLabelText('Verification Code'), '111111');
    await u.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    expect(await screen.findByText(/^Almost done: a code was sent to new@example\.com/)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toHaveValue('');
    expect(useSession.getState().user?.email).toBe('casey@example.com');

    await u.type(screen.getByLabelText('Verification Code'), '222222');
    await u.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    expect(await screen.findByText('Email Changed Successfully')).toBeInTheDocument();
    expect(requestsTo('POST /api/change-email')[1]?.body).toEqual({ newEmail: 'new@example.com', code: '222222' });
    expect(useSession.getState().user?.email).toBe('new@example.com');
  });

  it('a code sent takes the focus to the Verification Code field (the button pressed is waiting out its countdown)', async () => {
    const u = userEvent.setup();
    renderProfile({ 'POST /api/send-verification-email': [200, { message: 'Verification code sent. Check your email.' }] });
    await u.click(screen.getByRole('button', { name: 'Change Email' }));
    await u.type(screen.getByLabelText('New Email'), 'new@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Verification code sent. Check your email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
    expect(screen.getByLabelText('Verification Code')).toHaveFocus();
  });

  it('a refused address or code is marked at its field, which gets the focus (a code selected, so the next one typed replaces it)', async () => {
    const u = userEvent.setup();
    const refusals = [
      'Verification Code not correct. Try Again.',
      'The verification code has expired. Please request a new one.',
      'Too many wrong tries. Please request a new code.',
    ];
    let tries = 0;
    renderProfile({
      'POST /api/send-verification-email': (request) =>
        request.body?.newEmail === 'new@example'
          ? [400, { error: 'Invalid Email Address' }]
          : [200, { message: 'Verification code sent. Check your email.' }],
      'POST /api/change-email': () => [400, { error: refusals[tries++] ?? 'This email address cannot be used.' }],
    });
    await u.click(screen.getByRole('button', { name: 'Change Email' }));
    const email = screen.getByLabelText('New Email') as HTMLInputElement;
    const code = screen.getByLabelText('Verification Code') as HTMLInputElement;
    const markedAndFocused = async (field: HTMLInputElement, error: string) => {
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toBe(error));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(error);
      expect(field).toHaveFocus();
    };

    // No format rule on the client (spec §5): the server's refusal of the address, at the address.
    await u.type(email, 'new@example');
    await u.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await markedAndFocused(email, 'Invalid Email Address');
    expect(code).not.toHaveAttribute('aria-invalid');

    await u.type(email, '.com');
    await u.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Verification code sent. Check your email.')).toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    await u.type(code, '000000');
    for (const refusal of refusals) {
      await u.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
      await markedAndFocused(code, refusal);
      expect([code.selectionStart, code.selectionEnd]).toEqual([0, 6]);
      expect(email).toHaveValue('new@example.com');
    }
    // Typed over the selection: the next code replaces the refused one.
    await u.keyboard('123456');
    expect(code).toHaveValue('123456');

    await u.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    await markedAndFocused(email, 'This email address cannot be used.');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it("a failed code send shows the server's message, or 'error sending verification email'", async () => {
    const u = userEvent.setup();
    renderProfile({ 'POST /api/send-verification-email': raw(500, '{}') });
    await u.click(screen.getByRole('button', { name: 'Change Email' }));
    await u.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('error sending verification email');
  });

  it('password change: checks the fields, keeps the view, shows success, clears the fields and keeps the renewed token', async () => {
    const u = userEvent.setup();
    let tries = 0;
    renderProfile({
      'POST /api/change-password': () =>
        ++tries === 1
          ? [400, { error: 'Current Password not correct.' }]
          : [200, { message: 'Password changed successfully.', token: 'renewed' }],
    });
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    const fill = async (current: string, next: string, confirm: string) => {
      for (const [label, value] of [
        ['Current Password', current],
        ['New Password', next],
        ['Confirm New Password', confirm],
      ] as const) {
        await u.clear(screen.getByLabelText(label));
        if (value) await u.type(screen.getByLabelText(label), value);
      }
      await u.click(screen.getByRole('button', { name: 'Change Password' }));
    };
    await fill('old', 'Brand-New-1', '');
    expect(alertText()).toBe('Please fill in all fields.');
    await fill('old', 'Brand-New-1', 'Brand-New-2');
    expect(alertText()).toBe('New password and confirmation do not match.');
    await fill('wrong', 'Brand-New-1', 'Brand-New-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Current Password not correct.');
    await fill('old', 'Brand-New-1', 'Brand-New-1');
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(useSession.getState().token).toBe('renewed');
    expect(localStorage.getItem('token')).toBe('renewed');
  });

  it('a refused password is marked at its field, which gets the focus: a wrong current one selected, or a new one the server refuses', async () => {
    const u = userEvent.setup();
    let tries = 0;
    renderProfile({
      'POST /api/change-password': () =>
        ++tries === 1 ? [400, { error: 'Current Password not correct.' }] : [400, { error: 'Password must be at least 8 characters.' }],
    });
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    const current = screen.getByLabelText('Current Password') as HTMLInputElement;
    const next = screen.getByLabelText('New Password');
    await u.type(current, 'wrong-one');
    await u.type(next, 'short');
    await u.type(screen.getByLabelText('Confirm New Password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Current Password not correct.');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Current Password not correct.');
    expect(current).toHaveFocus();
    expect([current.selectionStart, current.selectionEnd]).toEqual([0, 'wrong-one'.length]);
    expect(next).not.toHaveAttribute('aria-invalid');

    // Typed over the selection: the next try replaces the refused password; the new one is kept.
    await u.keyboard('Right-Current-1');
    expect(current).toHaveValue('Right-Current-1');
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters.'));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveFocus();
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(current).toHaveValue('Right-Current-1');
  });

  it('in Spanish, a refusal in Spanish is marked at its field too', async () => {
    act(() => setLanguage('es'));
    try {
      const u = userEvent.setup();
      renderProfile({ 'POST /api/change-password': [400, { error: 'La contraseña actual no es correcta.' }] });
      await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      for (const label of ['Contraseña actual', 'Contraseña nueva', 'Confirmar contraseña nueva'])
        await u.type(screen.getByLabelText(label), 'Brand-New-1');
      await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      expect((await screen.findByRole('alert')).textContent).toBe('La contraseña actual no es correcta.');
      expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Contraseña actual')).toHaveFocus();
    } finally {
      // The marked field is checked again in the language switched to.
      await act(async () => setLanguage('en'));
    }
  });

  it('a network error shows the error text', async () => {
    const u = userEvent.setup();
    renderProfile({ 'POST /api/change-password': networkError });
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    for (const label of ['Current Password', 'New Password', 'Confirm New Password'])
      await u.type(screen.getByLabelText(label), 'Brand-New-1');
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    // The error's text is the client's sentence in the interface language, not the browser's English 'Failed to fetch'.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the shop. Check your internet connection, then try again.',
    );
  });

  it('Logout ends the session and goes to /', async () => {
    renderProfile({ 'POST /api/logout': [200, { message: 'Signed out.' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    // The session ends on the server too, with the token it had.
    expect(requestsTo('POST /api/logout')).toHaveLength(1);
    expect(requestsTo('POST /api/logout')[0]?.headers.authorization).toBe('Bearer tok');
  });

  it("a message already shown follows the language toggle: the form's own problem and a refusal without the server's words", async () => {
    const u = userEvent.setup();
    renderProfile({ 'POST /api/change-password': raw(500, '{}'), 'POST /api/change-email': raw(500, '{}') });
    try {
      await u.click(screen.getByRole('button', { name: 'Change Password' }));
      await u.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(alertText()).toBe('Please fill in all fields.');
      act(() => setLanguage('es'));
      await waitFor(() => expect(alertText()).toBe('Por favor, complete todos los campos.'));
      for (const label of ['Contraseña actual', 'Contraseña nueva', 'Confirmar contraseña nueva'])
        await u.type(screen.getByLabelText(label), 'Brand-New-1');
      await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      await waitFor(() => expect(alertText()).toBe('La contraseña actual no es correcta.'));
      act(() => setLanguage('en'));
      await waitFor(() => expect(alertText()).toBe('Current Password not correct.'));

      await u.click(screen.getByRole('button', { name: 'Cancel' }));
      await u.click(screen.getByRole('button', { name: 'Change Email' }));
      await u.type(screen.getByLabelText('New Email'), 'new@example.com');
      await u.type(screen.getByLabelText('Verification Code'), '123456');
      await u.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
      await waitFor(() => expect(alertText()).toBe('Verification Code not correct. Try Again.'));
      act(() => setLanguage('es'));
      await waitFor(() => expect(alertText()).toBe('El código de verificación no es correcto. Inténtelo de nuevo.'));
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('speaks Spanish', async () => {
    setLanguage('es');
    try {
      const u = userEvent.setup();
      renderProfile();
      expect(screen.getByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
      for (const text of ['Usuario', 'Correo electrónico', 'Número de teléfono', 'Cambiar correo', 'Cambiar contraseña', 'Cerrar sesión']) {
        expect(screen.getAllByText(text).length).toBeGreaterThan(0);
      }
      await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      for (const label of ['Contraseña actual', 'Contraseña nueva', 'Confirmar contraseña nueva'])
        expect(screen.getByLabelText(label)).toBeInTheDocument();
      await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      expect(alertText()).toBe('Por favor, complete todos los campos.');
      await u.click(screen.getByRole('button', { name: 'Cancelar' }));
      await u.click(screen.getByRole('button', { name: 'Cambiar correo' }));
      for (const label of ['Correo nuevo', 'Código de verificación']) expect(screen.getByLabelText(label)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Enviar código de verificación' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirmar cambio de correo' })).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});
