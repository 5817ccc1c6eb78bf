/**
 * A customer asks for an e-mail code in the instant an admin deletes the account (after the
 * session was checked, before the code is written): the answer is 401 "session ended" in the
 * caller's language, not a 500 from the code row naming a user that no longer exists, and no code
 * is written. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
import { eq } from 'drizzle-orm';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { oneTimeCodes, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The app's next transaction starts right after the account `userId` is deleted. */
function deleteAccountBeforeNextTransaction(userId: string): void {
  const db = t.app.ctx.db;
  const original = db.transaction;
  db.transaction = (async (...args: Parameters<typeof original>) => {
    db.transaction = original;
    await db.delete(users).where(eq(users.id, userId));
    return original.apply(db, args);
  }) as typeof original;
}

it.each([
  ['en', 'Your session has ended. Please log in again.'],
  ['es', 'Su sesión ha terminado. Inicie sesión de nuevo.'],
])('an e-mail code asked for by an account deleted meanwhile answers 401 (%s)', async (language, sentence) => {
  const { user, token } = await createUser(t.app);
  deleteAccountBeforeNextTransaction(user.id);
  const response = await call(t.app, 'POST', '/api/send-verification-email', {
    token,
    payload: { newEmail: `moved-${user.id}@example.com` },
    headers: { 'accept-language': language },
  });
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { error: sentence } });
  expect(
    await t.app.ctx.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.target, `moved-${user.id}@example.com`)),
  ).toEqual([]);
});
