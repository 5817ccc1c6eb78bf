import type { InviteCode } from '@fireworks/core/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeCall, fakeApi, offlineApi, renderScreen } from '../../common/test-utils';
import { inviteCodeBody } from './InviteCodeForm';
import InviteCodesScreen from './InviteCodesScreen';

const summer: InviteCode = { _id: 'c1', code: 'SUMMER', uses: 3, createdBy: 'admin' };
const fall: InviteCode = { _id: 'c2', code: 'FALL', uses: 12, createdBy: 'sam' };

/** A fake server keeping a list of codes, so creating and deleting show up on reload. */
function codesServer(initial: InviteCode[], override?: (call: FakeCall) => { status?: number; body?: unknown } | undefined) {
  let codes = [...initial];
  return fakeApi((call) => {
    const answer = override?.(call);
    if (answer) return answer;
    const body = call.body as { code: string; uses?: number };
    if (call.path === '/api/invite-codes') return { body: codes };
    if (call.path === '/api/generate-invite-code') {
      const created = { _id: `c${codes.length + 1}`, code: body.code, uses: body.uses ?? 1, createdBy: 'admin' };
      codes = [created, ...codes];
      return { status: 201, body: created };
    }
    if (call.path === '/api/delete-code') {
      codes = codes.filter((c) => c.code !== body.code);
      return { body: { message: 'Successfully deleted code' } };
    }
  });
}

const entry = (code: string) => screen.getByText(code).closest('li') as HTMLElement;

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
    expect(await screen.findByRole('heading', { name: 'Invite Codes' })).toBeTruthy();
    await screen.findByText('SUMMER');
    expect(within(entry('SUMMER')).getByText('Uses Remaining')).toBeTruthy();
    expect(within(entry('SUMMER')).getByText('3')).toBeTruthy();
    expect(within(entry('FALL')).getByText('sam')).toBeTruthy();

    const search = screen.getByPlaceholderText('search by code, uses remaining, or created by');
    await userEvent.type(search, 'sam');
    expect(screen.queryByText('SUMMER')).toBeNull();
    expect(screen.getByText('FALL')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, '3');
    expect(screen.getByText('SUMMER')).toBeTruthy();
    expect(screen.queryByText('FALL')).toBeNull();
    await userEvent.type(search, '99');
    expect(screen.getByText('No Invite Codes found.')).toBeTruthy();
  });

  it("says 'No Invite Codes found.' when there are none", async () => {
    codesServer([]);
    renderScreen(<InviteCodesScreen />);
    expect(await screen.findByText('No Invite Codes found.')).toBeTruthy();
  });

  it('creates a code: the form checks the fields, then closes, the toast names the code and the list shows it', async () => {
    const calls = codesServer([summer]);
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Custom Code'));

    await userEvent.type(screen.getByLabelText('Number of Uses'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid invite code and a valid number of uses.');
    expect(calls.some((c) => c.path === '/api/generate-invite-code')).toBe(false);

    await userEvent.type(screen.getByLabelText('Custom Code'), 'PARTY-26');
    await userEvent.clear(screen.getByLabelText('Number of Uses'));
    await userEvent.type(screen.getByLabelText('Number of Uses'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Invite code created: PARTY-26')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/generate-invite-code')?.body).toEqual({ code: 'PARTY-26', uses: 3 });
    expect(screen.queryByLabelText('Custom Code')).toBeNull();
    expect(await screen.findByText('PARTY-26')).toBeTruthy();
    expect(within(entry('PARTY-26')).getByText('3')).toBeTruthy();
  });

  it('fills the code field with a random code on demand, and Cancel closes and clears the form', async () => {
    codesServer([]);
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate random code' }));
    expect((screen.getByLabelText('Custom Code') as HTMLInputElement).value).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Custom Code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create Invite Code' }));
    expect((screen.getByLabelText('Custom Code') as HTMLInputElement).value).toBe('');
  });

  it('shows the server error when creation fails, else the spec texts', async () => {
    codesServer([], ({ path }) =>
      path === '/api/generate-invite-code' ? { status: 409, body: { error: 'The invite code SUMMER already exists.' } } : undefined,
    );
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Invite Code' }));
    await userEvent.type(screen.getByLabelText('Custom Code'), 'SUMMER');
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('The invite code SUMMER already exists.')).toBeTruthy();
    expect(screen.getByLabelText('Custom Code')).toBeTruthy();

    codesServer([], ({ path }) => (path === '/api/generate-invite-code' ? { status: 500 } : undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Failed to create invite code')).toBeTruthy();

    offlineApi();
    await userEvent.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Error creating invite code.')).toBeTruthy();
  });

  it('deletes a code after Yes; No keeps it', async () => {
    const calls = codesServer([summer, fall]);
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete code SUMMER' }));
    expect(screen.getByText('Are you sure you want to delete this code?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.some((c) => c.path === '/api/delete-code')).toBe(false);
    expect(screen.getByText('SUMMER')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete code SUMMER' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted code')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/delete-code', body: { code: 'SUMMER' } });
    expect(screen.queryByText('SUMMER')).toBeNull();
    expect(screen.getByText('FALL')).toBeTruthy();
  });

  it('shows why a deletion failed', async () => {
    codesServer([summer], ({ path }) =>
      path === '/api/delete-code' ? { status: 404, body: { error: 'No such invite code.' } } : undefined,
    );
    renderScreen(<InviteCodesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete code SUMMER' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No such invite code.')).toBeTruthy();

    offlineApi();
    await userEvent.click(screen.getByRole('button', { name: 'Delete code SUMMER' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting code.')).toBeTruthy();
  });
});
