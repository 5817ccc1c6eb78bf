import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import { sendLocalizedMail } from '../../adapters/email/localized';
import type { UserRow } from '../../shared/users';
import { listAdmins } from './users.queries';

/**
 * Account notifications: admins hear of a user awaiting approval, the user hears of the approval.
 * Each e-mail goes out in its recipient's language. Failures are logged, never thrown: a lost
 * e-mail must not undo an account change.
 */

const languageOf = (user: UserRow): Language => (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);

async function mail(app: FastifyInstance, to: UserRow, kind: 'pendingApproval' | 'approved', params: Record<string, unknown>) {
  try {
    await sendLocalizedMail(app.ctx.mailer, {
      to: to.email,
      language: languageOf(to),
      subjectKey: `admin:email.${kind}.subject`,
      textKey: `admin:email.${kind}.text`,
      params,
    });
  } catch (error) {
    app.log.error({ err: error, to: to.email, kind }, 'account notification e-mail failed');
  }
}

/** Called once a new user has verified their phone: every admin gets an e-mail with a link to /manageusers. */
export async function notifyPendingApproval(app: FastifyInstance, user: UserRow): Promise<void> {
  let admins: UserRow[];
  try {
    admins = await listAdmins(app.ctx.db);
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'could not list admins to notify');
    return;
  }
  const params = {
    username: user.username,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    phonenumber: user.phonenumber,
    link: `${app.ctx.config.publicUrl}/manageusers`,
  };
  await Promise.all(admins.map((admin) => mail(app, admin, 'pendingApproval', params)));
}

/** Called when an admin approves a user: the user learns they can log in. */
export async function notifyApproved(app: FastifyInstance, user: UserRow): Promise<void> {
  await mail(app, user, 'approved', {
    username: user.username,
    firstname: user.firstname || user.username,
    link: app.ctx.config.publicUrl,
  });
}
