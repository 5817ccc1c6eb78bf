import type { Language } from '@fireworks/core/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CodeStore, PhoneProof, PhoneVerifier } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { pendingApprovals, users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { notifyPendingApproval } from '../users/notifications';
import { checkPhone } from './account-fields';
import { findUserByPhone } from './accounts.queries';
import { type CodeCheck, checkCode, issueCode } from './one-time-codes';

const PHONE_CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'auth:errors.codeInvalid',
  expired: 'auth:errors.codeExpired',
  locked: 'auth:errors.codeTooManyTries',
};

/** Phone codes in the one_time_codes table, for the outbox provider. */
export function phoneCodeStore(db: Db): CodeStore {
  return {
    issue: (phone) => issueCode(db, { purpose: 'phone', target: phone, userId: null }),
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
  await verifier.sendCode(phone, language);
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
