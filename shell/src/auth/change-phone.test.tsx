/**
 * /sms-verify's "Wrong number? Change it": the number typed at sign-up corrected before it is
 * verified (POST /api/change-signup-phone), then a code sent to the new one.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { type Routes as ApiAnswers, requestsTo, serve, TestProviders, testConfig } from 'shared-ui/testing';
import { SmsVerifyScreen } from './sms-verify-screen';

const OLD = '5551234567';
const NEW = '5559876543';

function renderScreen(routes: ApiAnswers, state: unknown = { username: 'casey' }) {
  serve({
    'GET /api/config': [200, testConfig()],
    'POST /api/verify-phone': ({ body }) => ('code' in body ? [200, { message: 'verified' }] : [200, { message: 'sent' }]),
    ...routes,
  });
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/sms-verify', state }]}>
      <Routes>
        <Route path="/" element={<p>login screen</p>} />
        <Route path="/sms-verify" element={<SmsVerifyScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

/** Waits for the code sent 1 s after the screen opened, then opens the form. */
async function openForm(u: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText('Verification Code sent successfully!', {}, { timeout: 3000 })).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Wrong number? Change it' }));
  return screen.getByRole('dialog', { name: 'Change your phone number' });
}

const changed = [200, { message: 'Phone number changed.', phonenumber: NEW }] as const;

beforeEach(() => {
  localStorage.clear();
  useSession.getState().setPendingPhone(OLD);
});

describe('/sms-verify: Wrong number? Change it', () => {
  it('opens a form with the username known, focus on the password; Cancel closes it with nothing sent and focus back on the control', async () => {
    const u = userEvent.setup();
    renderScreen({ 'POST /api/change-signup-phone': changed });
    const dialog = await openForm(u);
    expect(within(dialog).getByLabelText('Username')).toHaveValue('casey');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(within(dialog).getByLabelText('New Phone Number')).toHaveAccessibleDescription('10 digits, numbers only');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wrong number? Change it' })).toHaveFocus();
    expect(requestsTo('POST /api/change-signup-phone')).toEqual([]);
  });

  it('changes the number, shows it, sends a code to it with the countdown, and Verify OTP verifies the new number', async () => {
    const u = userEvent.setup();
    renderScreen({ 'POST /api/change-signup-phone': changed });
    expect(screen.getByText('We send a verification code by SMS to (555) 123-4567.')).toBeInTheDocument();
    const dialog = await openForm(u);
    await u.type(within(dialog).getByLabelText('Password'), 'Sparkle-2026');
    await u.type(within(dialog).getByLabelText('New Phone Number'), '+1 (555) 987-6543');
    expect(within(dialog).getByLabelText('New Phone Number')).toHaveValue(NEW);
    await u.click(within(dialog).getByRole('button', { name: 'Change Number' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST /api/change-signup-phone').map((r) => r.body)).toEqual([
      { username: 'casey', password: 'Sparkle-2026', phoneNumber: NEW },
    ]);
    expect(useSession.getState().pendingPhone).toBe(NEW);
    expect(screen.getByText('We send a verification code by SMS to (555) 987-6543.')).toBeInTheDocument();
    expect(await screen.findByText('Phone number changed to (555) 987-6543.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo('POST /api/verify-phone').map((r) => r.body)).toEqual([{ phoneNumber: OLD }, { phoneNumber: NEW }]),
    );
    expect(await screen.findByText('Verification Code sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(screen.getByLabelText('SMS Code')).toHaveFocus();

    await u.type(screen.getByLabelText('SMS Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(requestsTo('POST /api/verify-phone').at(-1)?.body).toEqual({ phoneNumber: NEW, code: '123456' });
  });

  it('without a known username, the form starts at an empty username', async () => {
    const u = userEvent.setup();
    renderScreen({ 'POST /api/change-signup-phone': changed }, null);
    const dialog = await openForm(u);
    expect(within(dialog).getByLabelText('Username')).toHaveValue('');
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
  });

  it('checks the fields before asking: all required, then a 10-digit number', async () => {
    const u = userEvent.setup();
    renderScreen({ 'POST /api/change-signup-phone': changed });
    const dialog = await openForm(u);
    await u.click(within(dialog).getByRole('button', { name: 'Change Number' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await u.type(within(dialog).getByLabelText('Password'), 'Sparkle-2026');
    await u.type(within(dialog).getByLabelText('New Phone Number'), '555123');
    await u.click(within(dialog).getByRole('button', { name: 'Change Number' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Phone number must be exactly 10 digits.');
    expect(within(dialog).getByLabelText('New Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST /api/change-signup-phone')).toEqual([]);
  });

  it('wrong credentials: the sentence in the form, focus on the password, selected; the number stays', async () => {
    const u = userEvent.setup();
    renderScreen({ 'POST /api/change-signup-phone': [401, { error: 'Invalid username or password.' }] });
    const dialog = await openForm(u);
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    await u.type(password, 'Wrong-2026');
    await u.type(within(dialog).getByLabelText('New Phone Number'), NEW);
    await u.click(within(dialog).getByRole('button', { name: 'Change Number' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(password).toHaveFocus();
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'Wrong-2026'.length]);
    expect(useSession.getState().pendingPhone).toBe(OLD);
    expect(requestsTo('POST /api/verify-phone')).toHaveLength(1);
  });

  it('a number another account uses: marked and focused, to correct it', async () => {
    const u = userEvent.setup();
    renderScreen({ 'POST /api/change-signup-phone': [409, { error: 'An account with this phone number already exists.' }] });
    const dialog = await openForm(u);
    await u.type(within(dialog).getByLabelText('Password'), 'Sparkle-2026');
    const phone = within(dialog).getByLabelText('New Phone Number');
    await u.type(phone, NEW);
    await u.click(within(dialog).getByRole('button', { name: 'Change Number' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An account with this phone number already exists.');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('An account with this phone number already exists.'));
    expect(useSession.getState().pendingPhone).toBe(OLD);
  });

  it('speaks Spanish', async () => {
    setLanguage('es');
    try {
      const u = userEvent.setup();
      renderScreen({ 'POST /api/change-signup-phone': changed });
      expect(await screen.findByText('¡Código de verificación enviado con éxito!', {}, { timeout: 3000 })).toBeInTheDocument();
      await u.click(screen.getByRole('button', { name: '¿Número equivocado? Cámbielo' }));
      const dialog = screen.getByRole('dialog', { name: 'Cambie su número de teléfono' });
      expect(within(dialog).getByLabelText('Número de teléfono nuevo')).toBeInTheDocument();
      await u.click(within(dialog).getByRole('button', { name: 'Cambiar número' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, complete todos los campos.');
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    } finally {
      setLanguage('en');
    }
  });
});
