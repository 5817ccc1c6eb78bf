import { UserRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import type { Api } from '../../shared/api';
import { changeApproval, deleteUser, listUsersForAdmin, removePendingApproval, updateUserNotes } from './users.service';

/** User management for admins (spec §2 "User Information"): list, notes, approval, deletion. */
export default async function userRoutes(app: Api) {
  app.get(
    '/userInformation',
    { preHandler: app.requirePermission(UserRoutes.userInformation.permission), schema: UserRoutes.userInformation },
    async (request) => listUsersForAdmin(app, request.account!),
  );

  app.post(
    '/update-user-notes',
    { preHandler: app.requirePermission(UserRoutes.updateUserNotes.permission), schema: UserRoutes.updateUserNotes },
    async (request) => {
      const { id, notes, seenNotesVersion } = request.body;
      const user = await updateUserNotes(app, request.account!, id, notes, seenNotesVersion);
      return {
        message: translator(request.language)('admin:messages.notesUpdated'),
        _id: user.id,
        notes: user.notes,
        notesVersion: user.notesVersion,
      };
    },
  );

  app.post(
    '/changeApproval',
    { preHandler: app.requirePermission(UserRoutes.changeApproval.permission), schema: UserRoutes.changeApproval },
    async (request) => {
      const { user_id, newValueApproved } = request.body;
      const { user, staffPermissionsActiveAgain } = await changeApproval(app, request.account!, user_id, newValueApproved);
      const again = staffPermissionsActiveAgain ? { staffPermissionsActiveAgain: true as const } : {};
      return { message: translator(request.language)('admin:messages.approvalUpdated'), _id: user.id, approved: user.approved, ...again };
    },
  );

  app.post(
    '/remove_pending_approval',
    { preHandler: app.requirePermission(UserRoutes.removePendingApproval.permission), schema: UserRoutes.removePendingApproval },
    async (request) => {
      const { username } = request.body;
      const removed = await removePendingApproval(app, request.account!, username);
      return { message: translator(request.language)('admin:messages.pendingApprovalRemoved', { count: removed }), removed };
    },
  );

  app.post(
    '/delete-user',
    { preHandler: app.requirePermission(UserRoutes.deleteUser.permission), schema: UserRoutes.deleteUser },
    async (request) => {
      const { userone } = request.body;
      const id = typeof userone === 'string' ? userone : userone._id;
      const { ordersKept } = await deleteUser(app, request.account!, id);
      return { message: translator(request.language)('admin:messages.userDeleted'), _id: id, ordersKept };
    },
  );
}
