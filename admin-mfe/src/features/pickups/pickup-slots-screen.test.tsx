import type { User } from '@fireworks/core/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from 'shared-ui';
import { requestsTo, serve, submitTwiceAtOnce, TestProviders } from 'shared-ui/testing';
import PickupSlotsScreen from './pickup-slots-screen';

const slot = { _id: 's1', date: '2026-11-20', start: '10:00', end: '11:00', capacity: 5, remaining: 3 };

function renderSlots() {
  render(
    <MemoryRouter>
      <PickupSlotsScreen />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

/** Fills the add form with a slot from noon to 1 PM on Nov 20 for 5 orders. */
async function typeNoonSlot() {
  await userEvent.type(screen.getByLabelText('Date'), '2026-11-20');
  await userEvent.type(screen.getByLabelText('Start'), '12:00');
  await userEvent.type(screen.getByLabelText('End'), '13:00');
  await userEvent.type(screen.getByLabelText('Capacity'), '5');
}

beforeEach(() => useSession.getState().signIn('token', { _id: 'a1', username: 'admin', admin: true } as User));

it('lists the upcoming slots with their bookings, adds one and deletes one', async () => {
  serve({
    'GET /api/pickup-slots': [200, [slot]],
    'POST /api/pickup-slots': [201, { ...slot, _id: 's2', start: '12:00', end: '13:00', remaining: 5 }],
    'DELETE /api/pickup-slots/:id': [200, { message: 'Pickup slot deleted.' }],
  });
  renderSlots();
  expect(await screen.findByText('Fri, Nov 20, 10:00 AM–11:00 AM · 2 of 5 booked')).toBeInTheDocument();

  await typeNoonSlot();
  await userEvent.click(screen.getByRole('button', { name: 'Add slot' }));
  expect(await screen.findByText('Pickup slot added.')).toBeInTheDocument();
  expect(requestsTo('POST /api/pickup-slots')[0]?.body).toEqual({ date: '2026-11-20', start: '12:00', end: '13:00', capacity: 5 });

  await userEvent.click(screen.getByRole('button', { name: 'Delete the slot Fri, Nov 20, 10:00 AM–11:00 AM' }));
  expect(await screen.findByText('Pickup slot deleted.')).toBeInTheDocument();
  expect(requestsTo('DELETE /api/pickup-slots/s1')).toHaveLength(1);
});

it('adds one slot when the form is sent twice before Add slot renders busy (a double tap, Enter twice)', async () => {
  serve({
    'GET /api/pickup-slots': [200, [slot]],
    'POST /api/pickup-slots': [201, { ...slot, _id: 's2', start: '12:00', end: '13:00', remaining: 5 }],
  });
  renderSlots();
  await screen.findByRole('button', { name: 'Add slot' });
  await typeNoonSlot();
  submitTwiceAtOnce(screen.getByRole('button', { name: 'Add slot' }));
  expect(await screen.findByText('Pickup slot added.')).toBeInTheDocument();
  expect(requestsTo('POST /api/pickup-slots')).toHaveLength(1);
});

it('shows the add form with the list, not before it (under the list, it would jump as the list arrives)', async () => {
  serve({ 'GET /api/pickup-slots': [200, [slot]] });
  render(
    <MemoryRouter>
      <PickupSlotsScreen />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  expect(screen.queryByRole('button', { name: 'Add slot' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Add slot' })).toBeInTheDocument();
  expect(screen.getByText('Fri, Nov 20, 10:00 AM–11:00 AM · 2 of 5 booked')).toBeInTheDocument();
});
