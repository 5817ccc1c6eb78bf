import { InviteRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import type { Api } from '../../shared/api';
import { listInviteCodes, toApiInviteCode } from './invites.queries';
import { createInviteCode, removeInviteCode } from './invites.service';

/** Invite codes (spec §2 "Invite Codes"): list, create, delete; admins only. Sign-up consumes them (auth). */
export default async function inviteRoutes(app: Api) {
  app.get(
    '/invite-codes',
    { preHandler: app.requirePermission(InviteRoutes.inviteCodes.permission), schema: InviteRoutes.inviteCodes },
    // A code that carries a staff preset is the owner's to hand out (issue 41): staff who manage
    // invites could otherwise pass it on and have accounts with more rights than theirs approved.
    async (request) =>
      (await listInviteCodes(app.ctx.db)).filter((row) => row.preset === null || request.account!.admin).map(toApiInviteCode),
  );

  app.post(
    '/generate-invite-code',
    { preHandler: app.requirePermission(InviteRoutes.generateInviteCode.permission), schema: InviteRoutes.generateInviteCode },
    async (request, reply) => {
      const row = await createInviteCode(app, request.account!, request.body);
      const message = translator(request.language)('admin:messages.inviteCodeCreated', { code: row.code });
      return reply.status(201).send({ ...toApiInviteCode(row), message });
    },
  );

  app.post(
    '/delete-code',
    { preHandler: app.requirePermission(InviteRoutes.deleteCode.permission), schema: InviteRoutes.deleteCode },
    async (request) => {
      const { code } = request.body;
      await removeInviteCode(app, request.account!, code);
      return { message: translator(request.language)('admin:messages.inviteCodeDeleted'), code };
    },
  );
}
