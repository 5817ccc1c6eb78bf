import { PRESETS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';

/**
 * Un-approving a staff member keeps their staff permissions, inactive while they cannot sign in
 * (docs/decisions/unapproved-staff.md): Manage Users and the Staff screen show the account is staff
 * and not approved, and re-approval says, beside the spec's answer, that the permissions are active again.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await adminSession(t.app);
});
afterAll(() => t.close());

const approve = (userId: string, approved: boolean) =>
  call(t.app, 'POST', '/api/changeApproval', { token: owner.token, payload: { user_id: userId, newValueApproved: approved } });
const setStaff = (userId: string, permissions: string[]) =>
  call(t.app, 'PUT', `/api/staff/${userId}`, { token: owner.token, payload: { permissions } });
const rowOf = async (userId: string) => (await t.app.ctx.db.select().from(users).where(eq(users.id, userId)))[0];

describe('un-approving and approving again a staff member', () => {
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
