import type { AdminUser } from '@fireworks/core/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, useSession } from 'shared-ui';
import { networkError, raw, requests, requestsTo, serve, signInAs, submitTwiceAtOnce } from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import UsersScreen from './users-screen';

const base = { verified: true, admin: false, funds: 0, createdAt: '2026-11-02T15:00:00.000Z', notes: '', notesVersion: 0 };
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

const card = (username: string) => screen.getByRole('row', { name: username });

describe('UsersScreen', () => {
  it('opens on the unapproved users, toggles to the approved ones and searches by name, e-mail or phone', async () => {
    serve({ 'GET /api/userInformation': [200, [pending, casey, quinn]] });
    renderScreen(<UsersScreen />);

    expect(await screen.findByRole('row', { name: 'pat' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'quinn' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'casey' })).not.toBeInTheDocument();
    expect(within(card('pat')).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(card('pat')).getByText('Pat Pyro')).toBeInTheDocument();
    expect(within(card('pat')).getByText('pat@example.com')).toBeInTheDocument();
    expect(within(card('pat')).getByText('5550101234')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search users'), '555-0107');
    expect(screen.queryByRole('row', { name: 'pat' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'quinn' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search users'));
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(screen.getByRole('row', { name: 'casey' })).toBeInTheDocument();
    expect(within(card('casey')).getByLabelText('Notes')).toHaveValue('Pays cash');
    // The customer's data is marked so a browser's translator leaves it as written.
    for (const data of [within(card('casey')).getByLabelText('Notes'), within(card('casey')).getByText('Casey Customer')]) {
      expect(data).toHaveAttribute('translate', 'no');
    }
    await userEvent.type(screen.getByLabelText('Search users'), 'nobody');
    expect(screen.getByText('No users found.')).toBeInTheDocument();
  });

  it('says which accounts were invited as staff, so approving one is a known choice', async () => {
    serve({ 'GET /api/userInformation': [200, [{ ...pending, invitedAs: 'counter' }, quinn]] });
    renderScreen(<UsersScreen />);
    expect(await within(await screen.findByRole('row', { name: 'pat' })).findByText('Invited as staff: Counter')).toBeInTheDocument();
    expect(within(card('quinn')).queryByText(/Invited as staff/)).not.toBeInTheDocument();
  });

  it("staff who manage users but are not the owner get no approval or delete on a staff member's row, only whose they are", async () => {
    // A custom set with Manage users; the server refuses them these changes on staff ('Only the owner…').
    useSession.getState().signIn('test-token', {
      ...casey,
      _id: 'u-mia',
      username: 'mia',
      permissions: ['users:manage'],
    });
    const owner = { ...casey, _id: 'u-own', username: 'olive', admin: true };
    const counter = { ...casey, _id: 'u-kim', username: 'kim', staff: true as const };
    serve({ 'GET /api/userInformation': [200, [{ ...pending, invitedAs: 'counter' }, owner, counter, casey]] });
    try {
      renderScreen(<UsersScreen />);
      // Invited as staff: approving it gives the preset, the owner's choice.
      const invited = await screen.findByRole('row', { name: 'pat' });
      expect(within(invited).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(invited).queryByRole('button', { name: 'Delete user pat' })).not.toBeInTheDocument();
      expect(within(invited).getByText('Only the owner changes the approval of a staff member or deletes one.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
      for (const name of ['olive', 'kim']) {
        expect(within(card(name)).queryByRole('checkbox')).not.toBeInTheDocument();
        expect(within(card(name)).queryByRole('button', { name: `Delete user ${name}` })).not.toBeInTheDocument();
        expect(within(card(name)).getByText('Only the owner changes the approval of a staff member or deletes one.')).toBeInTheDocument();
        // Their notes stay theirs to keep.
        expect(within(card(name)).getByLabelText('Notes')).toBeInTheDocument();
      }
      // A customer: approval and deletion as before.
      expect(within(card('casey')).getByLabelText('Approved')).toBeChecked();
      expect(within(card('casey')).getByRole('button', { name: 'Delete user casey' })).toBeInTheDocument();
    } finally {
      act(() => useSession.getState().signOut());
    }
  });

  it('the owner keeps approval and delete on every row, staff included', async () => {
    useSession.getState().signIn('test-token', { ...casey, _id: 'u-me', username: 'me', admin: true, permissions: [] });
    serve({ 'GET /api/userInformation': [200, [{ ...casey, _id: 'u-kim', username: 'kim', staff: true as const }]] });
    try {
      renderScreen(<UsersScreen />);
      await userEvent.click(await screen.findByRole('button', { name: 'Approved' }));
      expect(within(await screen.findByRole('row', { name: 'kim' })).getByLabelText('Approved')).toBeChecked();
      expect(within(card('kim')).getByRole('button', { name: 'Delete user kim' })).toBeInTheDocument();
    } finally {
      act(() => useSession.getState().signOut());
    }
  });

  it('saves edited notes', async () => {
    serve({
      'GET /api/userInformation': [200, [pending]],
      'POST /api/update-user-notes': [200, { message: 'Notes saved.', _id: 'u1', notes: 'Referred by Casey', notesVersion: 1 }],
    });
    renderScreen(<UsersScreen />);
    const notes = await within(await screen.findByRole('row', { name: 'pat' })).findByLabelText('Notes');
    const save = within(card('pat')).getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();
    await userEvent.type(notes, 'Referred by Casey');
    await userEvent.click(save);
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/update-user-notes',
      body: { id: 'u1', notes: 'Referred by Casey' },
    });
  });

  it('shows an un-approved staff member as staff, and approving them again says their staff permissions are active again', async () => {
    const sam: AdminUser = { ...pending, _id: 'u9', username: 'sam', pendingApproval: false, staff: true };
    serve({
      'GET /api/userInformation': [200, [sam, casey]],
      'POST /api/changeApproval': [
        200,
        { message: 'Approval status updated', _id: 'u9', approved: true, staffPermissionsActiveAgain: true },
      ],
    });
    // A staff member's approval is the owner's.
    signInAs('owner');
    try {
      renderScreen(<UsersScreen />);
      expect(
        within(await screen.findByRole('row', { name: 'sam' })).getByText('Staff, not approved: permissions inactive'),
      ).toBeInTheDocument();
      await userEvent.click(within(card('sam')).getByLabelText('Approved'));
      expect(await screen.findByText('Approval status updated: the staff permissions of sam are active again.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
      expect(within(card('sam')).getByText('Staff')).toBeInTheDocument();
      // A customer's row has neither mark.
      expect(within(card('casey')).queryByText(/^Staff/)).not.toBeInTheDocument();
    } finally {
      act(() => useSession.getState().signOut());
    }
  });

  it('approves a user: the toast confirms and the user moves to the approved list', async () => {
    serve({
      'GET /api/userInformation': [200, [pending]],
      'POST /api/changeApproval': [200, { message: 'Approval status updated', _id: 'u1', approved: true }],
    });
    renderScreen(<UsersScreen />);
    await userEvent.click(within(await screen.findByRole('row', { name: 'pat' })).getByLabelText('Approved'));
    expect(await screen.findByText('Approval status updated')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/changeApproval', body: { user_id: 'u1', newValueApproved: true } });
    expect(screen.queryByRole('row', { name: 'pat' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(within(card('pat')).getByLabelText('Approved')).toBeChecked();
    expect(within(card('pat')).queryByText('Awaiting approval')).not.toBeInTheDocument();
  });

  it('shows the server error when approval fails, and the spec text when the server cannot be reached', async () => {
    serve({ 'GET /api/userInformation': [200, [pending]], 'POST /api/changeApproval': [404, { error: 'No such user.' }] });
    renderScreen(<UsersScreen />);
    await userEvent.click(within(await screen.findByRole('row', { name: 'pat' })).getByLabelText('Approved'));
    expect(await screen.findByText('No such user.')).toBeInTheDocument();
    expect(within(card('pat')).getByLabelText('Approved')).not.toBeChecked();

    serve({ 'POST /api/changeApproval': networkError });
    await userEvent.click(within(card('pat')).getByLabelText('Approved'));
    expect(await screen.findByText('Error updating approval status.')).toBeInTheDocument();
  });

  it('deletes a user only after Yes', async () => {
    serve({
      'GET /api/userInformation': [200, [pending, quinn]],
      'POST /api/delete-user': [200, { message: 'Successfully deleted user', _id: 'u1', ordersKept: 0 }],
    });
    renderScreen(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user pat' }));
    expect(screen.getByText('Are you sure you want to delete the user pat?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(requestsTo('POST /api/delete-user')).toEqual([]);
    expect(screen.getByRole('row', { name: 'pat' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete user pat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted user')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/delete-user', body: { userone: 'u1' } });
    expect(screen.queryByRole('row', { name: 'pat' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'quinn' })).toBeInTheDocument();
  });

  it("after a delete, the keyboard goes to the next user's Delete (the previous one's when it was last), not to the page's top", async () => {
    const jo: AdminUser = { ...quinn, _id: 'u4', username: 'jo', email: 'jo@example.com', phonenumber: '5550106666' };
    let users = [pending, quinn, jo];
    serve({
      'GET /api/userInformation': () => [200, users],
      'POST /api/delete-user': ({ body }) => {
        users = users.filter((user) => user._id !== body.userone);
        return [200, { message: 'Successfully deleted user', _id: String(body.userone), ordersKept: 0 }];
      },
    });
    renderScreen(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user pat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'pat' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete user quinn' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Delete user jo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'jo' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete user quinn' })).toHaveFocus());
  });

  it("says 'Error deleting user.' when the deletion does not go through", async () => {
    serve({ 'GET /api/userInformation': [200, [pending]], 'POST /api/delete-user': raw(500, '{}') });
    renderScreen(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user pat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting user.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'pat' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    serve({ 'GET /api/userInformation': networkError });
    renderScreen(<UsersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the shop. Check your internet connection, then try again.');
    serve({ 'GET /api/userInformation': [200, [pending]] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('row', { name: 'pat' })).toBeInTheDocument());
  });

  it.each([
    [
      'a deletion',
      'POST /api/delete-user',
      async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Delete user quinn' }));
        await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
      },
    ],
    ['an approval', 'POST /api/changeApproval', () => userEvent.click(within(card('quinn')).getByRole('checkbox'))],
  ] as const)('drops a user another admin deleted meanwhile when %s answers 404, reading the list again', async (_what, route, act) => {
    let users = [pending, quinn];
    serve({ 'GET /api/userInformation': () => [200, users], [route]: [404, { error: 'No such user.' }] });
    renderScreen(<UsersScreen />);
    await screen.findByRole('row', { name: 'quinn' });
    users = [pending];
    await act();
    expect(await screen.findByText('No such user.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: 'quinn' })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'pat' })).toBeInTheDocument();
  });

  it('saves notes once when Save notes is sent twice before it renders busy (the second would be refused as a stale version)', async () => {
    serve({
      'GET /api/userInformation': [200, [pending]],
      'POST /api/update-user-notes': [200, { message: 'Notes saved.', _id: 'u1', notes: 'Referred by Casey', notesVersion: 1 }],
    });
    renderScreen(<UsersScreen />);
    const notes = await within(await screen.findByRole('row', { name: 'pat' })).findByLabelText('Notes');
    await userEvent.type(notes, 'Referred by Casey');
    // Save notes sits outside the notes form (form="…"): submit the form the box is in.
    submitTwiceAtOnce(notes);
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-user-notes')).toHaveLength(1);
  });

  it('keeps the notes typed when the server refuses them, while the list is read again', async () => {
    serve({
      'GET /api/userInformation': [200, [pending]],
      'POST /api/update-user-notes': [400, { error: 'Text may not contain NUL characters or broken Unicode characters.' }],
    });
    renderScreen(<UsersScreen />);
    const notes = await within(await screen.findByRole('row', { name: 'pat' })).findByLabelText('Notes');
    await userEvent.type(notes, 'Referred by Casey');
    await userEvent.click(within(card('pat')).getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Text may not contain NUL characters or broken Unicode characters.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET /api/userInformation')).toHaveLength(2));
    expect(within(card('pat')).getByLabelText('Notes')).toHaveValue('Referred by Casey');
  });

  it('sends the notes version it loaded; when someone saved since, says so, keeps the typed text and loads the latest on request', async () => {
    const conflict =
      "Someone else changed this user's notes while you were editing them, so yours were not saved. Your text is still in the box: load the latest notes to see theirs, then add yours again and save.";
    let users = [{ ...pending, notes: 'Pays cash', notesVersion: 2 }];
    serve({ 'GET /api/userInformation': () => [200, users], 'POST /api/update-user-notes': [409, { error: conflict }] });
    renderScreen(<UsersScreen />);
    const notes = await within(await screen.findByRole('row', { name: 'pat' })).findByLabelText('Notes');
    users = [{ ...pending, notes: 'Pays by Zelle', notesVersion: 3 }];
    await userEvent.type(notes, ', picks up Friday');
    await userEvent.click(within(card('pat')).getByRole('button', { name: 'Save notes' }));
    expect(await within(card('pat')).findByText(conflict)).toBeInTheDocument();
    expect(requestsTo('POST /api/update-user-notes')[0]?.body).toEqual({
      id: 'u1',
      notes: 'Pays cash, picks up Friday',
      seenNotesVersion: 2,
    });
    // The list is read again, and the typed text stays in the box.
    await waitFor(() => expect(requestsTo('GET /api/userInformation')).toHaveLength(2));
    expect(within(card('pat')).getByLabelText('Notes')).toHaveValue('Pays cash, picks up Friday');

    serve({
      'POST /api/update-user-notes': [200, { message: 'Notes saved.', _id: 'u1', notes: 'Pays by Zelle. Friday.', notesVersion: 4 }],
    });
    await userEvent.click(within(card('pat')).getByRole('button', { name: 'Load the latest notes' }));
    expect(within(card('pat')).getByLabelText('Notes')).toHaveValue('Pays by Zelle');
    expect(within(card('pat')).queryByText(conflict)).not.toBeInTheDocument();
    await userEvent.type(within(card('pat')).getByLabelText('Notes'), '. Friday.');
    await userEvent.click(within(card('pat')).getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-user-notes').at(-1)?.body).toEqual({
      id: 'u1',
      notes: 'Pays by Zelle. Friday.',
      seenNotesVersion: 3,
    });
  });

  it('shows notes another admin saved while this one has typed nothing, and saves over their version', async () => {
    let users = [{ ...pending, notes: 'Pays cash', notesVersion: 2 }];
    serve({
      'GET /api/userInformation': () => [200, users],
      'POST /api/update-user-notes': [200, { message: 'Notes saved.', _id: 'u1', notes: 'Pays by Zelle!', notesVersion: 4 }],
    });
    renderScreen(<UsersScreen />);
    await within(await screen.findByRole('row', { name: 'pat' })).findByLabelText('Notes');
    users = [{ ...pending, notes: 'Pays by Zelle', notesVersion: 3 }];
    await act(() => queryClient.invalidateQueries({ queryKey: ['users'] }));
    await waitFor(() => expect(within(card('pat')).getByLabelText('Notes')).toHaveValue('Pays by Zelle'));
    await userEvent.type(within(card('pat')).getByLabelText('Notes'), '!');
    await userEvent.click(within(card('pat')).getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-user-notes').at(-1)?.body).toMatchObject({ seenNotesVersion: 3 });
  });
});
