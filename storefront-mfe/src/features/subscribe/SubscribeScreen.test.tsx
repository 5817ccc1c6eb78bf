import type { User } from '@fireworks/core/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { resetRuntimeConfig, setLanguage, useSession } from 'shared-ui';
import SubscribeScreen from './SubscribeScreen';

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

type Route = { status: number; body: unknown };
let routes: Record<string, Route>;
const requests: { method: string; url: string; body: unknown }[] = [];

function serve(config: { paypal: { clientId: string; planId: string } | null }, extra: Record<string, Route> = {}) {
  routes = {
    'GET /api/config': { status: 200, body: { contact: { phone: '5550101234', email: 'a@b.c' }, ...config } },
    'GET /api/subscriptions': { status: 200, body: { subscriptions: [] } },
    'POST /api/subscribe': {
      status: 201,
      body: { message: 'Subscription successful!', subscriptionID: 'I-UNITTEST0001', createdAt: '2026-11-18T18:00:00.000Z' },
    },
    ...extra,
  };
}

beforeEach(() => {
  resetRuntimeConfig();
  setLanguage('en');
  paypal.script = { isPending: false, isRejected: false };
  paypal.options = [];
  paypal.buttons = null;
  requests.length = 0;
  useSession.getState().signIn('token', { _id: 'u1', username: 'casey', firstname: 'Casey', admin: false } as User);
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${url}`] ?? { status: 404, body: { error: 'no route' } };
    return { ok: route.status < 400, status: route.status, text: async () => JSON.stringify(route.body) };
  }) as jest.Mock;
});

function renderScreen() {
  return render(
    <SnackbarProvider>
      <SubscribeScreen />
    </SnackbarProvider>,
  );
}

const PAYPAL = { clientId: 'client-123', planId: 'P-PLAN-9' };

describe('SubscribeScreen', () => {
  it('says plainly that subscriptions are not available when PayPal is not configured', async () => {
    serve({ paypal: null });
    renderScreen();
    expect((await screen.findByTestId('subscriptions-unavailable')).textContent).toBe(
      'Subscriptions are not available right now: this shop has not set up PayPal subscriptions yet.',
    );
    expect(paypal.options).toEqual([]);
  });

  it('loads PayPal for subscriptions with the configured client and plan', async () => {
    serve({ paypal: PAYPAL });
    renderScreen();
    await screen.findByRole('button', { name: 'PayPal' });
    expect(paypal.options[0]).toMatchObject({ clientId: 'client-123', vault: true, intent: 'subscription', locale: 'en_US' });
    const create = jest.fn(async () => 'I-NEW');
    await paypal.buttons?.createSubscription?.({}, { subscription: { create } });
    expect(create).toHaveBeenCalledWith({ plan_id: 'P-PLAN-9' });
  });

  it('records the approved subscription, confirms it and shows it instead of the button', async () => {
    serve({ paypal: PAYPAL });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Subscription successful!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/subscribe',
      body: { subscriptionID: 'I-UNITTEST0001' },
    });
    expect(screen.getByTestId('subscription-recorded').textContent).toContain('Your subscription I-UNITTEST0001 was recorded on');
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
  });

  it('says "Failed to save subscription" and why when the shop cannot record it', async () => {
    serve(
      { paypal: PAYPAL },
      { 'POST /api/subscribe': { status: 409, body: { error: 'This subscription is already recorded for another account.' } } },
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Failed to save subscription')).toBeTruthy();
    expect(screen.getByText('This subscription is already recorded for another account.').getAttribute('role')).toBe('alert');
  });

  it('says so, with a way to try again, when PayPal’s script cannot be loaded', async () => {
    serve({ paypal: PAYPAL });
    paypal.script = { isPending: false, isRejected: true };
    renderScreen();
    expect((await screen.findByTestId('paypal-unavailable')).textContent).toContain(
      'The PayPal button could not be loaded. Check your internet connection, then try again.',
    );
    paypal.script = { isPending: false, isRejected: false };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'PayPal' })).toBeTruthy();
  });

  it('shows a subscription already recorded for the customer', async () => {
    serve(
      { paypal: PAYPAL },
      {
        'GET /api/subscriptions': {
          status: 200,
          body: { subscriptions: [{ subscriptionID: 'I-EARLIER00001', createdAt: '2026-10-01T12:00:00.000Z' }] },
        },
      },
    );
    renderScreen();
    expect((await screen.findByTestId('subscription-recorded')).textContent).toContain('I-EARLIER00001');
    expect(paypal.options).toEqual([]);
  });
});
