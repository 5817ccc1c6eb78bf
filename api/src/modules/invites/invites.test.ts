import { and, eq, sql } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { auditLog, inviteCodes } from '../../db/schema';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await adminSession(t.app)).token;
});
afterAll(() => t.close());

const create = (payload: unknown, token = adminToken) => call(t.app, 'POST', '/api/generate-invite-code', { token, payload });
/** A sign-up of `username` (its e-mail at example.com) with an invite code. */
const signUpAs = (username: string, phonenumber: string, inviteCode: string) =>
  call(t.app, 'POST', '/api/signup', {
    payload: {
      username,
      password: 'Sparkle-2026',
      inviteCode,
      email: `${username}@example.com`,
      firstname: 'Nova',
      lastname: 'Star',
      phonenumber,
    },
  });

describe('POST /api/generate-invite-code', () => {
  it('creates a code with its uses, lists it with its creator and records the write', async () => {
    const response = await create({ code: ' SUMMER-26 ', uses: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ code: 'SUMMER-26', uses: 3, createdBy: 'admin', message: 'Invite code created: SUMMER-26' });

    const list = await call(t.app, 'GET', '/api/invite-codes', { token: adminToken });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ _id: response.json()._id, code: 'SUMMER-26', uses: 3, createdBy: 'admin' });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, response.json()._id));
    expect(audit).toMatchObject([
      { action: 'invite.create', actorUsername: 'admin', targetType: 'invite_code', details: { code: 'SUMMER-26', uses: 3 } },
    ]);
  });

  it('gives a code without a number of uses a single use', async () => {
    const response = await create({ code: 'ONE-TIME' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ code: 'ONE-TIME', uses: 1 });
  });

  it.each([
    [{ code: '', uses: 2 }, 'Please enter an invite code of 1 to 64 letters, digits, dashes (-) or underscores (_).'],
    [{ code: '   ', uses: 2 }, 'Please enter an invite code of 1 to 64 letters, digits, dashes (-) or underscores (_).'],
    [{ uses: 2 }, 'Please enter an invite code of 1 to 64 letters, digits, dashes (-) or underscores (_).'],
    [{ code: 'has space', uses: 2 }, 'Please enter an invite code of 1 to 64 letters, digits, dashes (-) or underscores (_).'],
    [{ code: 'x'.repeat(65), uses: 2 }, 'Please enter an invite code of 1 to 64 letters, digits, dashes (-) or underscores (_).'],
    [{ code: 12345, uses: 2 }, 'Please enter an invite code of 1 to 64 letters, digits, dashes (-) or underscores (_).'],
    [{ code: 'GOOD', uses: 0 }, 'The number of uses must be a whole number from 1 to 100000.'],
    [{ code: 'GOOD', uses: -3 }, 'The number of uses must be a whole number from 1 to 100000.'],
    [{ code: 'GOOD', uses: 1.5 }, 'The number of uses must be a whole number from 1 to 100000.'],
    [{ code: 'GOOD', uses: '3' }, 'The number of uses must be a whole number from 1 to 100000.'],
    [{ code: 'GOOD', uses: 100_001 }, 'The number of uses must be a whole number from 1 to 100000.'],
  ])('refuses %j with a clear message and writes nothing', async (payload, message) => {
    const before = await t.app.ctx.db.select().from(inviteCodes);
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await t.app.ctx.db.select().from(inviteCodes)).toEqual(before);
  });

  it('answers in Spanish when asked', async () => {
    const response = await call(t.app, 'POST', '/api/generate-invite-code', {
      token: adminToken,
      payload: { code: 'GOOD', uses: 0 },
      headers: { 'accept-language': 'es' },
    });
    expect(response.json()).toEqual({ error: 'El número de usos debe ser un número entero de 1 a 100000.' });
  });

  it('refuses a code that exists already, whatever its case, with 409', async () => {
    expect((await create({ code: 'Fall-Party', uses: 2 })).statusCode).toBe(201);
    const again = await create({ code: 'FALL-PARTY', uses: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'The invite code FALL-PARTY already exists.' });
    expect(await t.app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'Fall-Party'))).toMatchObject([{ uses: 2 }]);
  });

  it('two admins creating the same code at once: one wins, the other gets 409', async () => {
    const answers = await Promise.all([create({ code: 'RACE', uses: 1 }), create({ code: 'RACE', uses: 1 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('admins creating one code in sixteen spellings at once: one wins, every other gets 409, one row and one audit entry', async () => {
    // 'summer-race', 'Summer-race', 'sUmmer-race', 'SUmmer-race', … 'SUMMer-race': one code to inviteCodeIs.
    const spellings = Array.from({ length: 16 }, (_, n) =>
      [...'summer-race'].map((c, i) => (i < 4 && n & (1 << i) ? c.toUpperCase() : c)).join(''),
    );
    const answers = await Promise.all(spellings.map((code) => create({ code, uses: 2 })));

    const won = answers.filter((a) => a.statusCode === 201);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(15).fill(409)]);
    answers.forEach((answer, i) => {
      if (answer.statusCode === 409) expect(answer.json()).toEqual({ error: `The invite code ${spellings[i]} already exists.` });
    });
    const rows = await t.app.ctx.db.select().from(inviteCodes).where(sql`lower(${inviteCodes.code}) = 'summer-race'`);
    expect(rows).toMatchObject([{ id: won[0]?.json()._id, code: won[0]?.json().code, uses: 2 }]);
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invite.create'), sql`lower(${auditLog.details}->>'code') = 'summer-race'`));
    expect(audit).toMatchObject([{ targetId: won[0]?.json()._id }]);
  });
});

describe('POST /api/delete-code', () => {
  it('deletes the code and records the write', async () => {
    const created = (await create({ code: 'DELETE-ME', uses: 4 })).json();
    const response = await call(t.app, 'POST', '/api/delete-code', { token: adminToken, payload: { code: 'DELETE-ME' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Successfully deleted code' });
    const codes = (await call(t.app, 'GET', '/api/invite-codes', { token: adminToken })).json() as Array<{ code: string }>;
    expect(codes.map((c) => c.code)).not.toContain('DELETE-ME');
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, created._id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['invite.create', 'invite.delete']));
  });

  it('names a code as sign-up does, whatever its case: deleting "spring-sale" deletes Spring-Sale and sign-up stops taking it', async () => {
    const created = (await create({ code: 'Spring-Sale', uses: 5 })).json();
    const signUp = (n: number, inviteCode: string) => signUpAs(`spring${n}`, `555810000${n}`, inviteCode);
    expect((await signUp(1, 'SPRING-SALE')).statusCode).toBe(201);

    const response = await call(t.app, 'POST', '/api/delete-code', { token: adminToken, payload: { code: 'spring-sale' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Successfully deleted code' });
    expect(await t.app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, created._id))).toEqual([]);
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, created._id));
    expect(audit.find((a) => a.action === 'invite.delete')?.details).toEqual({ code: 'Spring-Sale', usesLeft: 4 });
    expect((await signUp(2, 'Spring-Sale')).json()).toEqual({ error: 'Invalid invite code.' });
  });

  it('deletes only the code spelled as typed when old data holds two spellings of it', async () => {
    await t.app.ctx.db.insert(inviteCodes).values([
      { id: 'old-upper', code: 'LEGACY', uses: 1, createdBy: 'oldadmin' },
      { id: 'old-lower', code: 'legacy', uses: 1, createdBy: 'oldadmin' },
    ]);
    expect((await call(t.app, 'POST', '/api/delete-code', { token: adminToken, payload: { code: 'legacy' } })).statusCode).toBe(200);
    const left = await t.app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.createdBy, 'oldadmin'));
    expect(left.map((c) => c.code)).toEqual(['LEGACY']);
  });

  it('answers 404 for a code that does not exist', async () => {
    const response = await call(t.app, 'POST', '/api/delete-code', { token: adminToken, payload: { code: 'NOPE' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such invite code.' });
  });
});

describe('sign-up with old data that holds two spellings of one code', () => {
  const signUp = (n: number, inviteCode: string) => signUpAs(`twin${n}`, `555820000${n}`, inviteCode);
  const usesLeft = async (createdBy: string) =>
    Object.fromEntries(
      (await t.app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.createdBy, createdBy))).map((c) => [c.code, c.uses]),
    );

  it('takes one use from one row, the spelling typed first', async () => {
    await t.app.ctx.db.insert(inviteCodes).values([
      { id: 'twin-upper', code: 'TWIN', uses: 2, createdBy: 'twinadmin' },
      { id: 'twin-lower', code: 'twin', uses: 2, createdBy: 'twinadmin' },
    ]);
    expect((await signUp(1, 'twin')).statusCode).toBe(201);
    expect(await usesLeft('twinadmin')).toEqual({ TWIN: 2, twin: 1 });
    expect((await signUp(2, 'TWIN')).statusCode).toBe(201);
    expect(await usesLeft('twinadmin')).toEqual({ TWIN: 1, twin: 1 });
  });

  it('takes a use from another spelling when the one typed is used up, and calls the code used up only when every spelling is', async () => {
    await t.app.ctx.db.insert(inviteCodes).values([
      { id: 'pair-upper', code: 'PAIR', uses: 0, createdBy: 'pairadmin' },
      { id: 'pair-lower', code: 'pair', uses: 1, createdBy: 'pairadmin' },
    ]);
    expect((await signUp(3, 'PAIR')).statusCode).toBe(201);
    expect(await usesLeft('pairadmin')).toEqual({ PAIR: 0, pair: 0 });
    const refused = await signUp(4, 'Pair');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'This invite code has no uses left.' });
  });
});

describe('invite codes are for admins only', () => {
  it.each([
    ['GET', '/api/invite-codes', undefined],
    ['POST', '/api/generate-invite-code', { code: 'SNEAKY', uses: 9 }],
    ['POST', '/api/delete-code', { code: 'KEEP-ME' }],
  ] as const)('%s %s: 401 without a token, 403 for a customer', async (method, url, payload) => {
    await t.app.ctx.db
      .insert(inviteCodes)
      .values({ id: `keep-${url}`, code: 'KEEP-ME', uses: 1, createdBy: 'admin' })
      .onConflictDoNothing();
    const customer = await createUser(t.app);
    expect((await call(t.app, method, url, { payload })).statusCode).toBe(401);
    const forbidden = await call(t.app, method, url, { token: customer.token, payload });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'Only an admin can do this.' });
    const codes = (await t.app.ctx.db.select().from(inviteCodes)).map((c) => c.code);
    expect(codes).toContain('KEEP-ME');
    expect(codes).not.toContain('SNEAKY');
  });
});
