import { eq } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { auditLog, pendingApprovals } from '../../db/schema';
import { newId } from '../../shared/ids';

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
