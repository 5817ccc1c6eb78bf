import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@fireworks/core/i18n';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sendLocalizedMail } from '../../adapters/email/localized';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { clearLoginFailures } from '../../shared/login-throttle';
import { hashPassword } from '../../shared/passwords';
import type { UserRow } from '../../shared/users';
import { findUserByEmail } from '../users/users.queries';
import { checkEmail, checkNewPassword, requireFields } from './account-fields';
import type { RunInBackground } from './background';

/** Reset links work once, for one hour (ARCHITECTURE §5). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The account of an e-mail address, or null; the caller answers the same either way. */
async function accountOf(app: FastifyInstance, input: { email?: string }): Promise<UserRow | null> {
  const { email } = requireFields(input, ['email']);
  return findUserByEmail(app.ctx.db, checkEmail(email));
}

/** Mails a single-use reset link PUBLIC_URL/change-password/<token>; only a hash of the token is kept. */
export async function requestPasswordReset(
  app: FastifyInstance,
  background: RunInBackground,
  input: { email?: string },
  language: Language,
): Promise<void> {
  const user = await accountOf(app, input);
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
  const user = await accountOf(app, input);
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
 * Sets a new password from a reset link. The token is used up in the same transaction (so it works
 * once, even when two tabs race), every other link of the user is retired, and the token version
 * moves on so every existing session ends.
 */
export async function resetPassword(app: FastifyInstance, input: { token?: string; newPassword?: string }): Promise<void> {
  const { token, newPassword } = requireFields(input, ['token', 'newPassword']);
  const password = checkNewPassword(newPassword);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const userId = await app.ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError('INVALID_DATA', 'auth:errors.resetTokenInvalid');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    const [owner] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, used.userId))
      .returning({ username: users.username });
    // A new password also opens a name locked by failed logins.
    if (owner) await clearLoginFailures(tx as unknown as Db, owner.username);
    return used.userId;
  });
  app.ctx.changes.announce(`u:${userId}`);
}
