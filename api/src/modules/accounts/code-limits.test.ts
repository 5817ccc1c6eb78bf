/**
 * The send limits of one-time codes (ARCHITECTURE §5: 45 s apart, 5 an hour) belong to the address
 * the codes go to, not to the accounts that asked: several accounts, or an account deleted since,
 * get no more codes sent to one address than one account would.
 */
import { and, eq, sql } from 'drizzle-orm';
import { codeIn, waitUntil } from '../../../../e2e/fixtures/mail';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { readOutbox } from '../../adapters/outbox';
import { oneTimeCodes } from '../../db/schema';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await adminSession(t.app)).token;
});
afterAll(() => t.close());

const HOURLY_LIMIT = {
  en: 'Too many codes were requested. Please try again in an hour.',
  es: 'Se solicitaron demasiados códigos. Inténtelo de nuevo en una hora.',
};

const sendTo = (token: string, newEmail: string, language = 'en') =>
  call(t.app, 'POST', '/api/send-verification-email', { token, payload: { newEmail }, headers: { 'accept-language': language } });

/** Moves the address's codes 46 s back (past the 45 s wait; the limits count real time). */
const age = (target: string) =>
  t.app.ctx.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '46 seconds'` })
    .where(and(eq(oneTimeCodes.purpose, 'email_change'), eq(oneTimeCodes.target, target)));

/** Five codes to `target`, each from the next of `tokens` in turn. */
async function sendFive(tokens: string[], target: string) {
  for (let n = 0; n < 5; n++) {
    const sent = await sendTo(tokens[n % tokens.length] as string, target);
    expect(sent.statusCode).toBe(200);
    await age(target);
  }
}

describe('e-mail codes are limited per address, across accounts', () => {
  it('several accounts together get no more than five codes an hour sent to one address', async () => {
    const accounts = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    await sendFive(
      accounts.map((a) => a.token),
      'shared-target@example.com',
    );
    const fourth = await createUser(t.app);
    const refused = await sendTo(fourth.token, 'Shared-Target@Example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: HOURLY_LIMIT.en });
    expect((await sendTo(fourth.token, 'shared-target@example.com', 'es')).json()).toEqual({ error: HOURLY_LIMIT.es });
  });

  it('an account deleted since still counts: its sends are not forgotten with it', async () => {
    const first = await createUser(t.app);
    await sendFive([first.token], 'kept-count@example.com');
    const deleted = await call(t.app, 'POST', '/api/delete-user', { token: adminToken, payload: { userone: first.user.id } });
    expect(deleted.statusCode).toBe(200);

    const next = await createUser(t.app);
    const refused = await sendTo(next.token, 'kept-count@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: HOURLY_LIMIT.en });
  });

  it('a code kept for a deleted account works for no other account', async () => {
    const first = await createUser(t.app);
    expect((await sendTo(first.token, 'orphan@example.com')).statusCode).toBe(200);
    const mail = await waitUntil(
      async () => (await readOutbox(t.dataDir)).find((m) => m.channel === 'email' && m.to === 'orphan@example.com'),
      'the code mail',
    );
    await call(t.app, 'POST', '/api/delete-user', { token: adminToken, payload: { userone: first.user.id } });

    const other = await createUser(t.app);
    const tried = await call(t.app, 'POST', '/api/change-email', {
      token: other.token,
      payload: { newEmail: 'orphan@example.com', code: codeIn(mail.text) },
    });
    expect(tried.statusCode).toBe(400);
    expect(tried.json()).toEqual({ error: 'Verification Code not correct. Try Again.' });
  });
});
