import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from 'shared-ui';
import { type FakeRoutes, fakeApi } from 'shared-ui/testing';
import { SmsVerifyScreen } from './SmsVerifyScreen';

function LoginStub() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <p>login screen {notice}</p>;
}

function renderScreen(routes: FakeRoutes = {}) {
  const api = fakeApi({ 'GET /api/config': { body: { smsProvider: 'outbox', firebase: null, remotes: {} } }, ...routes });
  render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/sms-verify']}>
        <Routes>
          <Route path="/" element={<LoginStub />} />
          <Route path="/sms-verify" element={<SmsVerifyScreen />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
  return api;
}

/** Lets the fake timers run `ms` and the promises they start settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  useSession.getState().setPendingPhone('5551234567');
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('/sms-verify', () => {
  it('goes to / when no phone number was captured', () => {
    useSession.getState().setPendingPhone(null);
    renderScreen();
    expect(screen.getByText(/login screen/)).toBeTruthy();
  });

  it('sends the code 1 second after opening, then counts 45 s down before a resend', async () => {
    const api = renderScreen({ 'POST /api/verify-phone': { body: { message: 'sent' } } });
    await advance(999);
    expect(api.callsTo('POST /api/verify-phone')).toEqual([]);
    await advance(1);
    expect(api.callsTo('POST /api/verify-phone').map((c) => c.body)).toEqual([{ phoneNumber: '5551234567' }]);
    expect(screen.getByText('Verification Code sent successfully!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend in 45s' }).hasAttribute('disabled')).toBe(true);
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Resend in 44s' })).toBeTruthy();
    for (let second = 44; second > 0; second--) await advance(1000);
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend.hasAttribute('disabled')).toBe(false);
    await user().click(resend);
    expect(api.callsTo('POST /api/verify-phone')).toHaveLength(2);
  });

  it('asks for the code, refuses a wrong one, and on success goes to / with the approval notice', async () => {
    let attempt = 0;
    const api = renderScreen({
      'POST /api/verify-phone': (call) => {
        if (!(call.body as { code?: string }).code) return { body: { message: 'sent' } };
        attempt += 1;
        return attempt === 1
          ? { status: 400, body: { error: 'Invalid verification code. Try again.' } }
          : { body: { message: 'Phone number verified successfully!\nAwaiting approval from admin.' } };
      },
    });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('OTP is required.');
    await u.type(screen.getByLabelText('SMS Code'), '12ab34');
    expect((screen.getByLabelText('SMS Code') as HTMLInputElement).value).toBe('1234');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Verification ID is missing. Please request a new OTP.')).toBeTruthy();

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
    expect(api.callsTo('POST /api/verify-phone').at(-1)?.body).toEqual({ phoneNumber: '5551234567', code: '123456' });
  });

  it("says 'Failed to send verification code.' when the send fails without a reason", async () => {
    renderScreen({ 'POST /api/verify-phone': { networkError: true } });
    await advance(1000);
    expect(screen.getByRole('alert').textContent).toBe('Failed to send verification code.');
    expect(screen.getByRole('button', { name: 'Resend Code' }).hasAttribute('disabled')).toBe(false);
  });
});
