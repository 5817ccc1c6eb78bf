import type { AdminUser, User } from '@fireworks/core/contract';
import { PERMISSIONS } from '@fireworks/core/rules';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { requestsTo, serve, signInAs, submitTwiceAtOnce, TestProviders } from 'shared-ui/testing';
import StaffScreen from './staff-screen';

const base = {
  verified: true,
  admin: false,
  funds: 0,
  createdAt: '2026-11-02T15:00:00.000Z',
  notes: '',
  notesVersion: 0,
  pendingApproval: false,
};
const dana: AdminUser = {
  ...base,
  _id: 'u-dana',
  username: 'dana',
  firstname: 'Dana',
  lastname: 'Diaz',
  email: 'd@x.io',
  phonenumber: '5550000001',
  approved: true,
};
const eli: AdminUser = {
  ...base,
  _id: 'u-eli',
  username: 'eli',
  firstname: 'Eli',
  lastname: 'Ek',
  email: 'e@x.io',
  phonenumber: '5550000002',
  approved: false,
};
const owner = { userId: 'u-admin', username: 'admin', permissions: ['orders:read'] };
const counter = ['orders:read', 'payments:record', 'pickups:work', 'reminders:send'];

function renderScreen() {
  return render(
    <MemoryRouter>
      <StaffScreen />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

beforeEach(() => {
  signInAs('owner');
  serve({ 'GET /api/staff': [200, [owner]], 'GET /api/userInformation': [200, [dana, eli]] });
});
afterEach(() => setLanguage('en'));

describe('StaffScreen (/staff, the owner)', () => {
  it('makes an approved user a Counter with the preset, and lists them', async () => {
    serve({ 'PUT /api/staff/:userId': [200, { userId: 'u-dana', username: 'dana', permissions: counter }] });
    renderScreen();
    await screen.findByRole('row', { name: /admin/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    const user = screen.getByLabelText('Approved user');
    // Only approved users who are not staff yet.
    await waitFor(() =>
      expect(
        within(user)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a user', 'dana (Dana Diaz)']),
    );
    await userEvent.selectOptions(user, 'u-dana');
    expect(screen.getByRole('radio', { name: /Counter/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff permissions saved.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/staff/u-dana').map((r) => r.body)).toEqual([{ permissions: counter }]);
    expect(within(screen.getByRole('row', { name: /dana/ })).getByText('Counter')).toBeInTheDocument();
  });

  it('marks a staff member the owner un-approved: their permissions are inactive until approved again', async () => {
    serve({ 'GET /api/staff': [200, [owner, { userId: 'u-eli', username: 'eli', permissions: counter, approved: false }]] });
    renderScreen();
    const row = await screen.findByRole('row', { name: /eli/ });
    expect(row).toHaveTextContent('Counter');
    expect(row).toHaveTextContent('Not approved: these permissions are inactive until the account is approved again in Manage Users.');
    expect(screen.getByRole('row', { name: /admin/ })).not.toHaveTextContent('Not approved');
    act(() => setLanguage('es'));
    expect(await screen.findByText(/^Sin aprobar: estos permisos están inactivos/)).toBeInTheDocument();
  });

  it('saves a custom set, and asks for a user first', async () => {
    serve({ 'PUT /api/staff/:userId': [200, { userId: 'u-dana', username: 'dana', permissions: ['orders:read'] }] });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a user.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Approved user'), 'u-dana');
    await userEvent.click(screen.getByRole('radio', { name: /Custom/ }));
    const permissions = screen.getByRole('group', { name: 'Permissions' });
    for (const name of ['Record payments', 'Work the pickup counter', 'Send payment reminders']) {
      await userEvent.click(within(permissions).getByRole('checkbox', { name }));
    }
    expect(within(permissions).getByRole('checkbox', { name: 'See orders' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Staff permissions saved.');
    expect(requestsTo('PUT /api/staff/u-dana').map((r) => r.body)).toEqual([{ permissions: ['orders:read'] }]);
  });

  it('saves once when Save is sent twice before it renders busy (a double tap, Enter twice)', async () => {
    serve({ 'PUT /api/staff/:userId': [200, { userId: 'u-dana', username: 'dana', permissions: ['orders:read'] }] });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Approved user'), 'u-dana');
    await userEvent.click(screen.getByRole('radio', { name: /Custom/ }));
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Staff permissions saved.');
    expect(requestsTo('PUT /api/staff/u-dana')).toHaveLength(1);
  });

  it('removes a staff member after Yes, and shows the server’s sentence when it refuses (the last owner)', async () => {
    serve({ 'PUT /api/staff/:userId': [409, { error: 'The shop needs an owner: the last owner cannot be removed or demoted.' }] });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove admin from the staff' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/the last owner cannot be removed or demoted/)).toBeInTheDocument();
    expect(requestsTo('PUT /api/staff/u-admin').map((r) => r.body)).toEqual([{ permissions: [] }]);
    expect(screen.getByRole('row', { name: /admin/ })).toBeInTheDocument();
  });

  it("after a removal, the keyboard goes to the next member's Remove (the previous one's when it was last), not to the page's top", async () => {
    const kim = { userId: 'u-kim', username: 'kim', permissions: counter };
    const lee = { userId: 'u-lee', username: 'lee', permissions: counter };
    serve({
      'GET /api/staff': [200, [owner, kim, lee]],
      'PUT /api/staff/:userId': ({ params }) => [
        200,
        { userId: String(params.userId), username: String(params.userId).slice(2), permissions: [] },
      ],
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove kim from the staff' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /kim/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove lee from the staff' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Remove lee from the staff' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /lee/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove admin from the staff' })).toHaveFocus());
  });

  it('moves focus into the form it opens (on a phone it opens above, out of view) and back to the button that opened it', async () => {
    serve({ 'PUT /api/staff/:userId': [200, { userId: 'u-dana', username: 'dana', permissions: counter }] });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    expect(screen.getByLabelText('Approved user')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Approved user')).not.toBeInTheDocument();
    // The button the form replaced is back, with the keyboard on it (not on the page's <body>).
    expect(screen.getByRole('button', { name: 'Add staff member' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Approved user'), 'u-dana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff permissions saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add staff member' })).toHaveFocus();

    // Change: focus starts on the chosen preset and returns to that row's Change button.
    await userEvent.click(within(screen.getByRole('row', { name: /dana/ })).getByRole('button', { name: 'Change dana' }));
    expect(screen.getByRole('radio', { name: /Counter/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /Catalogue/ }));
    serve({
      'PUT /api/staff/:userId': [200, { userId: 'u-dana', username: 'dana', permissions: ['items:edit', 'stock:edit', 'dashboard:read'] }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /dana/ })).getByText('Catalogue')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change dana' })).toHaveFocus();
  });

  it('says at the field what is missing (a user, a permission), in English and Spanish, with the keyboard taken there', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const user = screen.getByLabelText('Approved user');
    expect(user).toHaveAttribute('aria-invalid', 'true');
    expect(user).toHaveAccessibleDescription('Please choose a user.');
    expect(user).toHaveFocus();

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(user, 'u-dana');
    await userEvent.click(screen.getByRole('radio', { name: /Custom/ }));
    // Every box the Counter preset ticked, unticked.
    for (const name of ['See orders', 'Record payments', 'Work the pickup counter', 'Send payment reminders']) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(user).not.toHaveAttribute('aria-invalid');
    const permissions = screen.getByRole('group', { name: 'Permissions' });
    expect(permissions).toHaveAccessibleDescription('Please choose at least one permission.');
    expect(within(permissions).getAllByRole('checkbox')[0]).toHaveFocus();
    expect(requestsTo('PUT /api/staff/u-dana')).toEqual([]);

    await act(() => setLanguage('es'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('group', { name: 'Permisos' })).toHaveAccessibleDescription('Por favor, elija al menos un permiso.');
  });

  it('keeps Cancel disabled while the save is on its way (a saved change is not shown as cancelled)', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serve({
      'PUT /api/staff/:userId': async () => {
        await answered;
        return [200, { userId: 'u-dana', username: 'dana', permissions: counter }];
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Approved user'), 'u-dana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PUT /api/staff/u-dana')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Staff permissions saved.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    setLanguage('es');
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Personal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir miembro del personal' })).toBeInTheDocument();
  });
});

describe('StaffScreen for a seasonal manager (a custom set with Manage staff)', () => {
  const held = [...counter, 'dashboard:read', 'staff:manage'];
  const staffList = [
    { userId: 'u-admin', username: 'admin', permissions: [...PERMISSIONS] },
    { userId: 'u-cat', username: 'cat', permissions: ['items:edit', 'stock:edit', 'dashboard:read'] },
    { userId: 'u-kim', username: 'kim', permissions: ['orders:read', 'pickups:work'] },
    { userId: 'u-max', username: 'max', permissions: held },
    { userId: 'u-me', username: 'me', permissions: held },
  ];
  const me = { _id: 'u-me', username: 'me', firstname: 'Mia', lastname: 'Manager', admin: false } as User;
  const signInManager = (permissions: string[]) => useSession.getState().signIn('test-token', { ...me, permissions });

  beforeEach(() => serve({ 'GET /api/staff': [200, staffList] }));

  it('offers change and remove only on the rows below them, and no Add without Manage users', async () => {
    signInManager(held);
    renderScreen();
    await screen.findByRole('row', { name: /kim/ });
    expect(within(screen.getByRole('row', { name: /kim/ })).getByRole('button', { name: 'Change kim' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /kim/ })).getByRole('button', { name: 'Remove kim from the staff' })).toBeInTheDocument();
    // The owner, someone holding more (Catalogue), another manager and themselves: no controls at all.
    for (const name of ['admin', 'cat', 'max', 'me']) {
      expect(within(screen.getByRole('row', { name: new RegExp(`^${name}`) })).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Add staff member' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only the owner changes an owner, someone who manages staff, or you\./)).toBeInTheDocument();
    expect(requestsTo('GET /api/userInformation')).toEqual([]);
  });

  it('shows only the presets and permission boxes they may give', async () => {
    signInManager([...held, 'users:manage']);
    serve({ 'PUT /api/staff/:userId': [200, { userId: 'u-dana', username: 'dana', permissions: ['orders:read', 'dashboard:read'] }] });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['counter', 'custom']);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Approved user'), 'u-dana');
    await userEvent.click(screen.getByRole('radio', { name: /Custom/ }));
    const group = within(screen.getByRole('group', { name: 'Permissions' }));
    const offered = [
      'See orders',
      'Record payments',
      'Work the pickup counter',
      'Send payment reminders',
      'Manage users',
      'See the dashboard',
    ];
    for (const name of offered) expect(group.getByRole('checkbox', { name })).toBeInTheDocument();
    expect(group.getAllByRole('checkbox')).toHaveLength(offered.length);
    expect(group.queryByRole('checkbox', { name: 'Manage staff' })).not.toBeInTheDocument();
    expect(group.queryByRole('checkbox', { name: 'Edit items' })).not.toBeInTheDocument();
    for (const name of ['Record payments', 'Work the pickup counter', 'Send payment reminders', 'See the dashboard']) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Staff permissions saved.');
    expect(requestsTo('PUT /api/staff/u-dana').map((r) => r.body)).toEqual([{ permissions: ['orders:read', 'dashboard:read'] }]);
  });

  it('the owner is offered every preset and every box, Manage staff included', async () => {
    signInAs('owner');
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Change max' }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['owner', 'counter', 'catalogue', 'custom']);
    expect(screen.getByRole('checkbox', { name: 'Manage staff' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Permissions' })).getAllByRole('checkbox')).toHaveLength(PERMISSIONS.length);
  });
});
