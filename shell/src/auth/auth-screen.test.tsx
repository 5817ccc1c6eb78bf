import type { CartItem } from '@fireworks/core/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cartKeys, queryClient, setLanguage, useSession } from 'shared-ui';
import { type Routes as ApiAnswers, networkError, raw, requests, requestsTo, serve, TestProviders, testSeason } from 'shared-ui/testing';
import { AuthScreen, LOGIN_SUCCESS_PAUSE_MS } from './auth-screen';

const customer = {
  _id: 'u1',
  username: 'casey',
  firstname: 'Casey',
  lastname: 'Jones',
  email: 'casey@example.com',
  phonenumber: '5551230000',
  verified: true,
  approved: true,
  admin: false,
  funds: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderAuth(routes: ApiAnswers = {}, from?: string) {
  serve(routes);
  render(
    <MemoryRouter initialEntries={[{ pathname: '/', state: from ? { from } : null }]}>
      <Routes>
        <Route path="/" element={<AuthScreen />} />
        <Route path="/manageusers" element={<p>users list</p>} />
        <Route path="/sms-verify" element={<p>phone screen</p>} />
        <Route path="/homepage" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const user = () => userEvent.setup();
/** 'Login Successful!' stays in view a moment before the screen changes: wait past it. */
const AFTER_SUCCESS_PAUSE = { timeout: LOGIN_SUCCESS_PAUSE_MS + 4000 };
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
  it('says when checkout opens (the saved sales calendar), in the interface language', async () => {
    renderAuth({ 'GET /api/season': [200, testSeason({ nextWindow: { start: '2026-06-01', end: '2026-07-04', daysUntil: 12 } })] });
    expect(await screen.findByTestId('season-status')).toHaveTextContent('Checkout opens June 1 — in 12 days.');
  });

  it('asks for all fields, then logs in, says so in green, loads user and cart and lands on /homepage', async () => {
    const u = user();
    const bigCake: CartItem = {
      _id: 'i1',
      category: 'Cakes',
      title: 'Big Cake',
      quantity: 3,
      imageUrl: '',
      price: '$10.00',
      BOGO: false,
      freeQuantity: 0,
      lineTotal: 30,
    };
    renderAuth({
      'POST /api/login': [200, { token: 'tok', user: customer }],
      'POST /api/getuser': [200, { ...customer, permissions: [] }],
      'GET /api/get-cart': [200, { cart: [bigCake] }],
    });
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(alertText()).toBe('Please fill in all fields.');
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveAccessibleDescription('Please fill in all fields.');
    expect(requests).toEqual([]);

    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('home page', {}, AFTER_SUCCESS_PAUSE)).toBeInTheDocument();
    expect(requestsTo('POST /api/login')[0]?.body).toEqual({ username: 'casey', password: 'Secret-123' });
    expect(useSession.getState()).toMatchObject({ token: 'tok', user: customer });
    expect(queryClient.getQueryData(cartKeys.cart)).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it("shows 'Login Successful!' in green", async () => {
    const u = user();
    let release: () => void = () => {};
    renderAuth({
      'POST /api/login': [200, { token: 'tok', user: customer }],
      'POST /api/getuser': () => new Promise((resolve) => (release = () => resolve([200, { ...customer, permissions: [] }]))),
      'GET /api/get-cart': [200, { cart: [] }],
    });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    const success = await screen.findByText('Login Successful!');
    expect(success).toHaveClass('fw-message--success');
    // The message stays in view for a moment before the user load starts.
    await waitFor(() => expect(requestsTo('POST /api/getuser')).toHaveLength(1), AFTER_SUCCESS_PAUSE);
    act(() => release());
    expect(await screen.findByText('home page', {}, AFTER_SUCCESS_PAUSE)).toBeInTheDocument();
  });

  it('sends a user with an unverified phone to /sms-verify with the number', async () => {
    const u = user();
    renderAuth({
      'POST /api/login': [
        403,
        { error: 'Please verify your phone number before logging in.', needsPhoneVerification: true, phonenumber: '5559876543' },
      ],
    });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('phone screen')).toBeInTheDocument();
    expect(useSession.getState().pendingPhone).toBe('5559876543');
  });

  it('wrong credentials: focus returns to the password, selected, to type it again', async () => {
    const u = user();
    renderAuth({ 'POST /api/login': [401, { error: 'Invalid username or password.' }] });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(alertText()).toBe('Invalid username or password.'));
    const password = field('Password');
    expect(password).toHaveFocus();
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'Secret-123'.length]);
    expect(field('Username')).toHaveValue('casey');
  });

  it.each([
    [[403, { error: 'Awaiting approval from admin.' }] as const, 'Awaiting approval from admin.'],
    [raw(500, '{}'), 'An error occurred'],
    [raw(502, '<html>bad gateway</html>'), 'Invalid username, password, or invite code'],
    [networkError, 'Invalid username, password, or invite code'],
  ])('shows the failure in red: %j', async (answer, text) => {
    const u = user();
    renderAuth({ 'POST /api/login': answer });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(alertText()).toBe(text));
  });
});

describe('waiting for approval', () => {
  const approvalEmail = 'We will email you when an admin approves your account. Then you can log in.';

  it('a login before approval keeps the server’s sentence and says what happens next', async () => {
    const u = user();
    renderAuth({ 'POST /api/login': [403, { error: 'Awaiting approval from admin.' }] });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(alertText()).toBe('Awaiting approval from admin.'));
    expect(screen.getByText(approvalEmail)).toBeInTheDocument();
    // Another try, or another form, starts without it.
    await u.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.queryByText(approvalEmail)).not.toBeInTheDocument();
  });

  it('a refused password is not taken for a wait for approval', async () => {
    const u = user();
    renderAuth({ 'POST /api/login': [401, { error: 'Invalid username or password.' }] });
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(alertText()).toBe('Invalid username or password.'));
    expect(screen.queryByText(approvalEmail)).not.toBeInTheDocument();
  });

  it('after the phone is verified, the login screen says the e-mail will come (and in Spanish)', async () => {
    serve({});
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/', state: { noticeKeys: ['auth:verify.verified', 'auth:verify.awaitingApproval'], nextStep: 'approvalEmail' } },
        ]}
      >
        <Routes>
          <Route path="/" element={<AuthScreen />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    expect(screen.getByRole('status').textContent).toBe('Phone number verified successfully!\nAwaiting approval from admin.');
    expect(screen.getByText(approvalEmail)).toBeInTheDocument();
    act(() => setLanguage('es'));
    try {
      expect(
        screen.getByText('Le enviaremos un correo electrónico cuando un administrador apruebe su cuenta. Entonces podrá iniciar sesión.'),
      ).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});

describe('sign-up', () => {
  it('the toggle clears message, e-mail, username, password and invite code', async () => {
    const u = user();
    renderAuth();
    await u.type(field('Username'), 'casey');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Username')).toHaveValue('');
    await fillSignup(u, { 'Phone Number': '' });
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const label of ['Username', 'Password', 'Invite Code', 'Email']) expect(field(label)).toHaveValue('');
    expect(field('First Name')).toHaveValue('Nova');
  });

  it('shows the advisory strength once a password is typed: Weak red, Medium orange, Strong green', async () => {
    const u = user();
    renderAuth();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
    const cases: [string, string, string][] = [
      ['abc', 'Weak', 'weak'],
      ['abcdef', 'Medium', 'medium'],
      ['Abcde1', 'Strong', 'strong'],
    ];
    for (const [password, label, level] of cases) {
      await u.clear(field('Password'));
      await u.type(field('Password'), password);
      const meter = screen.getByTestId('password-strength');
      expect(meter).toHaveTextContent(new RegExp(`^Password strength: ${label}$`));
      expect(meter).toHaveClass(`shell-strength--${level}`);
    }
  });

  it('the phone input keeps only up to 10 digits', async () => {
    const u = user();
    renderAuth();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await u.type(field('Phone Number'), '(555) abc 123-45678999');
    expect(field('Phone Number')).toHaveValue('5551234567');
  });

  it.each([
    ['+1 (555) 123-4567', 'pasted with the country code'],
    ['1-555-123-4567', 'with a leading 1'],
    ['+15551234567', 'in the international form'],
  ])('the phone input keeps the 10-digit number of %s (%s)', async (typed) => {
    const u = user();
    renderAuth();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await u.click(field('Phone Number'));
    await u.paste(typed);
    expect(field('Phone Number')).toHaveValue('5551234567');
    await u.clear(field('Phone Number'));
    await u.type(field('Phone Number'), typed);
    expect(field('Phone Number')).toHaveValue('5551234567');
  });

  it('gives each field the keyboard and autofill hints of a phone: no capitals or corrections in the username and invite code', async () => {
    const u = user();
    renderAuth();
    const noCorrections = { autocapitalize: 'none', autocorrect: 'off', spellcheck: 'false' };
    const attributes = (label: string) => {
      const input = field(label);
      return Object.fromEntries(
        ['type', 'autocomplete', 'inputmode', ...Object.keys(noCorrections)]
          .map((name) => [name, input.getAttribute(name)])
          .filter(([, value]) => value !== null),
      );
    };
    expect(attributes('Username')).toEqual({ autocomplete: 'username', ...noCorrections });
    expect(attributes('Password')).toEqual({ type: 'password', autocomplete: 'current-password' });
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(attributes('Username')).toEqual({ autocomplete: 'username', ...noCorrections });
    expect(attributes('Password')).toEqual({ type: 'password', autocomplete: 'new-password' });
    expect(attributes('Invite Code')).toEqual({ autocomplete: 'off', ...noCorrections });
    expect(attributes('Email')).toEqual({ type: 'email', autocomplete: 'email' });
    expect(attributes('First Name')).toEqual({ autocomplete: 'given-name' });
    expect(attributes('Last Name')).toEqual({ autocomplete: 'family-name' });
    expect(attributes('Phone Number')).toEqual({ type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national' });
  });

  it('a double click on Sign Up signs up once', async () => {
    const u = user();
    let answer: (value: [201, { message: string; phonenumber: string }]) => void = () => {};
    renderAuth({ 'POST /api/signup': () => new Promise((resolve) => (answer = resolve)) });
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await fillSignup(u);
    await u.dblClick(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(requestsTo('POST /api/signup')).toHaveLength(1));
    // Busy: announced unavailable (aria-disabled, so it keeps the focus) and a further click does nothing.
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-disabled', 'true');
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(requestsTo('POST /api/signup')).toHaveLength(1);
    act(() => answer([201, { message: 'ok', phonenumber: '5551234567' }]));
    expect(await screen.findByText('phone screen')).toBeInTheDocument();
    expect(requestsTo('POST /api/signup')).toHaveLength(1);
  });

  it('refuses control and text-direction characters in names before calling the server (the server’s rule)', async () => {
    const u = user();
    renderAuth({ 'POST /api/signup': [201, { message: 'ok', phonenumber: '5551234567' }] });
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await fillSignup(u, { 'Last Name': '' });
    await u.click(field('Last Name'));
    await u.paste('Star\u202Erats');
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alertText()).toBe('Names must not contain control or text-direction characters.');
    expect(field('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('asks for every field and a valid e-mail before calling the server; a weak password does not block', async () => {
    const u = user();
    renderAuth({ 'POST /api/signup': [201, { message: 'ok', phonenumber: '5551234567' }] });
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await fillSignup(u, { 'Last Name': '' });
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alertText()).toBe('Please fill in all fields.');
    await u.type(field('Last Name'), 'Star');
    await u.clear(field('Email'));
    await u.type(field('Email'), 'nova@example');
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alertText()).toBe('Invalid Email Address');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Last Name')).not.toHaveAttribute('aria-invalid');
    expect(requests).toEqual([]);

    await u.clear(field('Email'));
    await u.type(field('Email'), 'nova@example.com');
    await u.clear(field('Password'));
    await u.type(field('Password'), 'weak');
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('phone screen')).toBeInTheDocument();
    expect(requestsTo('POST /api/signup')[0]?.body).toEqual({
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

  it('a failed check moves focus to the first field it is about', async () => {
    const u = user();
    renderAuth();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await fillSignup(u, { 'Invite Code': '' });
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alertText()).toBe('Please fill in all fields.');
    expect(field('Invite Code')).toHaveFocus();
  });

  it.each([
    ['Invite Code', 400, 'This invite code has no uses left.'],
    ['Invite Code', 400, 'Invalid invite code.'],
    ['Username', 409, 'This username is already taken.'],
    ['Email', 409, 'An account with this email address already exists.'],
    ['Phone Number', 409, 'An account with this phone number already exists.'],
    ['Password', 400, 'Password must be at least 8 characters.'],
  ] as const)('a refusal of the server about %s marks that field and moves focus to it (%s %s)', async (label, status, error) => {
    const u = user();
    renderAuth({ 'POST /api/signup': [status, { error }] });
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await fillSignup(u);
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(alertText()).toBe(error));
    expect(field(label)).toHaveFocus();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(error));
    // Correcting the field takes the mark away.
    await u.type(field(label), 'x');
    expect(field(label)).not.toHaveAttribute('aria-invalid');
  });

  it('the same refusal in Spanish marks the field too', async () => {
    const u = user();
    setLanguage('es');
    try {
      renderAuth({ 'POST /api/signup': [400, { error: 'Código de invitación no válido.' }] });
      await u.click(screen.getByRole('button', { name: 'Regístrese' }));
      for (const [label, value] of [
        ['Usuario', 'nova'],
        ['Contraseña', 'Sparkle-2026'],
        ['Código de invitación', 'WELCOM'],
        ['Correo electrónico', 'nova@example.com'],
        ['Nombre', 'Nova'],
        ['Apellido', 'Star'],
        ['Número de teléfono', '5551234567'],
      ])
        await u.type(field(label as string), value as string);
      await u.click(screen.getByRole('button', { name: 'Registrarse' }));
      await waitFor(() => expect(alertText()).toBe('Código de invitación no válido.'));
      expect(field('Código de invitación')).toHaveFocus();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it("shows the server's refusal", async () => {
    const u = user();
    renderAuth({ 'POST /api/signup': [400, { error: 'This invite code has no uses left.' }] });
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
      renderAuth({ [route as 'POST /api/password-reset']: [200, { message: 'sent' }] });
      await u.click(screen.getByRole('button', { name: link }));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Forgot Password?' })).not.toBeInTheDocument();
      // The form that replaced the pressed link starts at its field; Cancel returns focus to the link.
      expect(field('Email')).toHaveFocus();
      await u.click(screen.getByRole('button', { name: 'Send Email' }));
      expect(alertText()).toBe('Please fill in all fields.');
      await u.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: link })).toHaveFocus();

      await u.click(screen.getByRole('button', { name: link }));
      await u.type(field('Email'), 'casey@example.com');
      await u.click(screen.getByRole('button', { name: 'Send Email' }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(screen.getByText(inline)).toBeInTheDocument();
      // The same answer for every address (no account discovery), and what to do when nothing arrives.
      expect(
        screen.getByText(
          'If an account uses this address, the email arrives within a few minutes. Nothing there? Check the address you typed and your spam folder.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(requestsTo(route)[0]?.body).toEqual({ email: 'casey@example.com' });

      await u.click(screen.getByRole('button', { name: link }));
      expect(field('Email')).toHaveValue('');
      const resend = screen.getByRole('button', { name: /^Resend in 4[45]s$/ });
      expect(resend).toBeDisabled();
    },
  );
});

describe('arriving from a used reset link', () => {
  it('opens the Forgot Password form', () => {
    serve({});
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', state: { mode: 'forgotPassword' } }]}>
        <Routes>
          <Route path="/" element={<AuthScreen />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
  });
});

describe('recovery countdowns', () => {
  it('sending a password reset leaves Forgot Username free to send at once', async () => {
    const u = user();
    renderAuth({ 'POST /api/password-reset': [200, { message: 'sent' }], 'POST /api/send-username-email': [200, { message: 'sent' }] });
    await u.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await u.type(field('Email'), 'casey@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('A password reset link has been sent to your email.')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Forgot Username?' }));
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('button', { name: /^Resend in 4[345]s$/ })).toBeDisabled();
  });
});

describe('sign-in from a deep link', () => {
  const signedIn = {
    'POST /api/login': [200, { token: 'tok', user: customer }],
    'POST /api/getuser': [200, { ...customer, permissions: [] }],
    'GET /api/get-cart': [200, { cart: [] }],
  } satisfies ApiAnswers;

  async function logIn() {
    const u = user();
    await u.type(field('Username'), 'casey');
    await u.type(field('Password'), 'Secret-123');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
  }

  it('returns to the page the link asked for', async () => {
    renderAuth(signedIn, '/manageusers');
    await logIn();
    expect(await screen.findByText('users list', {}, AFTER_SUCCESS_PAUSE)).toBeInTheDocument();
  });

  it('never follows a link off the site', async () => {
    renderAuth(signedIn, '//evil.example/manageusers');
    await logIn();
    expect(await screen.findByText('home page', {}, AFTER_SUCCESS_PAUSE)).toBeInTheDocument();
  });
});
