import type { OrderDetail, PickupSlot } from '@fireworks/core/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, setToastSink } from 'shared-ui';
import { requestsTo, serve, submitTwiceAtOnce, testConfig, testOrderDetail } from 'shared-ui/testing';
import { renderOrderScreen } from './render-order-screen';

// The shop's clock: Wednesday 2026-11-18, 12:00 in Chicago (18:00 UTC). Only Date is faked.
const NOW = new Date('2026-11-18T18:00:00Z');
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  serve({
    'GET /api/config': [200, testConfig()],
    'GET /api/store-location': [200, { address: '12 Main St, Austin 78701', hours: { en: '', es: '' }, mapUrl: '' }],
  });
});
afterEach(async () => {
  jest.useRealTimers();
  await act(() => setLanguage('en'));
});

const held = { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00' };
const order = testOrderDetail({ _id: 'o1', orderNumber: 'FW-26-00042', isPickup: true, pickupCode: 'K7P2M9XQ', pickupSlot: held });
const slot = (fields: Partial<PickupSlot> & { _id: string }): PickupSlot => ({
  date: '2026-11-21',
  start: '14:00',
  end: '15:00',
  capacity: 5,
  remaining: 3,
  ...fields,
});
const slots: PickupSlot[] = [
  slot({ ...held, remaining: 4 }),
  slot({ _id: 's2' }),
  slot({ _id: 's3', date: '2026-11-22', start: '09:00', end: '10:00', remaining: 0 }),
  slot({ _id: 's4', date: '2026-11-22', start: '16:00', end: '17:00', remaining: 1 }),
];
const movedTo = (to: PickupSlot): OrderDetail => ({ ...order, pickupSlot: { _id: to._id, date: to.date, start: to.start, end: to.end } });

describe('Change pickup time on the customer order page', () => {
  it('lists the upcoming times with room (not its own), changes it, says so in a toast, focuses the confirmation and shows the new time', async () => {
    let release: () => void = () => {};
    const sent = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      'GET /api/orders/:id': [200, order],
      'GET /api/pickup-slots': [200, slots],
      'POST /api/orders/:id/pickup-slot': async () => {
        await sent;
        return [200, movedTo(slots[1]!)];
      },
    });
    renderOrderScreen();
    const control = await screen.findByRole('region', { name: 'Change pickup time' });
    const select = within(control).getByLabelText('New pickup time');
    expect(select).toHaveAccessibleDescription('You can change it until 2 hours before your pickup time starts.');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a new time', 'Sat, Nov 21, 2:00 PM–3:00 PM (3 left)', 'Sun, Nov 22, 4:00 PM–5:00 PM (1 left)']);
    const button = within(control).getByRole('button', { name: 'Change pickup time' });
    expect(button).toBeDisabled();

    await userEvent.selectOptions(select, 's2');
    await userEvent.click(button);
    await waitFor(() => expect(within(control).getByRole('button', { name: /Change pickup time/ })).toHaveAttribute('aria-busy', 'true'));
    release();

    const changed = 'Your pickup time is now Sat, Nov 21, 2:00 PM–3:00 PM. We e-mailed you the new time.';
    const confirmation = await within(control).findByTestId('pickup-time-changed');
    expect(confirmation).toHaveTextContent(changed);
    await waitFor(() => expect(confirmation).toHaveFocus());
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(changed)).toHaveLength(2));
    expect(requestsTo('POST /api/orders/o1/pickup-slot').map((r) => r.body)).toEqual([{ pickupSlotId: 's2' }]);
    const pass = screen.getByRole('region', { name: 'Pickup pass' });
    await waitFor(() => expect(within(pass).getByText('Pickup: Sat, Nov 21, 2:00 PM–3:00 PM')).toBeInTheDocument());
  });

  it('sends one change when it is submitted twice before it renders busy (a double tap, Enter twice)', async () => {
    serve({
      'GET /api/orders/:id': [200, order],
      'GET /api/pickup-slots': [200, slots],
      'POST /api/orders/:id/pickup-slot': [200, movedTo(slots[1]!)],
    });
    renderOrderScreen();
    const control = await screen.findByRole('region', { name: 'Change pickup time' });
    const select = within(control).getByLabelText('New pickup time');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, 's2');
    submitTwiceAtOnce(within(control).getByRole('button', { name: 'Change pickup time' }));
    await within(control).findByTestId('pickup-time-changed');
    expect(requestsTo('POST /api/orders/o1/pickup-slot')).toHaveLength(1);
  });

  it('on a phone, puts the toast where it does not cover the button just used, as it stands once the confirmation above it is shown', async () => {
    serve({
      'GET /api/orders/:id': [200, order],
      'GET /api/pickup-slots': [200, slots],
      'POST /api/orders/:id/pickup-slot': [200, movedTo(slots[1]!)],
    });
    // A 375 × 667 phone whose whole-width button sits just above the bottom toast stack (the lowest
    // 240 px) until the confirmation (64 px) is drawn above it and pushes it in.
    const { innerWidth, innerHeight } = window;
    Object.assign(window, { innerWidth: 375, innerHeight: 667 });
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (!this.classList.contains('fw-slot-picker__submit')) return new DOMRect(0, 0, 0, 0);
      const pushed = this.closest('section')?.querySelector('[data-testid="pickup-time-changed"]') ? 64 : 0;
      return new DOMRect(16, 380 + pushed, 343, 44);
    });
    try {
      renderOrderScreen();
      const control = await screen.findByRole('region', { name: 'Change pickup time' });
      const select = within(control).getByLabelText('New pickup time');
      await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
      const placements: string[] = [];
      const undo = setToastSink((_message, _variant, placement) => placements.push(placement));
      try {
        await userEvent.selectOptions(select, 's2');
        await userEvent.click(within(control).getByRole('button', { name: 'Change pickup time' }));
        await within(control).findByTestId('pickup-time-changed');
        await waitFor(() => expect(placements).toEqual(['top']));
      } finally {
        undo();
      }
    } finally {
      measure.mockRestore();
      Object.assign(window, { innerWidth, innerHeight });
    }
  });

  it('says the times are loading while they are read, and when no other time has room', async () => {
    let answer: () => void = () => {};
    const read = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serve({
      'GET /api/orders/:id': [200, order],
      'GET /api/pickup-slots': async () => {
        await read;
        return [200, [slots[0]!, slots[2]!]];
      },
    });
    renderOrderScreen();
    const control = await screen.findByRole('region', { name: 'Change pickup time' });
    const select = within(control).getByLabelText('New pickup time');
    expect(within(select).getByRole('option')).toHaveTextContent('Loading pickup times…');
    expect(select).toBeDisabled();
    answer();
    await waitFor(() => expect(within(select).getByRole('option')).toHaveTextContent('No other pickup time has room right now.'));
    expect(select).toBeDisabled();
  });

  it("shows the server's refusal at the control in the customer's language; the order keeps its time", async () => {
    serve({
      'GET /api/orders/:id': [200, order],
      'GET /api/pickup-slots': [200, slots],
      'POST /api/orders/:id/pickup-slot': [409, { error: 'Esa hora de recogida está llena. Elija otra.' }],
    });
    await act(() => setLanguage('es'));
    renderOrderScreen();
    const control = await screen.findByRole('region', { name: 'Cambiar la hora de recogida' });
    const select = within(control).getByLabelText('Nueva hora de recogida');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, 's4');
    await userEvent.click(within(control).getByRole('button', { name: 'Cambiar la hora de recogida' }));
    expect(await within(control).findByRole('alert')).toHaveTextContent('Esa hora de recogida está llena. Elija otra.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/Esa hora de recogida está llena/);
    expect(within(screen.getByRole('region', { name: 'Pase de recogida' })).getByText(/Recogida: vie, 20 nov/)).toBeInTheDocument();
  });

  it.each([
    ['a delivery order', { isPickup: false, pickupCode: null, pickupSlot: null }],
    ['an order picked up', { pickedUpAt: '2026-11-18T16:05:00.000Z' }],
    ['a complete order', { status: 'COMPLETE' as const }],
    ['a slot starting in less than 2 hours (13:30 today)', { pickupSlot: { ...held, date: '2026-11-18', start: '13:30', end: '14:30' } }],
    ['a slot already started', { pickupSlot: { ...held, date: '2026-11-18', start: '11:30', end: '12:30' } }],
  ])('is not offered for %s (the server would refuse)', async (_case, fields) => {
    serve({ 'GET /api/orders/:id': [200, { ...order, ...fields }] });
    renderOrderScreen();
    await screen.findByRole('article', { name: 'Order FW-26-00042' });
    await waitFor(() => expect(requestsTo('GET /api/config')).not.toHaveLength(0));
    expect(screen.queryByTestId('change-pickup-time')).not.toBeInTheDocument();
    expect(requestsTo('GET /api/pickup-slots')).toHaveLength(0);
  });

  it.each([
    ['up to 2 hours before the slot starts (14:00 today)', { ...held, date: '2026-11-18', start: '14:00', end: '15:00' }],
    ['to an order holding no time', null],
  ])('is offered %s', async (_case, pickupSlot) => {
    serve({ 'GET /api/orders/:id': [200, { ...order, pickupSlot }], 'GET /api/pickup-slots': [200, slots] });
    renderOrderScreen();
    const control = await screen.findByRole('region', { name: 'Change pickup time' });
    await waitFor(() => expect(within(within(control).getByLabelText('New pickup time')).getAllByRole('option').length).toBeGreaterThan(1));
  });
});
