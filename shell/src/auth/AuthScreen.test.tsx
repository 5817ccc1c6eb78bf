import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-ui';
import { type FakeRoutes, fakeApi } from 'shared-ui/testing';
import { AuthScreen } from './AuthScreen';

const customer = { _id: 'u1', username: 'casey', firstname: 'Casey', admin: false };

function renderAuth(routes: FakeRoutes = {}) {
  const api = fakeApi(routes);
  render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<AuthScreen />} />
          <Route path="/sms-verify" element={<p>phone screen</p>} />
          <Route path="/homepage" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
  return api;
}

const user = () => userEvent.setup();
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const alertText = () => screen.getByRole('alert').textContent;

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
});

async function fillSignup(u: ReturnType<typeof user>, overrides: Record<string, string> = {}) {
  const values = {
    Username: 'nova',
    Password: 'Sparkle-2026',
    'Invite Code': 'WELCOME',
    Email: 'nova@example.com',
    'First Name': 'Nova',
    'Last Name': 'Star',
    'Phone Number': '5551234567',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await u.type(field(label), value);
}

describe('login', () => {
  it('asks for all fields, then logs in, says so in green, loads user and cart and lands on /homepage', async () => {
    const u = user();
    const api = renderAuth({
      'POST /api/login': { body: { token: 'tok', user: customer } },
      'POST /api/getuser': { body: customer },
      'GET /api/get-cart': {
        body: { cart: [{ _id: 'i1', category: 'Cakes', title: 'Big Cake', quantity: 3, imageUrl: '', price: '$10.00' }] },
      },
    });
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(alertText()).toBe('Please fill in all fields.');
    expect(api.calls).toEqual([]);

    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(api.callsTo('POST /api/login')[0]?.body).toEqual({ username: 'casey', password: 'Secret-123' });
    expect(useSession.getState()).toMatchObject({ token: 'tok', user: customer });
    expect(useSession.getState().cart).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it("shows 'Login Successful!' in green", async () => {
    const u = user();
    let release: () => void = () => {};
    renderAuth({
      'POST /api/login': { body: { token: 'tok', user: customer } },
      'POST /api/getuser': () => new Promise((resolve) => (release = () => resolve({ body: customer }))),
      'GET /api/get-cart': { body: { cart: [] } },
    });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    const success = await screen.findByText('Login Successful!');
    expect(success.className).toContain('fw-message--success');
    act(() => release());
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('sends a user with an unverified phone to /sms-verify with the number', async () => {
    const u = user();
    renderAuth({
      'POST /api/login': {
        status: 403,
        body: { error: 'Please verify your phone number before logging in.', needsPhoneVerification: true, phonenumber: '5559876543' },
      },
    });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('phone screen')).toBeTruthy();
    expect(useSession.getState().pendingPhone).toBe('5559876543');
  });

  it.each([
    [{ status: 403, body: { error: 'Awaiting approval from admin.' } }, 'Awaiting approval from admin.'],
    [{ status: 500, body: {} }, 'An error occurred'],
    [{ status: 502, body: '<html>bad gateway</html>' }, 'Invalid username, password, or invite code'],
    [{ networkError: true }, 'Invalid username, password, or invite code'],
  ])('shows the failure in red: %j', async (answer, text) => {
    const u = user();
    renderAuth({ 'POST /api/login': answer });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(alertText()).toBe(text));
  });
});

describe('sign-up', () => {
  it('the toggle clears message, e-mail, username, password and invite code', async () => {
    const u = user();
    renderAuth();
    await u.type(field('Username'), 'casey');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Username').value).toBe('');
    await fillSignup(u, { 'Phone Number': '' });
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const label of ['Username', 'Password', 'Invite Code', 'Email']) expect(field(label).value).toBe('');
    expect(field('First Name').value).toBe('Nova');
  });

  it('shows the advisory strength once a password is typed: Weak red, Medium orange, Strong green', async () => {
    const u = user();
    renderAuth();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByTestId('password-strength')).toBeNull();
    const cases: [string, string, string][] = [
      ['abc', 'Weak', 'weak'],
      ['abcdef', 'Medium', 'medium'],
      ['Abcde1', 'Strong', 'strong'],
    ];
    for (const [password, label, level] of cases) {
      await u.clear(field('Password'));
      await u.type(field('Password'), password);
      const meter = screen.getByTestId('password-strength');
      expect(meter.textContent).toBe(`Password strength: ${label}`);
      expect(meter.className).toContain(`shell-strength--${level}`);
    }
  });

  it('the phone input keeps only up to 10 digits', async () => {
    const u = user();
    renderAuth();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await u.type(field('Phone Number'), '(555) abc 123-45678999');
    expect(field('Phone Number').value).toBe('5551234567');
  });

  it('asks for every field and a valid e-mail before calling the server; a weak password does not block', async () => {
    const u = user();
    const api = renderAuth({ 'POST /api/signup': { status: 201, body: { message: 'ok', phonenumber: '5551234567' } } });
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await fillSignup(u, { 'Last Name': '' });
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alertText()).toBe('Please fill in all fields.');
    await u.type(field('Last Name'), 'Star');
    await u.clear(field('Email'));
    await u.type(field('Email'), 'nova@example');
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alertText()).toBe('Invalid Email Address');
    expect(api.calls).toEqual([]);

    await u.clear(field('Email'));
    await u.type(field('Email'), 'nova@example.com');
    await u.clear(field('Password'));
    await u.type(field('Password'), 'weak');
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('phone screen')).toBeTruthy();
    expect(api.callsTo('POST /api/signup')[0]?.body).toEqual({
      username: 'nova',
      password: 'weak',
      inviteCode: 'WELCOME',
      email: 'nova@example.com',
      firstname: 'Nova',
      lastname: 'Star',
      phonenumber: '5551234567',
    });
    expect(useSession.getState().pendingPhone).toBe('5551234567');
  });

  it("shows the server's refusal", async () => {
    const u = user();
    renderAuth({ 'POST /api/signup': { status: 400, body: { error: 'This invite code has no uses left.' } } });
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await fillSignup(u);
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(alertText()).toBe('This invite code has no uses left.'));
  });
});

describe('recovery', () => {
  it.each([
    [
      'Forgot Password?',
      'Forgot Password',
      'POST /api/password-reset',
      'Email sent with password reset link',
      'A password reset link has been sent to your email.',
    ],
    [
      'Forgot Username?',
      'Forgot Username',
      'POST /api/send-username-email',
      'Email sent with username',
      'Your username has been sent to your email.',
    ],
  ])(
    '%s sends the e-mail, clears the field, returns to login and waits 45 s before another send',
    async (link, title, route, toast, inline) => {
      const u = user();
      const api = renderAuth({ [route]: { body: { message: 'sent' } } });
      await u.click(screen.getByRole('button', { name: link }));
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Forgot Password?' })).toBeNull();
      await u.click(screen.getByRole('button', { name: 'Send Email' }));
      expect(alertText()).toBe('Please fill in all fields.');
      await u.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();

      await u.click(screen.getByRole('button', { name: link }));
      await u.type(field('Email'), 'casey@example.com');
      await u.click(screen.getByRole('button', { name: 'Send Email' }));
      expect(await screen.findByText(toast)).toBeTruthy();
      expect(screen.getByText(inline)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
      expect(api.callsTo(route)[0]?.body).toEqual({ email: 'casey@example.com' });

      await u.click(screen.getByRole('button', { name: link }));
      expect(field('Email').value).toBe('');
      const resend = screen.getByRole('button', { name: /^Resend in 4[45]s$/ });
      expect(resend.hasAttribute('disabled')).toBe(true);
    },
  );
});
