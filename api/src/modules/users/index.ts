import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import { ChangeApprovalBody, DeleteUserBody, RemovePendingApprovalBody, UpdateNotesBody } from './users.schemas';
import { changeApproval, deleteUser, listUsersForAdmin, removePendingApproval, updateUserNotes } from './users.service';

/** User management for admins (spec §2 "User Information"): list, notes, approval, deletion. */
export default async function userRoutes(app: FastifyInstance) {
  const admin = { preHandler: app.requireAdmin };

  app.get('/userInformation', admin, async (request) => listUsersForAdmin(app, request.account!));

  app.post('/update-user-notes', { ...admin, schema: { body: UpdateNotesBody } }, async (request) => {
    const { id, notes } = request.body as { id: string; notes: string };
    const user = await updateUserNotes(app, request.account!, id, notes);
    return { message: translator(request.language)('admin:messages.notesUpdated'), _id: user.id, notes: user.notes };
  });

  app.post('/changeApproval', { ...admin, schema: { body: ChangeApprovalBody } }, async (request) => {
    const { user_id, newValueApproved } = request.body as { user_id: string; newValueApproved: boolean };
    const user = await changeApproval(app, request.account!, user_id, newValueApproved);
    return { message: translator(request.language)('admin:messages.approvalUpdated'), _id: user.id, approved: user.approved };
  });

  app.post('/remove_pending_approval', { ...admin, schema: { body: RemovePendingApprovalBody } }, async (request) => {
    const { username } = request.body as { username: string };
    const removed = await removePendingApproval(app, request.account!, username);
    return { message: translator(request.language)('admin:messages.pendingApprovalRemoved', { count: removed }), removed };
  });

  app.post('/delete-user', { ...admin, schema: { body: DeleteUserBody } }, async (request) => {
    const { userone } = request.body as { userone: string | { _id: string } };
    const id = typeof userone === 'string' ? userone : userone._id;
    const { ordersKept } = await deleteUser(app, request.account!, id);
    return { message: translator(request.language)('admin:messages.userDeleted'), _id: id, ordersKept };
  });
}
