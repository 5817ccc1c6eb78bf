import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@fireworks/core/i18n';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sendLocalizedMail } from '../../adapters/email/localized';
import { takeTurnsOn } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { passwordResetTokens, recoveryMails, users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { clearLoginFailures } from '../../shared/login-throttle';
import { hashPassword } from '../../shared/passwords';
import type { UserRow } from '../../shared/users';
import { findUserByEmail } from '../users/users.queries';
import { checkEmail, checkNewPassword, requireFields } from './account-fields';
import type { RunInBackground } from './background';
import { HOUR_MS, MAX_SENDS_PER_HOUR, secondsUntilResend } from './send-limits';

/** Reset links work once, for one hour (ARCHITECTURE §5). */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Per-address limits of recovery e-mails, as for one-time codes: one per 45 s and 5 an hour
 * (429). Counted for every address asked about, with an account or not, so a 429 tells nothing.
 */
async function countRecoveryMail(app: FastifyInstance, purpose: 'password_reset' | 'username', target: string): Promise<void> {
  const now = new Date();
  await app.ctx.db.transaction(async (tx) => {
    await takeTurnsOn(tx, `recovery:${purpose}:${target}`);
    const recent = await tx
      .select({ createdAt: recoveryMails.createdAt })
      .from(recoveryMails)
      .where(
        and(
          eq(recoveryMails.purpose, purpose),
          eq(recoveryMails.target, target),
          gt(recoveryMails.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(desc(recoveryMails.createdAt));
    const seconds = secondsUntilResend(recent[0]?.createdAt, now);
    if (seconds !== null) throw new AppError('TOO_MANY_REQUESTS', 'auth:errors.mailWait', { seconds });
    if (recent.length >= MAX_SENDS_PER_HOUR) throw new AppError('TOO_MANY_REQUESTS', 'auth:errors.mailHourlyLimit');
    await tx.insert(recoveryMails).values({ id: newId(), purpose, target, createdAt: now });
  });
}

/** The account of an e-mail address, or null; the caller answers the same either way. */
async function accountOf(app: FastifyInstance, input: { email?: string }, purpose: 'password_reset' | 'username'): Promise<UserRow | null> {
  const { email } = requireFields(input, ['email']);
  const address = checkEmail(email);
  await countRecoveryMail(app, purpose, address);
  return findUserByEmail(app.ctx.db, address);
}

/** Mails a single-use reset link PUBLIC_URL/change-password/<token>; only a hash of the token is kept. */
export async function requestPasswordReset(
  app: FastifyInstance,
  background: RunInBackground,
  input: { email?: string },
  language: Language,
): Promise<void> {
  const user = await accountOf(app, input, 'password_reset');
  if (!user) return;
  background('password reset e-mail', async () => {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await app.ctx.db
      .insert(passwordResetTokens)
      .values({ tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
    await sendLocalizedMail(app.ctx.mailer, {
      to: user.email,
      language,
      subjectKey: 'auth:email.reset.subject',
      textKey: 'auth:email.reset.text',
      params: { firstname: user.firstname, username: user.username, link: `${app.ctx.config.publicUrl}/change-password/${token}` },
    });
  });
}

export async function sendUsernameEmail(
  app: FastifyInstance,
  background: RunInBackground,
  input: { email?: string },
  language: Language,
): Promise<void> {
  const user = await accountOf(app, input, 'username');
  if (!user) return;
  background('username e-mail', () =>
    sendLocalizedMail(app.ctx.mailer, {
      to: user.email,
      language,
      subjectKey: 'auth:email.username.subject',
      textKey: 'auth:email.username.text',
      params: { firstname: user.firstname, username: user.username },
    }),
  );
}

/**
 * Retires the user's reset links not yet used: after a change of e-mail (they were mailed to the old
 * address) or of password. Called in the transaction of that change.
 */
export async function retireResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Sets a new password from a reset link. The token is used up in the same transaction (so it works
 * once, even when two tabs race), every other link of the user is retired, and the token version
 * moves on so every existing session ends.
 */
export async function resetPassword(app: FastifyInstance, input: { token?: string; newPassword?: string }): Promise<void> {
  const { token, newPassword } = requireFields(input, ['token', 'newPassword']);
  checkNewPassword(newPassword);
  const now = new Date();
  const live = and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  // The whole password rule, as at sign-up and change: not the account's own username or e-mail.
  const [owner] = await app.ctx.db
    .select({ username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live);
  if (!owner) throw new AppError('INVALID_DATA', 'auth:errors.resetTokenInvalid');
  const passwordHash = await hashPassword(checkNewPassword(newPassword, [owner.username, owner.email]));
  const userId = await app.ctx.db.transaction(async (tx) => {
    const [used] = await tx.update(passwordResetTokens).set({ usedAt: now }).where(live).returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError('INVALID_DATA', 'auth:errors.resetTokenInvalid');
    await retireResetLinks(tx, used.userId);
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, used.userId))
      .returning({ username: users.username });
    // A new password also opens a name locked by failed logins.
    if (changed) await clearLoginFailures(tx as unknown as Db, changed.username);
    return used.userId;
  });
  app.ctx.changes.announce(`u:${userId}`);
}
