import { PERMISSIONS, PRESETS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { auditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (token: string, userId: string, permissions: unknown, headers?: Record<string, string>) =>
  call(t.app, 'PUT', `/api/staff/${userId}`, { token, payload: { permissions }, headers });

describe('staff permissions', () => {
  it('the owner makes an approved user Counter staff: listed, audited, and getuser shows the permissions', async () => {
    const owner = await adminSession(t.app);
    const { user, token } = await createUser(t.app);
    const answer = await put(owner.token, user.id, [...PRESETS.counter]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ userId: user.id, username: user.username, permissions: [...PRESETS.counter] });

    const list = await call(t.app, 'GET', '/api/staff', { token: owner.token });
    expect(list.json()).toEqual(
      expect.arrayContaining([
        { userId: owner.user.id, username: 'admin', permissions: [...PERMISSIONS] },
        { userId: user.id, username: user.username, permissions: [...PRESETS.counter] },
      ]),
    );
    const me = await call(t.app, 'POST', '/api/getuser', { token });
    expect(me.json()).toMatchObject({ admin: false, permissions: [...PRESETS.counter] });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject([{ action: 'staff.set', actorUsername: 'admin', targetType: 'user' }]);
  });

  it('getuser answers every permission for the owner and none for a customer', async () => {
    const owner = await adminSession(t.app);
    expect((await call(t.app, 'POST', '/api/getuser', { token: owner.token })).json()).toMatchObject({
      admin: true,
      permissions: [...PERMISSIONS],
    });
    const { token } = await createUser(t.app);
    expect((await call(t.app, 'POST', '/api/getuser', { token })).json()).toMatchObject({ admin: false, permissions: [] });
  });

  it('a permission change reaches the principal cache at once: the next request is refused', async () => {
    const owner = await adminSession(t.app);
    const { user, token } = await createUser(t.app);
    await put(owner.token, user.id, ['orders:read', 'pickups:work']);
    expect((await call(t.app, 'GET', '/api/pickups', { token })).statusCode).toBe(200);
    await put(owner.token, user.id, ['orders:read']);
    const refused = await call(t.app, 'GET', '/api/pickups', { token, headers: { 'accept-language': 'es' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Usted no tiene el permiso que esto requiere: «Atender el mostrador de recogida».' });
  });

  it('[] removes the user from the staff', async () => {
    const owner = await adminSession(t.app);
    const { user, token } = await createUser(t.app);
    await put(owner.token, user.id, [...PRESETS.catalogue]);
    const removed = await put(owner.token, user.id, []);
    expect(removed.json()).toEqual({ userId: user.id, username: user.username, permissions: [] });
    const list = (await call(t.app, 'GET', '/api/staff', { token: owner.token })).json() as { userId: string }[];
    expect(list.map((entry) => entry.userId)).not.toContain(user.id);
    // Removal ends their open sessions at once (issue 41 'Done when'); a new sign-in is a customer's.
    expect((await call(t.app, 'GET', '/api/dashboard', { token })).statusCode).toBe(401);
    const again = await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } });
    expect((await call(t.app, 'GET', '/api/dashboard', { token: again.json().token })).statusCode).toBe(403);
  });

  it('a change of permissions keeps the session', async () => {
    const owner = await adminSession(t.app);
    const { user, token } = await createUser(t.app);
    await put(owner.token, user.id, [...PRESETS.catalogue]);
    await put(owner.token, user.id, [...PRESETS.counter]);
    expect((await call(t.app, 'POST', '/api/getuser', { token })).json()).toMatchObject({ permissions: [...PRESETS.counter] });
  });

  it('every permission makes an owner; the last owner cannot be removed or demoted', async () => {
    const owner = await adminSession(t.app);
    const demote = await put(owner.token, owner.user.id, [...PRESETS.counter]);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: 'The shop needs an owner: the last owner cannot be removed or demoted.' });
    expect((await put(owner.token, owner.user.id, [])).statusCode).toBe(409);

    const { user, token } = await createUser(t.app);
    expect((await put(owner.token, user.id, [...PERMISSIONS])).json()).toMatchObject({ permissions: [...PERMISSIONS] });
    expect((await call(t.app, 'POST', '/api/getuser', { token })).json()).toMatchObject({ admin: true });
    // Two owners now: one may step down, after which the other is the last one.
    expect((await put(token, user.id, [])).statusCode).toBe(200);
    expect((await put(owner.token, owner.user.id, [])).statusCode).toBe(409);
  });

  it("Manage Users marks the staff (another owner, anyone holding a permission): their approval and deletion are the owner's", async () => {
    const owner = await adminSession(t.app);
    const counter = await createUser(t.app);
    const coOwner = await createUser(t.app, { admin: true });
    const customer = await createUser(t.app);
    await put(owner.token, counter.user.id, [...PRESETS.counter]);
    const list = (await call(t.app, 'GET', '/api/userInformation', { token: owner.token })).json() as Array<{ _id: string }>;
    const entry = (id: string) => list.find((user) => user._id === id);
    expect(entry(counter.user.id)).toMatchObject({ staff: true });
    expect(entry(coOwner.user.id)).toMatchObject({ staff: true });
    expect(entry(customer.user.id)).not.toHaveProperty('staff');
  });

  it('refuses an unknown permission, an unapproved user, an unknown user and staff without staff:manage', async () => {
    const owner = await adminSession(t.app);
    const { user, token } = await createUser(t.app);
    const unknown = await put(owner.token, user.id, ['orders:read', 'keys:all']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Unknown permission: keys:all.' });
    const waiting = await createUser(t.app, { approved: false });
    expect((await put(owner.token, waiting.user.id, ['orders:read'])).statusCode).toBe(400);
    expect((await put(owner.token, 'no-such-user', ['orders:read'])).statusCode).toBe(404);
    // Everything but Manage staff (a holder of it manages the staff below them: staff-managers.test.ts).
    await put(owner.token, user.id, [...PERMISSIONS.filter((p) => p !== 'staff:manage')]);
    expect((await call(t.app, 'GET', '/api/staff', { token })).statusCode).toBe(403);
    expect((await put(token, user.id, [...PERMISSIONS])).statusCode).toBe(403);
  });
});
