import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { auditLog } from '../../db/schema';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t.app);
});
afterAll(() => t.close());

interface Entry {
  _id: string;
  actorId: string;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}

const auditLogPage = async (query = '') => {
  const response = await call(t.app, 'GET', `/api/audit-log${query}`, { token: admin.token });
  expect(response.statusCode).toBe(200);
  return response.json() as Entry[];
};

describe('GET /api/audit-log', () => {
  beforeAll(async () => {
    await t.app.ctx.db.delete(auditLog);
  });

  it('shows each admin write with who, what and when, newest first', async () => {
    const { user } = await createUser(t.app, { approved: false });
    const token = admin.token;
    const writes = [
      ['POST', '/api/changeApproval', { user_id: user.id, newValueApproved: true }],
      ['POST', '/api/update-user-notes', { id: user.id, notes: 'VIP' }],
      ['POST', '/api/generate-invite-code', { code: 'AUDITED', uses: 2 }],
      ['POST', '/api/discounts', { priceRange: { min: 0, max: 99 }, discountPercentage: 2 }],
      ['POST', '/api/delete-code', { code: 'AUDITED' }],
      ['POST', '/api/delete-user', { userone: user.id }],
    ] as const;
    for (const [method, url, payload] of writes) {
      expect((await call(t.app, method, url, { token, payload })).statusCode).toBeLessThan(300);
      // Distinct timestamps keep "newest first" unambiguous.
      await new Promise((r) => setTimeout(r, 5));
    }

    const entries = await auditLogPage();
    expect(entries.map((e) => e.action)).toEqual([
      'user.delete',
      'invite.delete',
      'discount.create',
      'invite.create',
      'user.notes',
      'user.approve',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: admin.user.id, actorUsername: 'admin' });
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
    }
    expect(entries.find((e) => e.action === 'user.approve')).toMatchObject({ targetType: 'user', targetId: user.id });
    expect(entries.find((e) => e.action === 'invite.create')?.details).toEqual({ code: 'AUDITED', uses: 2 });
  });

  it('pages back with limit and offset', async () => {
    const all = await auditLogPage();
    const first = await auditLogPage('?limit=2');
    const second = await auditLogPage('?limit=2&offset=2');
    expect(first.map((e) => e._id)).toEqual(all.slice(0, 2).map((e) => e._id));
    expect(second.map((e) => e._id)).toEqual(all.slice(2, 4).map((e) => e._id));
  });

  it.each(['?limit=0', '?limit=501', '?limit=ten', '?offset=-1', '?sort=asc'])('refuses %s with 400', async (query) => {
    const response = await call(t.app, 'GET', `/api/audit-log${query}`, { token: admin.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    const customer = await createUser(t.app);
    expect((await call(t.app, 'GET', '/api/audit-log')).statusCode).toBe(401);
    const forbidden = await call(t.app, 'GET', '/api/audit-log', { token: customer.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Only an admin can do this.' });
  });
});
