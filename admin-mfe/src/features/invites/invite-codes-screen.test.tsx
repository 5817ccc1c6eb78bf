import type { InviteCode } from '@fireworks/core/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-ui';
import { type Answer, networkError, raw, requests, requestsTo, serve, signInAs, submitTwiceAtOnce } from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import { inviteCodeBody } from './invite-code-form';
import InviteCodesScreen from './invite-codes-screen';

const summer: InviteCode = { _id: 'c1', code: 'SUMMER', uses: 3, createdBy: 'admin' };
const fall: InviteCode = { _id: 'c2', code: 'FALL', uses: 12, createdBy: 'sam' };

/** A server keeping a list of codes, so creating and deleting show up on reload. */
function codesServer(
  initial: InviteCode[],
  refuse: { create?: Answer<'POST /api/generate-invite-code'>; remove?: Answer<'POST /api/delete-code'> } = {},
) {
  let codes = [...initial];
  serve({
    'GET /api/invite-codes': () => [200, codes],
    'POST /api/generate-invite-code': ({ body }) => {
      const created = { _id: `c${codes.length + 1}`, code: String(body.code), uses: Number(body.uses ?? 1), createdBy: 'admin' };
      codes = [created, ...codes];
      return [201, { ...created, message: 'Invite code created.' }];
    },
    'POST /api/delete-code': ({ body }) => {
      codes = codes.filter((c) => c.code !== body.code);
      return [200, { message: 'Successfully deleted code', code: String(body.code) }];
    },
  });
  if (refuse.create) serve({ 'POST /api/generate-invite-code': refuse.create });
  if (refuse.remove) serve({ 'POST /api/delete-code': refuse.remove });
}

const entry = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('inviteCodeBody (spec §5)', () => {
  it.each([
    ['SUMMER', '3', { code: 'SUMMER', uses: 3 }],
    ['  SUMMER ', '', { code: 'SUMMER' }],
    ['', '3', null],
    ['   ', '3', null],
    ['SUMMER', '0', null],
    ['SUMMER', '-2', null],
    ['SUMMER', '1.5', null],
  ])('%j with uses %j -> %j', (code, uses, expected) => {
    expect(inviteCodeBody(code, uses)).toEqual(expected);
  });
});

describe('InviteCodesScreen', () => {
  it('lists codes with uses remaining and creator, and searches by code, uses or creator', async () => {
    codesServer([summer, fall]);
    renderScreen(<InviteCodesScreen />);
    expect(await screen.findByRole('heading', { name: 'Invite Codes' })).toBeInTheDocument();
    await screen.findByText('SUMMER');
    // A table: each value under its column (and labelled by it on a phone's card).
    expect(screen.getByRole('columnheader', { name: 'Uses Remaining' })).toBeInTheDocument();
    expect(within(entry('SUMMER')).getByText('3')).toHaveAttribute('data-label', 'Uses Remaining');
    expect(within(entry('FALL')).getByText('sam')).toBeInTheDocument();

    const search = screen.getByPlaceholderText('search by code, uses remaining, or created by');
    await userEvent.type(search, 'sam');
    expect(screen.queryByText('SUMMER')).not.toBeInTheDocument();
    expect(screen.getByText('FALL')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '3');
    expect(screen.getByText('SUMMER')).toBeInTheDocument();
    expect(screen.queryByText('FALL')).not.toBeInTheDocument();
    await userEvent.type(search, '99');
    expect(screen.getByText('No Invite Codes found.')).toBeInTheDocument();
  });

  it("says 'No Invite Codes found.' when there are none", async () => {
    codesServer([]);
    renderScreen(<InviteCodesScreen />);
    expect(await screen.findByText('No Invite Codes found.')).toBeInTheDocument();
  });

  it('creates a code: the form checks the fields, then closes, the toast names the code and the list shows it', async () => {
    codesServer([summer]);
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
    expect(screen.getByLabelText('Custom Code')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Number of Uses'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid invite code and a valid number of uses.');
    expect(screen.getByLabelText('Custom Code')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST /api/generate-invite-code')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Custom Code'), 'PARTY-26');
    await userEvent.clear(screen.getByLabelText('Number of Uses'));
    await userEvent.type(screen.getByLabelText('Number of Uses'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Invite code created: PARTY-26')).toBeInTheDocument();
    expect(requestsTo('POST /api/generate-invite-code')[0]?.body).toEqual({ code: 'PARTY-26', uses: 3 });
    expect(screen.queryByLabelText('Custom Code')).not.toBeInTheDocument();
    // The button the form replaced has focus again.
    expect(screen.getByRole('button', { name: 'Create Invite Code' })).toHaveFocus();
    expect(await screen.findByText('PARTY-26')).toBeInTheDocument();
    expect(within(entry('PARTY-26')).getByText('3')).toBeInTheDocument();
  });

  it('creates the code once when Create Code is sent twice before it renders busy (a double tap, Enter twice)', async () => {
    codesServer([summer]);
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
    await userEvent.type(screen.getByLabelText('Custom Code'), 'PARTY-26');
    await userEvent.type(screen.getByLabelText('Number of Uses'), '3');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Invite code created: PARTY-26')).toBeInTheDocument();
    expect(requestsTo('POST /api/generate-invite-code')).toHaveLength(1);
  });

  it('fills the code field with a random code on demand, and Cancel closes and clears the form', async () => {
    codesServer([]);
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate random code' }));
    expect((screen.getByLabelText('Custom Code') as HTMLInputElement).value).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Custom Code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Invite Code' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Create Invite Code' }));
    expect(screen.getByLabelText('Custom Code')).toHaveValue('');
  });

  it('shows the server error when creation fails, else the spec texts', async () => {
    codesServer([], { create: [409, { error: 'The invite code SUMMER already exists.' }] });
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
    await userEvent.type(screen.getByLabelText('Custom Code'), 'SUMMER');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('The invite code SUMMER already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Custom Code')).toBeInTheDocument();

    serve({ 'POST /api/generate-invite-code': raw(500, '{}') });
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Failed to create invite code')).toBeInTheDocument();

    serve({ 'POST /api/generate-invite-code': networkError });
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Error creating invite code.')).toBeInTheDocument();
  });

  it('deletes a code after Yes; No keeps it', async () => {
    codesServer([summer, fall]);
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete code SUMMER' }));
    expect(screen.getByText('Are you sure you want to delete this code?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(requestsTo('POST /api/delete-code')).toEqual([]);
    expect(screen.getByText('SUMMER')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete code SUMMER' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted code')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/delete-code', body: { code: 'SUMMER' } });
    expect(screen.queryByText('SUMMER')).not.toBeInTheDocument();
    expect(screen.getByText('FALL')).toBeInTheDocument();
  });

  it("after a delete, the keyboard goes to the next code's Delete (the previous one's when it was last, Create when none is left)", async () => {
    const spring: InviteCode = { _id: 'c3', code: 'SPRING', uses: 1, createdBy: 'admin' };
    codesServer([summer, spring, fall]);
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete code SUMMER' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted code')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('SUMMER')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete code SPRING' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Delete code FALL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('FALL')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete code SPRING' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Delete code SPRING' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('SPRING')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Invite Code' })).toHaveFocus());
  });

  it('shows why a deletion failed', async () => {
    codesServer([summer], { remove: [404, { error: 'No such invite code.' }] });
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete code SUMMER' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No such invite code.')).toBeInTheDocument();

    serve({ 'POST /api/delete-code': networkError });
    await userEvent.click(screen.getByRole('button', { name: 'Delete code SUMMER' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting code.')).toBeInTheDocument();
  });

  describe('a staff preset on the code (issue 41)', () => {
    afterEach(() => useSession.getState().signOut());

    it('the owner chooses Counter: the code carries it, and the list says so', async () => {
      signInAs('owner');
      codesServer([summer, { ...fall, preset: 'catalogue' }]);
      renderScreen(<InviteCodesScreen />);
      expect(within(await screen.findByRole('row', { name: /FALL/ })).getByText('Catalogue')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Create Invite Code' }));
      await userEvent.type(screen.getByLabelText('Custom Code'), 'COUNTER-JULY');
      await userEvent.selectOptions(screen.getByLabelText('Staff preset'), 'counter');
      await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
      await screen.findByText('COUNTER-JULY');
      expect(requestsTo('POST /api/generate-invite-code').map((r) => r.body)).toEqual([{ code: 'COUNTER-JULY', preset: 'counter' }]);
    });

    it('staff who manage invites but are not the owner get no preset field', async () => {
      signInAs('catalogue');
      codesServer([summer]);
      renderScreen(<InviteCodesScreen />);
      await userEvent.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
      expect(screen.queryByLabelText('Staff preset')).not.toBeInTheDocument();
    });
  });
});
