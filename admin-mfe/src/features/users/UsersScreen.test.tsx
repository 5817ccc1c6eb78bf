import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, offlineApi, renderScreen } from '../../common/test-utils';
import type { AdminUser } from './types';
import UsersScreen from './UsersScreen';

const base = { verified: true, admin: false, funds: 0, createdAt: '2026-11-02T15:00:00.000Z', notes: '' };
const pending: AdminUser = {
  ...base,
  _id: 'u1',
  username: 'pat',
  firstname: 'Pat',
  lastname: 'Pyro',
  email: 'pat@example.com',
  phonenumber: '5550101234',
  approved: false,
  pendingApproval: true,
};
const casey: AdminUser = {
  ...base,
  _id: 'u2',
  username: 'casey',
  firstname: 'Casey',
  lastname: 'Customer',
  email: 'casey@example.com',
  phonenumber: '5550109999',
  approved: true,
  pendingApproval: false,
  notes: 'Pays cash',
};
const quinn: AdminUser = {
  ...pending,
  _id: 'u3',
  username: 'quinn',
  firstname: 'Quinn',
  email: 'quinn@example.com',
  phonenumber: '5550107777',
};

const card = (username: string) => screen.getByRole('article', { name: username });

describe('UsersScreen', () => {
  it('opens on the unapproved users, toggles to the approved ones and searches by name, e-mail or phone', async () => {
    fakeApi(({ path }) => (path === '/api/userInformation' ? { body: [pending, casey, quinn] } : undefined));
    renderScreen(<UsersScreen />);

    expect(await screen.findByRole('article', { name: 'pat' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'quinn' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'casey' })).toBeNull();
    expect(within(card('pat')).getByText('Awaiting approval')).toBeTruthy();
    expect(within(card('pat')).getByText('Pat Pyro')).toBeTruthy();
    expect(within(card('pat')).getByText('pat@example.com')).toBeTruthy();
    expect(within(card('pat')).getByText('5550101234')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search users'), '555-0107');
    expect(screen.queryByRole('article', { name: 'pat' })).toBeNull();
    expect(screen.getByRole('article', { name: 'quinn' })).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Search users'));
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(screen.getByRole('article', { name: 'casey' })).toBeTruthy();
    expect((within(card('casey')).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Pays cash');
    // The customer's data is marked so a browser's translator leaves it as written.
    for (const data of [within(card('casey')).getByLabelText('Notes'), within(card('casey')).getByText('Casey Customer')]) {
      expect(data.getAttribute('translate')).toBe('no');
    }
    await userEvent.type(screen.getByLabelText('Search users'), 'nobody');
    expect(screen.getByText('No users found.')).toBeTruthy();
  });

  it('saves edited notes', async () => {
    const calls = fakeApi(({ method, path }) => {
      if (path === '/api/userInformation') return { body: [pending] };
      if (method === 'POST' && path === '/api/update-user-notes') return { body: { message: 'Notes saved.' } };
    });
    renderScreen(<UsersScreen />);
    const notes = await within(await screen.findByRole('article', { name: 'pat' })).findByLabelText('Notes');
    const save = within(card('pat')).getByRole('button', { name: 'Save notes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.type(notes, 'Referred by Casey');
    await userEvent.click(save);
    expect(await screen.findByText('Notes saved.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/update-user-notes', body: { id: 'u1', notes: 'Referred by Casey' } });
  });

  it('approves a user: the toast confirms and the user moves to the approved list', async () => {
    const calls = fakeApi(({ method, path }) => {
      if (path === '/api/userInformation') return { body: [pending] };
      if (method === 'POST' && path === '/api/changeApproval') return { body: { message: 'Approval status updated', approved: true } };
    });
    renderScreen(<UsersScreen />);
    await userEvent.click(within(await screen.findByRole('article', { name: 'pat' })).getByLabelText('Approved'));
    expect(await screen.findByText('Approval status updated')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/changeApproval', body: { user_id: 'u1', newValueApproved: true } });
    expect(screen.queryByRole('article', { name: 'pat' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect((within(card('pat')).getByLabelText('Approved') as HTMLInputElement).checked).toBe(true);
    expect(within(card('pat')).queryByText('Awaiting approval')).toBeNull();
  });

  it('shows the server error when approval fails, and the spec text when the server cannot be reached', async () => {
    fakeApi(({ path }) => {
      if (path === '/api/userInformation') return { body: [pending] };
      if (path === '/api/changeApproval') return { status: 404, body: { error: 'No such user.' } };
    });
    renderScreen(<UsersScreen />);
    await userEvent.click(within(await screen.findByRole('article', { name: 'pat' })).getByLabelText('Approved'));
    expect(await screen.findByText('No such user.')).toBeTruthy();
    expect((within(card('pat')).getByLabelText('Approved') as HTMLInputElement).checked).toBe(false);

    offlineApi();
    await userEvent.click(within(card('pat')).getByLabelText('Approved'));
    expect(await screen.findByText('Error updating approval status.')).toBeTruthy();
  });

  it('deletes a user only after Yes', async () => {
    const calls = fakeApi(({ method, path }) => {
      if (path === '/api/userInformation') return { body: [pending, quinn] };
      if (method === 'POST' && path === '/api/delete-user') return { body: { message: 'Successfully deleted user' } };
    });
    renderScreen(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user pat' }));
    expect(screen.getByText('Are you sure you want to delete the user pat?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.some((c) => c.path === '/api/delete-user')).toBe(false);
    expect(screen.getByRole('article', { name: 'pat' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete user pat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted user')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/delete-user', body: { userone: 'u1' } });
    expect(screen.queryByRole('article', { name: 'pat' })).toBeNull();
    expect(screen.getByRole('article', { name: 'quinn' })).toBeTruthy();
  });

  it("says 'Error deleting user.' when the deletion does not go through", async () => {
    fakeApi(({ path }) => (path === '/api/userInformation' ? { body: [pending] } : { status: 500, body: {} }));
    renderScreen(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user pat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting user.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'pat' })).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    offlineApi();
    renderScreen(<UsersScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch');
    fakeApi(({ path }) => (path === '/api/userInformation' ? { body: [pending] } : undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'pat' })).toBeTruthy());
  });
});
