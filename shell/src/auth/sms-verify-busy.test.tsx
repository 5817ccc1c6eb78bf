import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-ui';
import { requestsTo, serve, testConfig } from 'shared-ui/testing';
import { renderAuthAt } from '../testing/render-auth';
import type { PhoneChannel, PhoneProof } from './phone-types';

/** A phone channel that checks the typed code itself before the server is asked (as Firebase's confirm does), here until the test lets it finish. */
const checking: { finish: ((proof: PhoneProof) => void) | null; calls: number } = { finish: null, calls: 0 };
jest.mock('./phone-channel', () => ({
  ...jest.requireActual('./phone-channel'),
  openPhoneChannel: async (): Promise<PhoneChannel> => ({
    send: async () => 'verification-1',
    resume() {},
    hasVerification: true,
    proofFor: () => {
      checking.calls += 1;
      return new Promise<PhoneProof>((resolve) => {
        checking.finish = resolve;
      });
    },
    dispose() {},
  }),
}));

beforeEach(() => {
  localStorage.clear();
  checking.finish = null;
  checking.calls = 0;
  useSession.getState().setPendingPhone('5551234567');
});

describe('/sms-verify while the code is being checked', () => {
  it('Verify OTP is busy from the click on (no second check, no second verification), and the code is verified once', async () => {
    const u = userEvent.setup();
    serve({ 'GET /api/config': [200, testConfig({ smsProvider: 'firebase' })], 'POST /api/verify-phone': [200, { message: 'ok' }] });
    renderAuthAt('/sms-verify');
    expect(await screen.findByText('Verification Code sent successfully!', {}, { timeout: 3000 })).toBeInTheDocument();
    await u.type(screen.getByLabelText('SMS Code'), '123456');
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    await u.click(verify);
    await waitFor(() => expect(checking.calls).toBe(1));
    // Busy and unavailable (aria-disabled: a disabled button would lose the focus in Chromium); the click below does nothing.
    expect(verify).toHaveAttribute('aria-disabled', 'true');
    expect(verify).toHaveAttribute('aria-busy', 'true');
    expect(verify).toHaveFocus();
    await u.click(verify);
    expect(checking.calls).toBe(1);
    await act(async () => checking.finish?.({ idToken: 'id-token' }));
    await waitFor(() =>
      expect(requestsTo('POST /api/verify-phone').filter((r) => (r.body as { idToken?: string }).idToken)).toHaveLength(1),
    );
  });
});
