import type { User } from '@fireworks/core/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, useSession } from 'shared-ui';
import { type Routes as ApiAnswers, networkError, requests, serve, TestProviders, testConfig } from 'shared-ui/testing';
import SubscribeScreen from './subscribe-screen';

/** PayPal's React components stand in for the SDK (the browser suite loads the real package). */
const paypal = {
  script: { isPending: false, isRejected: false },
  options: [] as Record<string, unknown>[],
  buttons: null as null | Record<string, (...args: unknown[]) => unknown>,
};
jest.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children, options }: { children: React.ReactNode; options: Record<string, unknown> }) => {
    paypal.options.push(options);
    return children;
  },
  usePayPalScriptReducer: () => [paypal.script],
  PayPalButtons: (props: Record<string, (...args: unknown[]) => unknown>) => {
    paypal.buttons = props;
    return (
      <button type="button" onClick={() => props.onApprove?.({ subscriptionID: 'I-UNITTEST0001' })}>
        PayPal
      </button>
    );
  },
}));

function shop(config: { paypal: { clientId: string; planId: string } | null }, extra: ApiAnswers = {}) {
  serve({
    'GET /api/config': [200, testConfig(config)],
    'GET /api/subscriptions': [200, { subscriptions: [] }],
    'POST /api/subscribe': [
      201,
      { message: 'Subscription successful!', subscriptionID: 'I-UNITTEST0001', createdAt: '2026-11-18T18:00:00.000Z' },
    ],
    ...extra,
  });
}

beforeEach(() => {
  setLanguage('en');
  paypal.script = { isPending: false, isRejected: false };
  paypal.options = [];
  paypal.buttons = null;
  useSession.getState().signIn('token', { _id: 'u1', username: 'casey', firstname: 'Casey', admin: false } as User);
});

function renderScreen() {
  return render(<SubscribeScreen />, { wrapper: TestProviders });
}

const PAYPAL = { clientId: 'client-123', planId: 'P-PLAN-9' };

/** PayPal configured; the first record of the subscription gets no answer, the next one records it. */
function shopRecordingOnRetry() {
  let tries = 0;
  shop(
    { paypal: PAYPAL },
    {
      'POST /api/subscribe': () =>
        ++tries === 1
          ? networkError
          : [201, { message: 'Subscription successful!', subscriptionID: 'I-UNITTEST0001', createdAt: '2026-11-18T18:00:00.000Z' }],
    },
  );
}

describe('SubscribeScreen', () => {
  it('says plainly that subscriptions are not available when PayPal is not configured', async () => {
    shop({ paypal: null });
    renderScreen();
    expect(await screen.findByTestId('subscriptions-unavailable')).toHaveTextContent(
      'Subscriptions are not available right now: this shop has not set up PayPal subscriptions yet.',
    );
    expect(paypal.options).toEqual([]);
  });

  it('loads PayPal for subscriptions with the configured client and plan', async () => {
    shop({ paypal: PAYPAL });
    renderScreen();
    await screen.findByRole('button', { name: 'PayPal' });
    expect(paypal.options[0]).toMatchObject({ clientId: 'client-123', vault: true, intent: 'subscription', locale: 'en_US' });
    const create = jest.fn(async () => 'I-NEW');
    await paypal.buttons?.createSubscription?.({}, { subscription: { create } });
    expect(create).toHaveBeenCalledWith({ plan_id: 'P-PLAN-9' });
  });

  it('records the approved subscription, confirms it and shows it instead of the button', async () => {
    shop({ paypal: PAYPAL });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Subscription successful!')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/subscribe', { subscriptionID: 'I-UNITTEST0001' }],
    ]);
    expect(await screen.findByTestId('subscription-recorded')).toHaveTextContent('Your subscription I-UNITTEST0001 was recorded on');
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
  });

  it('says "Failed to save subscription" and why when the shop cannot record it', async () => {
    shop({ paypal: PAYPAL }, { 'POST /api/subscribe': [409, { error: 'This subscription is already recorded for another account.' }] });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Failed to save subscription')).toBeInTheDocument();
    expect(await screen.findByText('This subscription is already recorded for another account.')).toHaveAttribute('role', 'alert');
  });

  it.each([
    [
      'en',
      'PayPal',
      'Try again',
      'Failed to save subscription',
      'Subscription successful!',
      /PayPal approved your subscription I-UNITTEST0001/,
    ],
    [
      'es',
      'PayPal',
      'Intentar de nuevo',
      'No se pudo guardar la suscripción',
      '¡Suscripción exitosa!',
      /PayPal aprobó su suscripción I-UNITTEST0001/,
    ],
  ])(
    'a subscription PayPal approved but the shop could not record (no answer) is recorded by Try again, not by a second subscription (%s)',
    async (language, paypalButton, retry, failed, success, notRecorded) => {
      shopRecordingOnRetry();
      setLanguage(language as 'en' | 'es');
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: paypalButton }));
      expect((await screen.findAllByText(failed)).length).toBeGreaterThan(0);
      expect(await screen.findByText(notRecorded)).toBeInTheDocument();
      // PayPal's button would start a second subscription (a second charge): it is not offered meanwhile.
      expect(screen.queryByRole('button', { name: paypalButton })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: retry }));
      expect(await screen.findByText(success)).toBeInTheDocument();
      expect(await screen.findByTestId('subscription-recorded')).toHaveTextContent('I-UNITTEST0001');
      expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
        ['/api/subscribe', { subscriptionID: 'I-UNITTEST0001' }],
        ['/api/subscribe', { subscriptionID: 'I-UNITTEST0001' }],
      ]);
    },
  );

  it('records once when Try again is tapped twice before it renders busy (a double tap)', async () => {
    shopRecordingOnRetry();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // Two clicks in one task, as a double tap can: React renders no busy state between them.
    act(() => {
      retry.click();
      retry.click();
    });
    expect(await screen.findByTestId('subscription-recorded')).toHaveTextContent('I-UNITTEST0001');
    expect(screen.getByText('Subscription successful!')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/subscribe', { subscriptionID: 'I-UNITTEST0001' }],
      ['/api/subscribe', { subscriptionID: 'I-UNITTEST0001' }],
    ]);
  });

  it('says so, with a way to try again, when PayPal’s script cannot be loaded', async () => {
    shop({ paypal: PAYPAL });
    paypal.script = { isPending: false, isRejected: true };
    renderScreen();
    expect(await screen.findByTestId('paypal-unavailable')).toHaveTextContent(
      'The PayPal button could not be loaded. Check your internet connection, then try again.',
    );
    paypal.script = { isPending: false, isRejected: false };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'PayPal' })).toBeInTheDocument();
  });

  it('shows a subscription already recorded for the customer', async () => {
    shop(
      { paypal: PAYPAL },
      { 'GET /api/subscriptions': [200, { subscriptions: [{ subscriptionID: 'I-EARLIER00001', createdAt: '2026-10-01T12:00:00.000Z' }] }] },
    );
    renderScreen();
    expect(await screen.findByTestId('subscription-recorded')).toHaveTextContent('I-EARLIER00001');
    expect(paypal.options).toEqual([]);
  });
});
