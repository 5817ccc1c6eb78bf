import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from 'shared-ui';
import {
  type Routes as ApiAnswers,
  networkError,
  requestsTo,
  serve,
  submitTwiceAtOnce,
  TestProviders,
  testConfig,
} from 'shared-ui/testing';
import { SmsVerifyScreen } from './sms-verify-screen';

function LoginStub() {
  const state = useLocation().state as { notice?: string; nextStep?: string } | null;
  return (
    <>
      <p>login screen {state?.notice}</p>
      {state?.nextStep && <p>next step: {state.nextStep}</p>}
    </>
  );
}

function renderScreen(routes: ApiAnswers = {}) {
  serve({ 'GET /api/config': [200, testConfig()], ...routes });
  return render(
    <MemoryRouter initialEntries={['/sms-verify']}>
      <Routes>
        <Route path="/" element={<LoginStub />} />
        <Route path="/sms-verify" element={<SmsVerifyScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

/** Lets the fake timers run `ms` and the promises they start settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  useSession.getState().setPendingPhone('5551234567');
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('/sms-verify', () => {
  it('goes to / when no phone number was captured', () => {
    useSession.getState().setPendingPhone(null);
    renderScreen();
    expect(screen.getByText(/login screen/)).toBeInTheDocument();
  });

  it('sends the code 1 second after opening, then counts 45 s down before a resend', async () => {
    renderScreen({ 'POST /api/verify-phone': [200, { message: 'sent' }] });
    await advance(999);
    expect(requestsTo('POST /api/verify-phone')).toEqual([]);
    await advance(1);
    expect(requestsTo('POST /api/verify-phone').map((c) => c.body)).toEqual([{ phoneNumber: '5551234567' }]);
    expect(screen.getByText('Verification Code sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend in 44s' })).toBeInTheDocument();
    for (let second = 44; second > 0; second--) await advance(1000);
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();
    await user().click(resend);
    await advance(0);
    expect(requestsTo('POST /api/verify-phone')).toHaveLength(2);
  });

  it('asks for the code, refuses a wrong one, and on success goes to / with the approval notice', async () => {
    let attempt = 0;
    renderScreen({
      'POST /api/verify-phone': ({ body }) => {
        if (!('code' in body)) return [200, { message: 'sent' }];
        attempt += 1;
        return attempt === 1
          ? [400, { error: 'Invalid verification code. Try again.' }]
          : [200, { message: 'Phone number verified successfully!\nAwaiting approval from admin.' }];
      },
    });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findByRole('alert')).textContent).toBe('OTP is required.');
    expect(screen.getByLabelText('SMS Code')).toHaveAttribute('aria-invalid', 'true');
    await u.type(screen.getByLabelText('SMS Code'), '12ab34');
    expect(screen.getByLabelText('SMS Code')).toHaveValue('1234');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Verification ID is missing. Please request a new OTP.')).toBeInTheDocument();

    await advance(1000);
    await u.clear(screen.getByLabelText('SMS Code'));
    await u.type(screen.getByLabelText('SMS Code'), '000000');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code. Try again.');
    await u.clear(screen.getByLabelText('SMS Code'));
    await u.type(screen.getByLabelText('SMS Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const login = await screen.findByText(/login screen/);
    expect(login.textContent).toContain('Phone number verified successfully!\nAwaiting approval from admin.');
    // The login screen then says the approval comes by e-mail.
    expect(screen.getByText('next step: approvalEmail')).toBeInTheDocument();
    expect(requestsTo('POST /api/verify-phone').at(-1)?.body).toEqual({ phoneNumber: '5551234567', code: '123456' });
  });

  it('a code submitted twice before the busy button renders (a double tap, Enter twice) is verified once', async () => {
    renderScreen({
      'POST /api/verify-phone': ({ body }) =>
        'code' in body
          ? [200, { message: 'Phone number verified successfully!\nAwaiting approval from admin.' }]
          : [200, { message: 'sent' }],
    });
    await advance(1000);
    await user().type(screen.getByLabelText('SMS Code'), '123456');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(/login screen/)).toBeInTheDocument();
    expect(requestsTo('POST /api/verify-phone').filter((request) => 'code' in (request.body as object))).toHaveLength(1);
  });

  it('sends one code when Resend Code is tapped twice before it renders busy (a double tap)', async () => {
    let sends = 0;
    renderScreen({ 'POST /api/verify-phone': () => (++sends === 1 ? networkError : [200, { message: 'sent' }]) });
    await advance(1000);
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    // Two clicks in one task, as a double tap can: React renders no busy state between them.
    act(() => {
      resend.click();
      resend.click();
    });
    await advance(0);
    expect(screen.getByText('Verification Code sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
    expect(requestsTo('POST /api/verify-phone')).toHaveLength(2);
  });

  it('a Resend Code tapped before the code goes out by itself sends it, and it is not sent again 1 s after opening', async () => {
    renderScreen({ 'POST /api/verify-phone': [200, { message: 'sent' }] });
    await advance(300);
    await user().click(screen.getByRole('button', { name: 'Resend Code' }));
    await advance(2000);
    expect(screen.getByText('Verification Code sent successfully!')).toBeInTheDocument();
    expect(requestsTo('POST /api/verify-phone').map((c) => c.body)).toEqual([{ phoneNumber: '5551234567' }]);
  });

  it('a number corrected before the code goes out by itself gets the code, and the old number none', async () => {
    renderScreen({
      'POST /api/verify-phone': [200, { message: 'sent' }],
      'POST /api/change-signup-phone': [200, { message: 'Phone number changed.', phonenumber: '5559876543' }],
    });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Wrong number? Change it' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your phone number' });
    await u.type(within(dialog).getByLabelText('Username'), 'casey');
    await u.type(within(dialog).getByLabelText('Password'), 'Sparkle-2026');
    await u.type(within(dialog).getByLabelText('New Phone Number'), '5559876543');
    await u.click(within(dialog).getByRole('button', { name: 'Change Number' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(2000);
    expect(screen.getByText('Verification Code sent successfully!')).toBeInTheDocument();
    expect(requestsTo('POST /api/verify-phone').map((c) => c.body)).toEqual([{ phoneNumber: '5559876543' }]);
  });

  it.each(['123 456', '123-456', ' 123456 '])('takes the code pasted as %j: the six digits', async (pasted) => {
    renderScreen({ 'POST /api/verify-phone': [200, { message: 'sent' }] });
    await advance(1000);
    const u = user();
    await u.click(screen.getByLabelText('SMS Code'));
    await u.paste(pasted);
    expect(screen.getByLabelText('SMS Code')).toHaveValue('123456');
  });

  it.each([
    [400, 'Invalid verification code. Try again.'],
    [400, 'The verification code has expired. Please request a new one.'],
  ] as const)(
    'a refused code (%s %s) marks the code field and gives it the focus with the code selected, to type it again',
    async (status, error) => {
      renderScreen({
        'POST /api/verify-phone': ({ body }) => ('code' in body ? [status, { error }] : [200, { message: 'sent' }]),
      });
      await advance(1000);
      const u = user();
      const code = screen.getByLabelText('SMS Code') as HTMLInputElement;
      await u.type(code, '000000');
      await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect((await screen.findByRole('alert')).textContent).toBe(error);
      expect(code).toHaveFocus();
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveAccessibleDescription(error);
      expect([code.selectionStart, code.selectionEnd]).toEqual([0, 6]);
      await u.keyboard('1');
      await advance(0);
      expect(code).toHaveValue('1');
      expect(code).not.toHaveAttribute('aria-invalid');
    },
  );

  it('an account approved before its phone was verified is told it can log in now, with no wait announced', async () => {
    renderScreen({
      'POST /api/verify-phone': ({ body }) =>
        'code' in body
          ? [200, { message: 'Phone number verified successfully!\nYou can log in now.', approved: true }]
          : [200, { message: 'sent' }],
    });
    await advance(1000);
    const u = user();
    await u.type(screen.getByLabelText('SMS Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const login = await screen.findByText(/login screen/);
    expect(login.textContent).toContain('Phone number verified successfully!\nYou can log in now.');
    expect(login.textContent).not.toContain('Awaiting approval');
    expect(screen.queryByText(/next step/)).not.toBeInTheDocument();
  });

  it('offers the way back to the login screen (a wrong number, or later)', async () => {
    renderScreen({ 'POST /api/verify-phone': [200, { message: 'sent' }] });
    await advance(1000);
    await user().click(screen.getByRole('link', { name: 'Back to login' }));
    expect(screen.getByText(/login screen/)).toBeInTheDocument();
  });

  it("says 'Failed to send verification code.' when the send fails without a reason", async () => {
    renderScreen({ 'POST /api/verify-phone': networkError });
    await advance(1000);
    expect(screen.getByRole('alert').textContent).toBe('Failed to send verification code.');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('opened again within the 45 s wait (a reload, a second login): sends nothing, shows the wait and takes the code already sent', async () => {
    const answers: ApiAnswers = {
      'POST /api/verify-phone': ({ body }) =>
        'code' in body
          ? [200, { message: 'Phone number verified successfully!\nAwaiting approval from admin.' }]
          : [200, { message: 'sent' }],
    };
    const first = renderScreen(answers);
    await advance(1000);
    expect(requestsTo('POST /api/verify-phone')).toHaveLength(1);
    await advance(10_000);
    first.unmount();

    renderScreen(answers);
    await advance(5000);
    expect(requestsTo('POST /api/verify-phone')).toHaveLength(1);
    expect(screen.getByText('Verification Code sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend in 3\ds$/ })).toBeDisabled();
    const u = user();
    await u.type(screen.getByLabelText('SMS Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(/login screen/)).toBeInTheDocument();
    expect(requestsTo('POST /api/verify-phone').at(-1)?.body).toEqual({ phoneNumber: '5551234567', code: '123456' });
  });

  it('opened in a fresh browser within the wait of a code sent elsewhere: says to wait and takes that code', async () => {
    const wait = 'Please wait 30 seconds before requesting a new code.';
    renderScreen({
      'POST /api/verify-phone': ({ body }) =>
        'code' in body ? [200, { message: 'Phone number verified successfully!\nAwaiting approval from admin.' }] : [429, { error: wait }],
    });
    await advance(1000);
    expect(screen.getByRole('alert').textContent).toBe(wait);
    const u = user();
    await u.type(screen.getByLabelText('SMS Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(/login screen/)).toBeInTheDocument();
    expect(requestsTo('POST /api/verify-phone').at(-1)?.body).toEqual({ phoneNumber: '5551234567', code: '123456' });
  });

  it("keeps the spec's message when no code was sent at all", async () => {
    renderScreen({ 'POST /api/verify-phone': networkError });
    await advance(1000);
    const u = user();
    await u.type(screen.getByLabelText('SMS Code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Verification ID is missing. Please request a new OTP.')).toBeInTheDocument();
    expect(requestsTo('POST /api/verify-phone')).toHaveLength(1);
  });

  it('sends a new code when the earlier one is older than the wait', async () => {
    const first = renderScreen({ 'POST /api/verify-phone': [200, { message: 'sent' }] });
    await advance(1000);
    await advance(46_000);
    first.unmount();
    renderScreen({ 'POST /api/verify-phone': [200, { message: 'sent' }] });
    await advance(1000);
    expect(requestsTo('POST /api/verify-phone')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
  });
});
