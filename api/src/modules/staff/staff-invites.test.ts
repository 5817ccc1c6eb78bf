import { PRESETS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { auditLog, inviteCodes, users } from '../../db/schema';

let t: TestApp;
let owner: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await adminSession(t.app);
});
afterAll(() => t.close());

let serial = 0;
function newcomer(inviteCode: string) {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    username: `seasonal${n}`,
    password: 'Sparkle-2026',
    inviteCode,
    email: `seasonal${n}@example.com`,
    firstname: 'Sam',
    lastname: 'Counter',
    phonenumber: `555710${n}`,
  };
}

const createInvite = (token: string, payload: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/generate-invite-code', { token, payload, headers });

async function signUpAndApprove(code: string) {
  const fields = newcomer(code);
  expect((await call(t.app, 'POST', '/api/signup', { payload: fields })).statusCode).toBe(201);
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.username, fields.username));
  await t.app.ctx.db.update(users).set({ verified: true }).where(eq(users.id, row!.id));
  return { id: row!.id, username: fields.username };
}

describe('invite codes that carry a staff preset (issue 41)', () => {
  it('the owner creates a Counter invite: listed with its preset, audited', async () => {
    const answer = await createInvite(owner.token, { code: 'COUNTER-JULY', uses: 3, preset: 'counter' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ code: 'COUNTER-JULY', uses: 3, preset: 'counter' });
    const list = (await call(t.app, 'GET', '/api/invite-codes', { token: owner.token })).json() as Array<{ code: string; preset?: string }>;
    expect(list.find((c) => c.code === 'COUNTER-JULY')?.preset).toBe('counter');
    const [entry] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'invite.create'));
    expect(entry?.details).toMatchObject({ preset: 'counter' });
  });

  it('a plain invite answers no preset, as before', async () => {
    const answer = await createInvite(owner.token, { code: 'PLAIN-ONE' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).not.toHaveProperty('preset');
  });

  it('a user who signs up with it is a customer until approved, then a Counter once; un-approval and approval do not give it again', async () => {
    await createInvite(owner.token, { code: 'COUNTER-ONCE', uses: 2, preset: 'counter' });
    const newcomerUser = await signUpAndApprove('COUNTER-ONCE');
    const [pending] = await t.app.ctx.db.select().from(users).where(eq(users.id, newcomerUser.id));
    expect(pending).toMatchObject({ approved: false, permissions: [], invitedPreset: 'counter' });

    const approve = (approved: boolean) =>
      call(t.app, 'POST', '/api/changeApproval', { token: owner.token, payload: { user_id: newcomerUser.id, newValueApproved: approved } });
    expect((await approve(true)).statusCode).toBe(200);
    const [approved] = await t.app.ctx.db.select().from(users).where(eq(users.id, newcomerUser.id));
    expect(approved).toMatchObject({ approved: true, admin: false, permissions: [...PRESETS.counter], invitedPreset: null });
    const staff = (await call(t.app, 'GET', '/api/staff', { token: owner.token })).json() as Array<{
      userId: string;
      permissions: string[];
    }>;
    expect(staff.find((s) => s.userId === newcomerUser.id)?.permissions).toEqual([...PRESETS.counter]);
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, newcomerUser.id));
    expect(audit.map((e) => e.action).sort()).toEqual(['staff.set', 'user.approve']);

    // The owner removes them from the staff; approving again does not bring the preset back.
    expect(
      (await call(t.app, 'PUT', `/api/staff/${newcomerUser.id}`, { token: owner.token, payload: { permissions: [] } })).statusCode,
    ).toBe(200);
    await approve(false);
    await approve(true);
    const [after] = await t.app.ctx.db.select().from(users).where(eq(users.id, newcomerUser.id));
    expect(after?.permissions).toEqual([]);
  });

  it.each([
    ['owner', 'The staff preset must be Counter or Catalogue (or none).'],
    ['manager', 'The staff preset must be Counter or Catalogue (or none).'],
    [7, 'The staff preset must be Counter or Catalogue (or none).'],
    [['counter'], 'The staff preset must be Counter or Catalogue (or none).'],
  ])('refuses the preset %p with 400 and a sentence, creating nothing', async (preset, sentence) => {
    const code = `BAD-${serial++}`;
    const answer = await createInvite(owner.token, { code, preset });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: sentence });
    expect(await t.app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, code))).toEqual([]);
  });

  it('answers in Spanish', async () => {
    const answer = await createInvite(owner.token, { code: 'BAD-ES', preset: 'owner' }, { 'accept-language': 'es' });
    expect(answer.json()).toEqual({ error: 'El perfil del personal debe ser Mostrador o Catálogo (o ninguno).' });
  });

  it('staff who manage invites but are not the owner cannot hand out staff permissions (403), yet create plain codes', async () => {
    const { user, token } = await createUser(t.app);
    await call(t.app, 'PUT', `/api/staff/${user.id}`, { token: owner.token, payload: { permissions: ['invites:manage'] } });
    const refused = await createInvite(token, { code: 'SNEAKY-1', preset: 'catalogue' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only the owner can create an invite code that carries a staff preset.' });
    expect(await t.app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'SNEAKY-1'))).toEqual([]);
    expect((await createInvite(token, { code: 'PLAIN-BY-STAFF' })).statusCode).toBe(201);
  });

  it('staff who are not the owner are not shown the codes that carry a staff preset, in the list or the audit log', async () => {
    const { user, token } = await createUser(t.app);
    await call(t.app, 'PUT', `/api/staff/${user.id}`, { token: owner.token, payload: { permissions: ['invites:manage', 'audit:read'] } });
    expect((await createInvite(owner.token, { code: 'COUNTER-HIDDEN', uses: 5, preset: 'counter' })).statusCode).toBe(201);
    expect((await createInvite(owner.token, { code: 'PLAIN-SHOWN' })).statusCode).toBe(201);
    const codes = async (as: string) =>
      ((await call(t.app, 'GET', '/api/invite-codes', { token: as })).json() as Array<{ code: string }>).map((c) => c.code);
    const seenByStaff = await codes(token);
    expect(seenByStaff).toContain('PLAIN-SHOWN');
    expect(seenByStaff).not.toContain('COUNTER-HIDDEN');
    expect(await codes(owner.token)).toEqual(expect.arrayContaining(['PLAIN-SHOWN', 'COUNTER-HIDDEN']));

    const auditLog = async (as: string) => (await call(t.app, 'GET', '/api/audit-log', { token: as })).body;
    const seenInAudit = await auditLog(token);
    expect(seenInAudit).toContain('PLAIN-SHOWN');
    expect(seenInAudit).toContain('"preset":"counter"');
    expect(seenInAudit).not.toContain('COUNTER-HIDDEN');
    expect(await auditLog(owner.token)).toContain('COUNTER-HIDDEN');
  });

  it('staff who are not the owner cannot delete a code that carries a staff preset: it is not found for them, and stays', async () => {
    const { user, token } = await createUser(t.app);
    await call(t.app, 'PUT', `/api/staff/${user.id}`, { token: owner.token, payload: { permissions: ['invites:manage'] } });
    expect((await createInvite(owner.token, { code: 'COUNTER-KEPT', preset: 'counter' })).statusCode).toBe(201);
    const refused = await call(t.app, 'POST', '/api/delete-code', { token, payload: { code: 'counter-kept' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'No such invite code.' });
    expect(await t.app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'COUNTER-KEPT'))).toHaveLength(1);
    expect((await createInvite(token, { code: 'PLAIN-GONE' })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', '/api/delete-code', { token, payload: { code: 'PLAIN-GONE' } })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/delete-code', { token: owner.token, payload: { code: 'COUNTER-KEPT' } })).statusCode).toBe(200);
  });
});

describe('GET /api/audit-log?actor= (issue 41)', () => {
  it("keeps one person's entries, by username in any case; another name finds none", async () => {
    const { user, token } = await createUser(t.app, { username: 'deskhelper' });
    await call(t.app, 'PUT', `/api/staff/${user.id}`, { token: owner.token, payload: { permissions: ['invites:manage', 'audit:read'] } });
    expect((await createInvite(token, { code: 'BY-HELPER' })).statusCode).toBe(201);

    const byHelper = await call(t.app, 'GET', '/api/audit-log?actor=DeskHelper', { token: owner.token });
    expect(byHelper.statusCode).toBe(200);
    const entries = byHelper.json() as Array<{ actorUsername: string; action: string; details: Record<string, unknown> }>;
    expect(entries.map((e) => [e.actorUsername, e.action, e.details.code])).toEqual([['deskhelper', 'invite.create', 'BY-HELPER']]);

    const byOwner = (await call(t.app, 'GET', '/api/audit-log?actor=admin&limit=500', { token })).json() as Array<{
      actorUsername: string;
    }>;
    expect(byOwner.length).toBeGreaterThan(0);
    expect(new Set(byOwner.map((e) => e.actorUsername))).toEqual(new Set(['admin']));
    expect((await call(t.app, 'GET', '/api/audit-log?actor=nobody-here', { token })).json()).toEqual([]);
  });

  it.each(['?actor=', `?actor=${'x'.repeat(31)}`])('refuses %s with 400 and a sentence', async (query) => {
    const answer = await call(t.app, 'GET', `/api/audit-log${query}`, { token: owner.token });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: expect.any(String) });
    expect(answer.json().error).not.toMatch(/querystring|\//);
  });
});
