import type { ChangeSignupPhoneInput } from '@fireworks/core/contract';
import type { Language } from '@fireworks/core/i18n';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CodeStore, PhoneProof, PhoneVerifier } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { pendingApprovals, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/errors';
import { newId } from '../../shared/ids';
import type { UserRow } from '../../shared/users';
import { checkCredentials } from '../auth/auth.service';
import { notifyPendingApproval } from '../users/notifications';
import { checkPhone, requireFields } from './account-fields';
import { findUserByPhone } from './accounts.queries';
import { type CodeCheck, checkCode, codesAskedLastHour, issueCode } from './one-time-codes';
import { MAX_SENDS_PER_HOUR } from './send-limits';

const PHONE_CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'auth:errors.codeInvalid',
  expired: 'auth:errors.codeExpired',
  locked: 'auth:errors.codeTooManyTries',
};

/** Phone codes in the one_time_codes table, for the outbox provider. */
export function phoneCodeStore(db: Db): CodeStore {
  return {
    issue: (phone, asker) => issueCode(db, { purpose: 'phone', target: phone, userId: asker }),
    async check(phone, code) {
      const result = await checkCode(db, { purpose: 'phone', targets: [phone], code });
      if (result !== 'ok') throw new AppError('INVALID_DATA', PHONE_CODE_ERRORS[result]);
    },
  };
}

/**
 * Sends a code to the phone of an account that still has to verify it. Any other number gets the
 * same answer, the same send limits and no SMS: the answer tells nothing about which numbers have
 * accounts, and the shop sends no texts to strangers.
 */
export async function sendPhoneCode(verifier: PhoneVerifier, db: Db, phoneNumber: string, language: Language): Promise<void> {
  const phone = checkPhone(phoneNumber);
  if (verifier.provider !== 'outbox') throw new AppError('INVALID_DATA', 'auth:errors.firebaseOnly');
  const user = await findUserByPhone(db, phone);
  if (!user || user.verified) {
    // The same send limits (45 s, 5 an hour: 429) for every number, so a 429 tells nothing
    // either; the code is kept (unusable: no account to verify) and never sent.
    await issueCode(db, { purpose: 'phone', target: phone, userId: null });
    return;
  }
  // At most 5 an hour for the account too, whichever numbers it had: correcting the number
  // (changeSignupPhone) gives no more texts than the number's own limits.
  if ((await codesAskedLastHour(db, 'phone', user.id)) >= MAX_SENDS_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', 'auth:errors.codeHourlyLimit');
  }
  await verifier.sendCode(phone, language, user.id);
}

const CHANGE_PHONE_FIELDS = ['username', 'password', 'phoneNumber'] as const;

/**
 * Corrects the phone number typed at sign-up, before it is verified (a code cannot reach a wrong
 * number, and logging in only leads back to the code screen). The account is proven as at login
 * (checkCredentials: the same 401 for an unknown name and a wrong password, counted towards the
 * name's back-off); a verified phone is never changed here (409), and a number another account
 * uses is refused with sign-up's sentence (409). The same number again changes nothing. The
 * caller then asks for a code to the new number (verify-phone, or Firebase in the browser).
 */
export async function changeSignupPhone(app: FastifyInstance, input: ChangeSignupPhoneInput): Promise<UserRow> {
  const db = app.ctx.db;
  const fields = requireFields(input, CHANGE_PHONE_FIELDS);
  const phone = checkPhone(fields.phoneNumber);
  const user = await checkCredentials(db, fields);
  if (user.verified) throw new AppError('CONFLICT', 'auth:errors.phoneAlreadyVerified');
  if (user.phonenumber === phone) return user;
  const holder = await findUserByPhone(db, phone);
  if (holder) throw new AppError('CONFLICT', 'auth:errors.phoneTaken');
  let changed: UserRow | undefined;
  try {
    // Still unverified: a verification that finished meanwhile keeps its number.
    [changed] = await db
      .update(users)
      .set({ phonenumber: phone })
      .where(and(eq(users.id, user.id), eq(users.verified, false)))
      .returning();
  } catch (error) {
    // Another account took the number between the check and the change.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'auth:errors.phoneTaken');
    throw error;
  }
  if (!changed) {
    const [still] = await db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
    throw still ? new AppError('CONFLICT', 'auth:errors.phoneAlreadyVerified') : new AppError('UNAUTHORIZED', 'invalidCredentials');
  }
  app.ctx.changes.announce(`u:${user.id}`);
  return changed;
}

/**
 * Checks the proof (a code, or a Firebase ID token), then marks the user verified and creates the
 * pending-approval record in one transaction, and tells the admins. Says whether the account is
 * approved already (an admin approved it before the phone was verified): it can log in now.
 */
export async function verifyPhone(
  app: FastifyInstance,
  verifier: PhoneVerifier,
  phoneNumber: string,
  proof: PhoneProof,
): Promise<{ approved: boolean }> {
  const phone = checkPhone(phoneNumber);
  await verifier.confirm(phone, proof);
  const user = await findUserByPhone(app.ctx.db, phone);
  if (!user) throw new AppError('INVALID_DATA', PHONE_CODE_ERRORS.invalid);
  if (user.verified) return { approved: user.approved };
  const verified = await app.ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ verified: true }).where(eq(users.id, user.id)).returning();
    if (!row?.approved) {
      await tx.insert(pendingApprovals).values({ id: newId(), userId: user.id, username: user.username }).onConflictDoNothing();
    }
    return row;
  });
  app.ctx.changes.announce(`u:${user.id}`);
  if (verified && !verified.approved) await notifyPendingApproval(app, verified);
  return { approved: Boolean(verified?.approved) };
}
