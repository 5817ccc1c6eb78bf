/**
 * Sessions (issue 14 item 6, issue 37 item 5): renewal signs nobody out (the renewed token works
 * until its own expiry), a token two generations old ends the session, no renewal passes the absolute age, logout ends the session on the server, and every revocation reaches the
 * principal cache at once in the process that made it.
 */
import { sql } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { SESSION_MAX_AGE_SECONDS, startSession } from '../../plugins/auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getuser = (token: string) => call(t.app, 'POST', '/api/getuser', { token });
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, number>;
const generationOf = (token: string) => payloadOf(token).gen as number;

describe('renewal', () => {
  it("keeps the spec client's session: renew, ignore the answer, keep calling with the old token", async () => {
    const { token } = await createUser(t.app);
    for (let renewal = 0; renewal < 3; renewal++) {
      const renewed = await call(t.app, 'POST', '/api/verify-token', { token });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json()).toEqual({ valid: true, token: expect.any(String) });
      expect((await getuser(token)).statusCode).toBe(200);
    }
    // The answers it ignored are all of the session's current generation, and still work too.
    const answer = (await call(t.app, 'POST', '/api/verify-token', { token })).json().token as string;
    expect(generationOf(answer)).toBe(generationOf(token) + 1);
    expect((await getuser(answer)).statusCode).toBe(200);
  });

  it('answers a new token and keeps the renewed one working', async () => {
    const { token } = await createUser(t.app);
    const renewed = await call(t.app, 'POST', '/api/verify-token', { token });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().token as string;
    expect(next).not.toBe(token);
    expect((await getuser(next)).statusCode).toBe(200);
    expect((await getuser(token)).statusCode).toBe(200);
  });

  it('renews two tabs (or a retried renewal) at the same moment: every answer works, so does every token', async () => {
    const { token } = await createUser(t.app);
    const answers = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', '/api/verify-token', { token })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const tokens = answers.map((a) => a.json().token as string);
    // One renewal moved the session; the others were answered with its new generation.
    expect(new Set(tokens.map(generationOf))).toEqual(new Set([generationOf(token) + 1]));
    for (const next of [token, ...tokens]) expect((await getuser(next)).statusCode).toBe(200);
  });

  it('ends the session when a token two generations old comes back (a stolen copy)', async () => {
    const { user, token } = await createUser(t.app);
    const other = await startSession(t.app, user);
    const first = (await call(t.app, 'POST', '/api/verify-token', { token })).json().token as string;
    const second = await call(t.app, 'POST', '/api/verify-token', { token: first });
    expect(second.statusCode).toBe(200);
    const current = second.json().token as string;
    expect((await getuser(current)).statusCode).toBe(200);
    // The original token is now older than the previous generation: refused, and the session ends.
    const replayed = await getuser(token);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ error: 'Your session has ended. Please log in again.' });
    for (const held of [current, first]) expect((await getuser(held)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/verify-token', { token: current })).statusCode).toBe(401);
    // The user's other sessions go on.
    expect((await getuser(other)).statusCode).toBe(200);
  });

  it('never passes the absolute session age', async () => {
    const { token } = await createUser(t.app);
    const { sid } = payloadOf(token) as unknown as { sid: string };
    // 29 days and 23 hours old: renewal still works, but the new token ends with the session.
    await t.app.ctx.db.execute(sql`update sessions set started_at = now() - interval '29 days 23 hours' where id = ${sid}`);
    const renewed = await call(t.app, 'POST', '/api/verify-token', { token });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().token as string;
    const { exp, iat } = payloadOf(next);
    expect((exp ?? 0) - (iat ?? 0)).toBeLessThanOrEqual(3600 + 5);
    // Past 30 days: refused, whatever the token's own expiry says.
    await t.app.ctx.db.execute(
      sql`update sessions set started_at = now() - ${`${SESSION_MAX_AGE_SECONDS + 1} seconds`}::interval where id = ${sid}`,
    );
    const late = await call(t.app, 'POST', '/api/verify-token', { token: next });
    expect(late.statusCode).toBe(401);
    expect((await getuser(next)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session it is called with, in this process at once; other sessions go on', async () => {
    const { user, token } = await createUser(t.app);
    const other = await startSession(t.app, user);
    expect((await getuser(token)).statusCode).toBe(200);
    const out = await call(t.app, 'POST', '/api/logout', { token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out.' });
    expect((await getuser(token)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/verify-token', { token })).statusCode).toBe(401);
    expect((await getuser(other)).statusCode).toBe(200);
  });

  it('answers in Spanish and refuses without a session', async () => {
    const { token } = await createUser(t.app);
    const out = await call(t.app, 'POST', '/api/logout', { token, headers: { 'accept-language': 'es' } });
    expect(out.json()).toEqual({ message: 'Sesión cerrada.' });
    expect((await call(t.app, 'POST', '/api/logout')).statusCode).toBe(401);
  });
});

describe('principal cache', () => {
  it('serves repeated session reads from memory, and forgets a user at each change', async () => {
    const { user, token } = await createUser(t.app);
    expect((await getuser(token)).statusCode).toBe(200);
    expect(t.app.ctx.principals.users.size).toBeGreaterThan(0);
    // A change made outside the API (straight SQL) reaches the cache through the change feed.
    await t.app.ctx.db.execute(sql`update users set firstname = 'Renamed' where id = ${user.id}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await getuser(token)).json().firstname).toBe('Renamed');
  });

  it('ends sessions at once on password change, un-approval and deletion', async () => {
    const { token: adminToken } = await adminSession(t.app);
    const changer = await createUser(t.app);
    const second = await startSession(t.app, changer.user);
    expect((await getuser(second)).statusCode).toBe(200);
    const changed = await call(t.app, 'POST', '/api/change-password', {
      token: changer.token,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-91' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await getuser(second)).statusCode).toBe(401);
    expect((await getuser(changed.json().token)).statusCode).toBe(200);

    const unapproved = await createUser(t.app);
    expect((await getuser(unapproved.token)).statusCode).toBe(200);
    const refused = await call(t.app, 'POST', '/api/changeApproval', {
      token: adminToken,
      payload: { user_id: unapproved.user.id, newValueApproved: false },
    });
    expect(refused.statusCode).toBe(200);
    const out = await getuser(unapproved.token);
    expect(out.statusCode).toBe(401);
    // Issue 18: the 401 says why, in the user's language; the session stays ended after re-approval.
    expect(out.json()).toEqual({
      error: "An admin withdrew your account's approval, so you were signed out. Please contact the shop.",
    });
    const es = await call(t.app, 'POST', '/api/getuser', { token: unapproved.token, headers: { 'accept-language': 'es' } });
    expect(es.json()).toEqual({
      error: 'Un administrador retiró la aprobación de su cuenta, por eso se cerró su sesión. Comuníquese con la tienda.',
    });
    await call(t.app, 'POST', '/api/changeApproval', {
      token: adminToken,
      payload: { user_id: unapproved.user.id, newValueApproved: true },
    });
    expect((await getuser(unapproved.token)).json()).toEqual({ error: 'Your session has ended. Please log in again.' });

    const deleted = await createUser(t.app);
    expect((await getuser(deleted.token)).statusCode).toBe(200);
    const gone = await call(t.app, 'POST', '/api/delete-user', { token: adminToken, payload: { userone: deleted.user.id } });
    expect(gone.statusCode).toBe(200);
    expect((await getuser(deleted.token)).statusCode).toBe(401);
  });

  it('keeps at most its bound of entries', async () => {
    const { BoundedMap } = await import('../../shared/change-feed');
    const map = new BoundedMap<number, number>(3);
    for (let n = 0; n < 10; n++) map.set(n, n);
    expect(map.size).toBe(3);
    expect(map.get(9)).toBe(9);
    expect(map.get(0)).toBeUndefined();
  });
});
