import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { clearLoginFailures, countLoginTry } from '../../shared/login-throttle';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../shared/passwords';
import type { UserRow } from '../../shared/users';
import { findUserByUsername } from '../users/users.queries';

/**
 * The account a username and password prove: wrong credentials 401, the same for an unknown name
 * and a wrong password. A missing user costs the same hash check as a wrong password, so timing
 * reveals nothing. Failures are counted per account name (login-throttle.ts): a locked name answers
 * 429. Login, and the correction of a sign-up's phone number, prove the account this way.
 */
export async function checkCredentials(db: Db, input: { username?: string; password?: string }): Promise<UserRow> {
  const username = input.username?.trim() ?? '';
  const password = input.password ?? '';
  if (!username || !password) throw new AppError('INVALID_DATA', 'fillAllFields');

  // Per account name, whatever the client's address: 429 while the name is locked.
  await countLoginTry(db, username);
  const user = await findUserByUsername(db, username);
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !passwordOk) throw new AppError('UNAUTHORIZED', 'invalidCredentials');
  await clearLoginFailures(db, username);
  // Imported accounts arrive with the old shop's bcrypt hashes: replace them once the password is known.
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return user;
}

/**
 * Login gating (ARCHITECTURE §4): wrong credentials 401 (checkCredentials); phone not verified 403
 * with the number (the shell opens /sms-verify); verified but not approved 403 'Awaiting approval
 * from admin.'.
 */
export async function authenticate(db: Db, input: { username?: string; password?: string }): Promise<UserRow> {
  const user = await checkCredentials(db, input);
  if (!user.verified) {
    throw new AppError('NOT_ALLOWED', 'phoneNotVerified', {}, { phonenumber: user.phonenumber, needsPhoneVerification: true });
  }
  if (!user.approved) throw new AppError('NOT_ALLOWED', 'awaitingApproval');
  return user;
}
