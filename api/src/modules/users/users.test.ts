import { LIMITS } from '@fireworks/core/contract';
import { PRESETS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { auditLog, orders, pendingApprovals, users } from '../../db/schema';
import { newId } from '../../shared/ids';
import { findUserById } from './users.queries';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/changeApproval', () => {
  it('approves a waiting user, removes the pending record and lets them log in', async () => {
    const { user } = await createUser(t.app, { verified: true, approved: false });
    await t.app.ctx.db.insert(pendingApprovals).values({ id: newId(), userId: user.id, username: user.username });
    const admin = await adminSession(t.app);

    const response = await call(t.app, 'POST', '/api/changeApproval', {
      token: admin.token,
      payload: { user_id: user.id, newValueApproved: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Approval status updated', approved: true });
    expect(await t.app.ctx.db.select().from(pendingApprovals).where(eq(pendingApprovals.userId, user.id))).toEqual([]);
    const login = await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject([{ action: 'user.approve', actorUsername: 'admin', targetType: 'user' }]);
  });

  it('un-approval ends the user’s existing sessions', async () => {
    const { user, token } = await createUser(t.app);
    const admin = await adminSession(t.app);
    expect((await call(t.app, 'POST', '/api/getuser', { token })).statusCode).toBe(200);
    await call(t.app, 'POST', '/api/changeApproval', { token: admin.token, payload: { user_id: user.id, newValueApproved: false } });
    expect((await call(t.app, 'POST', '/api/getuser', { token })).statusCode).toBe(401);
  });

  it('is for admins only, and refuses unknown users and bad values', async () => {
    const { user, token } = await createUser(t.app);
    const admin = await adminSession(t.app);
    expect((await call(t.app, 'POST', '/api/changeApproval', { payload: { user_id: user.id, newValueApproved: true } })).statusCode).toBe(
      401,
    );
    expect(
      (await call(t.app, 'POST', '/api/changeApproval', { token, payload: { user_id: user.id, newValueApproved: true } })).statusCode,
    ).toBe(403);
    const unknown = await call(t.app, 'POST', '/api/changeApproval', {
      token: admin.token,
      payload: { user_id: newId(), newValueApproved: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No such user.' });
    const badValue = await call(t.app, 'POST', '/api/changeApproval', {
      token: admin.token,
      payload: { user_id: user.id, newValueApproved: 'yes' },
    });
    expect(badValue.statusCode).toBe(400);
  });
});

describe('GET /api/userInformation', () => {
  it('lists every user but the admin asking, with notes and whether they await approval, never a password hash', async () => {
    const waiting = await createUser(t.app, { verified: true, approved: false });
    await t.app.ctx.db.insert(pendingApprovals).values({ id: newId(), userId: waiting.user.id, username: waiting.user.username });
    const approved = await createUser(t.app);
    const admin = await adminSession(t.app);

    const response = await call(t.app, 'GET', '/api/userInformation', { token: admin.token });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.map((u) => u.username)).not.toContain('admin');
    expect(list.find((u) => u._id === waiting.user.id)).toMatchObject({
      username: waiting.user.username,
      email: waiting.user.email,
      phonenumber: waiting.user.phonenumber,
      verified: true,
      approved: false,
      notes: '',
      pendingApproval: true,
    });
    expect(list.find((u) => u._id === approved.user.id)).toMatchObject({ approved: true, pendingApproval: false });
    expect(response.body).not.toContain('scrypt');
    expect(list[0]).not.toHaveProperty('passwordHash');
  });
});

describe('POST /api/update-user-notes', () => {
  it('saves the notes and records who wrote them', async () => {
    const { user } = await createUser(t.app);
    const admin = await adminSession(t.app);
    const response = await call(t.app, 'POST', '/api/update-user-notes', {
      token: admin.token,
      payload: { id: user.id, notes: 'Pays cash, picks up at the store.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Notes saved.', notes: 'Pays cash, picks up at the store.' });
    const list = (await call(t.app, 'GET', '/api/userInformation', { token: admin.token })).json() as Array<{ _id: string; notes: string }>;
    expect(list.find((u) => u._id === user.id)?.notes).toBe('Pays cash, picks up at the store.');
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject([
      { action: 'user.notes', actorUsername: 'admin', details: { notes: 'Pays cash, picks up at the store.' } },
    ]);
  });

  it('refuses unknown users, notes that are not text and notes that are too long', async () => {
    const { user } = await createUser(t.app);
    const admin = await adminSession(t.app);
    const unknown = await call(t.app, 'POST', '/api/update-user-notes', { token: admin.token, payload: { id: newId(), notes: 'x' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No such user.' });
    const notText = await call(t.app, 'POST', '/api/update-user-notes', { token: admin.token, payload: { id: user.id, notes: 42 } });
    expect(notText.statusCode).toBe(400);
    const tooLong = await call(t.app, 'POST', '/api/update-user-notes', {
      token: admin.token,
      payload: { id: user.id, notes: 'x'.repeat(LIMITS.notes + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: `Notes must have at most ${LIMITS.notes} characters.` });
  });
});

describe('POST /api/update-user-notes with the version the admin loaded (seenNotesVersion)', () => {
  const notesOf = async (token: string, id: string) => {
    const list = (await call(t.app, 'GET', '/api/userInformation', { token })).json() as Array<{
      _id: string;
      notes: string;
      notesVersion: number;
    }>;
    return list.find((u) => u._id === id);
  };
  const saveNotes = (token: string, payload: Record<string, unknown>, headers?: Record<string, string>) =>
    call(t.app, 'POST', '/api/update-user-notes', { token, payload, headers });

  it('lists each user with the version of their notes; a save over it answers the next one, and a save without it still goes through', async () => {
    const { user } = await createUser(t.app);
    const admin = await adminSession(t.app);
    expect(await notesOf(admin.token, user.id)).toMatchObject({ notes: '', notesVersion: 0 });
    const saved = await saveNotes(admin.token, { id: user.id, notes: 'Pays cash.', seenNotesVersion: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ notes: 'Pays cash.', notesVersion: 1 });
    const older = await saveNotes(admin.token, { id: user.id, notes: 'Pays by Zelle.' });
    expect(older.json()).toMatchObject({ notes: 'Pays by Zelle.', notesVersion: 2 });
    expect(await notesOf(admin.token, user.id)).toMatchObject({ notes: 'Pays by Zelle.', notesVersion: 2 });
  });

  it('refuses notes saved over notes someone else changed meanwhile with 409, in English and Spanish, and writes nothing', async () => {
    const { user } = await createUser(t.app);
    const admin = await adminSession(t.app);
    expect((await saveNotes(admin.token, { id: user.id, notes: 'Theirs', seenNotesVersion: 0 })).statusCode).toBe(200);
    const refused = await saveNotes(admin.token, { id: user.id, notes: 'Mine', seenNotesVersion: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        "Someone else changed this user's notes while you were editing them, so yours were not saved. Your text is still in the box: load the latest notes to see theirs, then add yours again and save.",
    });
    const spanish = await saveNotes(admin.token, { id: user.id, notes: 'Mine', seenNotesVersion: 0 }, { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().error).toMatch(/^Otra persona cambió las notas de este usuario mientras usted las editaba/);
    expect(await notesOf(admin.token, user.id)).toMatchObject({ notes: 'Theirs', notesVersion: 1 });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toHaveLength(1);
    // A user who does not exist is still "No such user.", with a version or without.
    const unknown = await saveNotes(admin.token, { id: newId(), notes: 'x', seenNotesVersion: 0 });
    expect(unknown.statusCode).toBe(404);
  });

  it('of many concurrent saves over the same version exactly one wins; the others are refused and write nothing', async () => {
    const { user } = await createUser(t.app);
    const admin = await adminSession(t.app);
    const texts = Array.from({ length: 8 }, (_, n) => `Note ${n}`);
    const answers = await Promise.all(texts.map((notes) => saveNotes(admin.token, { id: user.id, notes, seenNotesVersion: 0 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(await notesOf(admin.token, user.id)).toMatchObject({ notes: winner.notes, notesVersion: 1 });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject([{ action: 'user.notes', details: { notes: winner.notes } }]);
  });
});

describe('POST /api/remove_pending_approval', () => {
  it('removes the pending record of that username (any case) and is harmless when there is none', async () => {
    const { user } = await createUser(t.app, { approved: false });
    await t.app.ctx.db.insert(pendingApprovals).values({ id: newId(), userId: user.id, username: user.username });
    const admin = await adminSession(t.app);
    const first = await call(t.app, 'POST', '/api/remove_pending_approval', {
      token: admin.token,
      payload: { username: user.username.toUpperCase() },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ removed: 1 });
    expect(await t.app.ctx.db.select().from(pendingApprovals).where(eq(pendingApprovals.userId, user.id))).toEqual([]);
    const again = await call(t.app, 'POST', '/api/remove_pending_approval', { token: admin.token, payload: { username: user.username } });
    expect(again.json()).toMatchObject({ removed: 0 });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject([{ action: 'user.pending_remove' }]);
  });
});

describe('POST /api/delete-user', () => {
  it('deletes the user, ends their session and keeps their orders with the customer snapshot', async () => {
    const { user, token } = await createUser(t.app, { firstname: 'Dana', lastname: 'Doe' });
    const orderId = newId();
    await t.app.ctx.db.insert(orders).values({
      id: orderId,
      orderNumber: 'FW-26-90001',
      userId: user.id,
      subtotalCents: 60_000,
      taxCents: 4_950,
      totalAfterTaxCents: 64_950,
      amountDueCents: 64_950,
      minimumDepositCents: 12_990,
      amountNeededCents: 64_950,
      customerUsername: user.username,
      customerFirstname: user.firstname,
      customerLastname: user.lastname,
      customerEmail: user.email,
      customerPhonenumber: user.phonenumber,
    });
    const admin = await adminSession(t.app);

    const response = await call(t.app, 'POST', '/api/delete-user', { token: admin.token, payload: { userone: user.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Successfully deleted user', ordersKept: 1 });
    expect(await findUserById(t.app.ctx.db, user.id)).toBeNull();
    expect((await call(t.app, 'POST', '/api/getuser', { token })).statusCode).toBe(401);
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: null, customerUsername: user.username, customerFirstname: 'Dana', customerEmail: user.email });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject([{ action: 'user.delete', actorUsername: 'admin', details: { username: user.username, ordersKept: 1 } }]);
  });

  it('accepts the user object the earlier client sent, and refuses unknown users and the admin themselves', async () => {
    const { user } = await createUser(t.app);
    const admin = await adminSession(t.app);
    const asObject = await call(t.app, 'POST', '/api/delete-user', { token: admin.token, payload: { userone: { _id: user.id } } });
    expect(asObject.statusCode).toBe(200);
    const gone = await call(t.app, 'POST', '/api/delete-user', { token: admin.token, payload: { userone: user.id } });
    expect(gone.statusCode).toBe(404);
    const self = await call(t.app, 'POST', '/api/delete-user', { token: admin.token, payload: { userone: admin.user.id } });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ error: 'You cannot delete your own account.' });
    expect(await findUserById(t.app.ctx.db, admin.user.id)).not.toBeNull();
    const missing = await call(t.app, 'POST', '/api/delete-user', { token: admin.token, payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe('admin self-protection', () => {
  it('an admin cannot un-approve themselves', async () => {
    const admin = await adminSession(t.app);
    const response = await call(t.app, 'POST', '/api/changeApproval', {
      token: admin.token,
      payload: { user_id: admin.user.id, newValueApproved: false },
    });
    expect(response.statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/getuser', { token: admin.token })).statusCode).toBe(200);
  });
});

describe('staff who manage users but are not the owner', () => {
  it('cannot un-approve, re-approve or delete the owner or another staff member; customers they manage as before', async () => {
    const owner = await adminSession(t.app);
    const setStaff = (id: string, permissions: string[]) =>
      call(t.app, 'PUT', `/api/staff/${id}`, { token: owner.token, payload: { permissions } });
    const clerk = await createUser(t.app);
    const colleague = await createUser(t.app);
    expect((await setStaff(clerk.user.id, ['users:manage'])).statusCode).toBe(200);
    expect((await setStaff(colleague.user.id, ['orders:read', 'pickups:work'])).statusCode).toBe(200);
    const approval = (token: string, id: string, approved: boolean, headers?: Record<string, string>) =>
      call(t.app, 'POST', '/api/changeApproval', { token, payload: { user_id: id, newValueApproved: approved }, headers });
    const remove = (token: string, id: string) => call(t.app, 'POST', '/api/delete-user', { token, payload: { userone: id } });

    for (const target of [owner.user, colleague.user]) {
      const unapproved = await approval(clerk.token, target.id, false);
      expect(unapproved.statusCode).toBe(403);
      expect(unapproved.json()).toEqual({ error: 'Only the owner can change the approval of a staff member or delete one.' });
      const deleted = await remove(clerk.token, target.id);
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json()).toEqual(unapproved.json());
      expect(await findUserById(t.app.ctx.db, target.id)).toMatchObject({ approved: true });
    }
    expect((await call(t.app, 'POST', '/api/getuser', { token: owner.token })).statusCode).toBe(200);
    expect((await approval(clerk.token, owner.user.id, false, { 'accept-language': 'es' })).json()).toEqual({
      error: 'Solo el propietario puede cambiar la aprobación de un miembro del personal o eliminarlo.',
    });

    // A colleague the owner un-approved is not let back in by the clerk.
    expect((await approval(owner.token, colleague.user.id, false)).statusCode).toBe(200);
    expect((await approval(clerk.token, colleague.user.id, true)).statusCode).toBe(403);
    expect(await findUserById(t.app.ctx.db, colleague.user.id)).toMatchObject({ approved: false });

    // Customers: the clerk's work, unchanged.
    const customer = await createUser(t.app);
    expect((await approval(clerk.token, customer.user.id, false)).statusCode).toBe(200);
    expect((await approval(clerk.token, customer.user.id, true)).statusCode).toBe(200);
    expect((await remove(clerk.token, customer.user.id)).statusCode).toBe(200);
  });

  it('cannot approve an account invited as staff: approving it gives staff permissions, which only the owner gives', async () => {
    const owner = await adminSession(t.app);
    const clerk = await createUser(t.app);
    await call(t.app, 'PUT', `/api/staff/${clerk.user.id}`, { token: owner.token, payload: { permissions: ['users:manage'] } });
    // Signed up with the owner's counter invite code, waiting for approval.
    const invited = await createUser(t.app);
    await t.app.ctx.db.update(users).set({ approved: false, invitedPreset: 'counter' }).where(eq(users.id, invited.user.id));
    const approve = (token: string) =>
      call(t.app, 'POST', '/api/changeApproval', { token, payload: { user_id: invited.user.id, newValueApproved: true } });

    // The owner sees, before approving, what approval will give.
    const listed = (await call(t.app, 'GET', '/api/userInformation', { token: owner.token })).json() as Array<{
      _id: string;
      invitedAs?: string;
    }>;
    expect(listed.find((u) => u._id === invited.user.id)?.invitedAs).toBe('counter');
    expect(listed.find((u) => u._id === clerk.user.id)).not.toHaveProperty('invitedAs');

    const refused = await approve(clerk.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only the owner can change the approval of a staff member or delete one.' });
    expect(await findUserById(t.app.ctx.db, invited.user.id)).toMatchObject({ approved: false, permissions: [], invitedPreset: 'counter' });
    expect((await call(t.app, 'POST', '/api/delete-user', { token: clerk.token, payload: { userone: invited.user.id } })).statusCode).toBe(
      403,
    );

    expect((await approve(owner.token)).statusCode).toBe(200);
    expect(await findUserById(t.app.ctx.db, invited.user.id)).toMatchObject({ approved: true, invitedPreset: null });
    const after = (await call(t.app, 'GET', '/api/userInformation', { token: owner.token })).json() as Array<{ _id: string }>;
    expect(after.find((u) => u._id === invited.user.id)).not.toHaveProperty('invitedAs');
  });
});

/**
 * Un-approving a staff member keeps their staff permissions, inactive while they cannot sign in
 * (docs/decisions/unapproved-staff.md): Manage Users and the Staff screen show the account is staff
 * and not approved, and re-approval says, beside the spec's answer, that the permissions are active again.
 */
describe('un-approving and approving again a staff member', () => {
  let owner: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    owner = await adminSession(t.app);
  });
  const approve = (userId: string, approved: boolean) =>
    call(t.app, 'POST', '/api/changeApproval', { token: owner.token, payload: { user_id: userId, newValueApproved: approved } });
  const setStaff = (userId: string, permissions: string[]) =>
    call(t.app, 'PUT', `/api/staff/${userId}`, { token: owner.token, payload: { permissions } });
  const rowOf = (userId: string) => findUserById(t.app.ctx.db, userId);

  it('keeps the permissions, shows the account as staff and not approved, and re-approval says they are active again', async () => {
    const clerk = await createUser(t.app);
    expect((await setStaff(clerk.user.id, [...PRESETS.counter])).statusCode).toBe(200);

    const off = await approve(clerk.user.id, false);
    expect(off.json()).toEqual({ message: 'Approval status updated', _id: clerk.user.id, approved: false });
    expect(await rowOf(clerk.user.id)).toMatchObject({ approved: false, permissions: [...PRESETS.counter] });
    // Manage Users: marked staff; the Staff screen: listed, marked not approved.
    const listed = (await call(t.app, 'GET', '/api/userInformation', { token: owner.token })).json() as Array<{ _id: string }>;
    expect(listed.find((u) => u._id === clerk.user.id)).toMatchObject({ approved: false, staff: true });
    const staff = (await call(t.app, 'GET', '/api/staff', { token: owner.token })).json() as Array<{ userId: string }>;
    expect(staff.find((s) => s.userId === clerk.user.id)).toEqual({
      userId: clerk.user.id,
      username: clerk.user.username,
      permissions: [...PRESETS.counter],
      approved: false,
    });

    const on = await approve(clerk.user.id, true);
    expect(on.json()).toEqual({
      message: 'Approval status updated',
      _id: clerk.user.id,
      approved: true,
      staffPermissionsActiveAgain: true,
    });
    const again = (await call(t.app, 'GET', '/api/staff', { token: owner.token })).json() as Array<{ userId: string }>;
    expect(again.find((s) => s.userId === clerk.user.id)).not.toHaveProperty('approved');
    // Approving an approved account again is no news.
    expect((await approve(clerk.user.id, true)).json()).not.toHaveProperty('staffPermissionsActiveAgain');
  });

  it('a customer approved again gets the spec answer alone', async () => {
    const customer = await createUser(t.app);
    await approve(customer.user.id, false);
    expect((await approve(customer.user.id, true)).json()).toEqual({
      message: 'Approval status updated',
      _id: customer.user.id,
      approved: true,
    });
  });
});

describe('user management is for admins only', () => {
  const endpoints: Array<[string, string, (id: string) => unknown]> = [
    ['GET', '/api/userInformation', () => undefined],
    ['POST', '/api/update-user-notes', (id) => ({ id, notes: 'n' })],
    ['POST', '/api/changeApproval', (id) => ({ user_id: id, newValueApproved: true })],
    ['POST', '/api/remove_pending_approval', () => ({ username: 'someone' })],
    ['POST', '/api/delete-user', (id) => ({ userone: id })],
  ];
  it.each(endpoints)('%s %s: 401 without a token, 403 for a customer, and nothing changes', async (method, url, body) => {
    const target = await createUser(t.app);
    const customer = await createUser(t.app);
    const anonymous = await call(t.app, method as 'GET' | 'POST', url, { payload: body(target.user.id) });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await call(t.app, method as 'GET' | 'POST', url, { token: customer.token, payload: body(target.user.id) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Only an admin can do this.' });
    expect(await findUserById(t.app.ctx.db, target.user.id)).toMatchObject({ notes: '', approved: true });
  });
});
