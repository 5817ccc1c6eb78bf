import type { User } from '@fireworks/core/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { api } from '../api/client';
import { useCan, useSession } from '../stores/session';
import { requestsTo, serve } from '../testing';
import { useSessionKeeper } from './use-session-keeper';

const clerk = { _id: 's1', username: 'clerk', admin: false } as User;
const counter = ['orders:read', 'payments:record', 'pickups:work', 'reminders:send'];

/** A screen with the keeper, showing a button only to who may void payments. */
function Screen() {
  useSessionKeeper(async () => {});
  const canVoid = useCan('payments:void');
  return canVoid ? <button type="button">Void payment</button> : <p>No void</p>;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn('tok', { ...clerk, permissions: [...counter, 'payments:void'] });
});
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('permissions changed by the owner meanwhile (issue 41)', () => {
  it('a call refused 403 reads the user again: the button the server now refuses goes away', async () => {
    serve({
      'POST /api/getuser': [200, { ...clerk, permissions: counter }],
      'POST /api/orders/:id/payments/:paymentId/void': [403, { error: 'You do not have the permission this needs: “Void payments”.' }],
    });
    render(<Screen />);
    expect(screen.getByRole('button', { name: 'Void payment' })).toBeInTheDocument();
    await expect(
      api('POST /api/orders/:id/payments/:paymentId/void', { params: { id: 'o1', paymentId: 'p1' }, body: { reason: 'duplicate' } }),
    ).rejects.toThrow('You do not have the permission this needs: “Void payments”.');
    expect(await screen.findByText('No void')).toBeInTheDocument();
    expect(useSession.getState().user?.permissions).toEqual(counter);
    // The session stays: a refusal for a permission is not the end of it.
    expect(useSession.getState().token).toBe('tok');
    expect(requestsTo('POST /api/getuser')).toHaveLength(1);
  });

  it('a staff member coming back to the tab sees the permissions as they are now', async () => {
    serve({ 'POST /api/getuser': [200, { ...clerk, permissions: counter }] });
    render(<Screen />);
    act(() => setVisibility('hidden'));
    expect(requestsTo('POST /api/getuser')).toHaveLength(0);
    act(() => setVisibility('visible'));
    expect(await screen.findByText('No void')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST /api/getuser')).toHaveLength(1));
  });

  it('a customer coming back to the tab is not read again', async () => {
    useSession.getState().signIn('tok', { ...clerk, permissions: [] });
    render(<Screen />);
    act(() => setVisibility('visible'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo('POST /api/getuser')).toHaveLength(0);
  });
});
