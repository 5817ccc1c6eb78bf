import type { FastifyInstance } from 'fastify';
import { translator } from 'shared-ui/i18n/messages';
import { ChangeApprovalBody } from './users.schemas';
import { changeApproval } from './users.service';

/** User management for admins (approval, notes, deletion). */
export default async function userRoutes(app: FastifyInstance) {
  app.post('/changeApproval', { preHandler: app.requireAdmin, schema: { body: ChangeApprovalBody } }, async (request) => {
    const { user_id, newValueApproved } = request.body as { user_id: string; newValueApproved: boolean };
    const user = await changeApproval(app, request.account!, user_id, newValueApproved);
    return { message: translator(request.language)('admin:messages.approvalUpdated'), _id: user.id, approved: user.approved };
  });
}
