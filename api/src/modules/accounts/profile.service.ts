import type { Language } from '@fireworks/core/i18n';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sendLocalizedMail } from '../../adapters/email/localized';
import { users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/errors';
import { clearLoginFailures, countLoginTry } from '../../shared/login-throttle';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { UserRow } from '../../shared/users';
import { findUserByEmail } from '../users/users.queries';
import { checkEmail, checkNewPassword, requireFields } from './account-fields';
import type { RunInBackground } from './background';
import { type CodeCheck, checkCodeFor, issueCode } from './one-time-codes';
import { retireResetLinks } from './recovery.service';

const EMAIL_CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'profile:errors.codeIncorrect',
  expired: 'auth:errors.codeExpired',
  locked: 'auth:errors.codeTooManyTries',
};

function checkNewEmail(user: UserRow, value: string): string {
  const email = checkEmail(value);
  if (email === user.email.toLowerCase()) throw new AppError('INVALID_DATA', 'profile:errors.sameEmail');
  return email;
}

/**
 * Sends an e-mail-change code: to the new address when one is given (proving the customer reads
 * it), else to the current one. An address another account uses gets no mail, but the answer is
 * the same, so the profile screen cannot be used to find out which addresses have accounts.
 */
export async function sendEmailChangeCode(
  app: FastifyInstance,
  background: RunInBackground,
  user: UserRow,
  input: { newEmail?: string },
  language: Language,
): Promise<void> {
  const target = input.newEmail?.trim() ? checkNewEmail(user, input.newEmail) : user.email.toLowerCase();
  const code = await issueCode(app.ctx.db, { purpose: 'email_change', target, userId: user.id });
  const owner = target === user.email.toLowerCase() ? user : await findUserByEmail(app.ctx.db, target);
  if (owner && owner.id !== user.id) return;
  background('e-mail change code', () =>
    sendLocalizedMail(app.ctx.mailer, {
      to: target,
      language,
      subjectKey: 'profile:email.code.subject',
      textKey: 'profile:email.code.text',
      params: { firstname: user.firstname, code },
    }),
  );
}

/**
 * Changes the e-mail once the new address is proven: the code must have been sent TO the new
 * address. A code sent to the current address (the spec's body-less send) proves only the current
 * owner: the new address is then pending, a code goes to it, and the same call with that code
 * finishes the change (`pending: true` until then). The old address is told once it changes.
 */
export async function changeEmail(
  app: FastifyInstance,
  background: RunInBackground,
  user: UserRow,
  input: { newEmail?: string; code?: string },
  language: Language,
): Promise<{ user: UserRow; pending: boolean; newEmail: string }> {
  const fields = requireFields(input, ['newEmail', 'code']);
  const newEmail = checkNewEmail(user, fields.newEmail);
  const checked = await checkCodeFor(app.ctx.db, {
    purpose: 'email_change',
    targets: [newEmail, user.email.toLowerCase()],
    userId: user.id,
    code: fields.code,
  });
  if (checked.result !== 'ok') throw new AppError('INVALID_DATA', EMAIL_CODE_ERRORS[checked.result]);
  if (checked.target !== newEmail) {
    // Proven by the current owner only: the new address must prove itself before it is used.
    await sendEmailChangeCode(app, background, user, { newEmail }, language);
    return { user, pending: true, newEmail };
  }
  let updated: UserRow | undefined;
  try {
    updated = await app.ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ email: newEmail }).where(eq(users.id, user.id)).returning();
      // Reset links mailed to the old address stop working with it.
      if (row) await retireResetLinks(tx, user.id);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'profile:errors.emailUnavailable');
    throw error;
  }
  if (!updated) throw new AppError('UNAUTHORIZED', 'sessionEnded');
  app.ctx.changes.announce(`u:${user.id}`);
  // The old address hears of the change, in case it was not the owner who made it.
  background('e-mail changed notice', () =>
    sendLocalizedMail(app.ctx.mailer, {
      to: user.email,
      language,
      subjectKey: 'profile:email.changed.subject',
      textKey: 'profile:email.changed.text',
      params: { firstname: user.firstname, username: user.username, newEmail },
    }),
  );
  return { user: updated, pending: false, newEmail };
}

/**
 * Changes the password after checking the current one (counted in the per-account login back-off);
 * every other session ends (token version) and unused reset links stop working.
 */
export async function changePassword(
  app: FastifyInstance,
  user: UserRow,
  input: { currentPassword?: string; newPassword?: string },
): Promise<UserRow> {
  const fields = requireFields(input, ['currentPassword', 'newPassword']);
  // The current password is a guess like a sign-in's: it counts in the account's back-off
  // (login-throttle.ts), so a stolen session cannot try passwords from many addresses.
  await countLoginTry(app.ctx.db, user.username);
  if (!(await verifyPassword(fields.currentPassword, user.passwordHash))) {
    throw new AppError('INVALID_DATA', 'profile:errors.currentPasswordIncorrect');
  }
  await clearLoginFailures(app.ctx.db, user.username);
  const passwordHash = await hashPassword(checkNewPassword(fields.newPassword, [user.username, user.email]));
  const updated = await app.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning();
    if (row) await retireResetLinks(tx, user.id);
    return row;
  });
  if (!updated) throw new AppError('UNAUTHORIZED', 'sessionEnded');
  app.ctx.changes.announce(`u:${user.id}`);
  return updated;
}
