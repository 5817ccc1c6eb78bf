import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import { listInviteCodes, toApiInviteCode } from './invites.queries';
import { DeleteCodeBody, GenerateInviteCodeBody } from './invites.schemas';
import { createInviteCode, removeInviteCode } from './invites.service';

/** Invite codes (spec §2 "Invite Codes"): list, create, delete; admins only. Sign-up consumes them (auth). */
export default async function inviteRoutes(app: FastifyInstance) {
  const admin = { preHandler: app.requireAdmin };

  app.get('/invite-codes', admin, async () => (await listInviteCodes(app.ctx.db)).map(toApiInviteCode));

  app.post('/generate-invite-code', { ...admin, schema: { body: GenerateInviteCodeBody } }, async (request, reply) => {
    const row = await createInviteCode(app, request.account!, (request.body ?? {}) as { code?: unknown; uses?: unknown });
    const message = translator(request.language)('admin:messages.inviteCodeCreated', { code: row.code });
    return reply.status(201).send({ ...toApiInviteCode(row), message });
  });

  app.post('/delete-code', { ...admin, schema: { body: DeleteCodeBody } }, async (request) => {
    const { code } = request.body as { code: string };
    await removeInviteCode(app, request.account!, code);
    return { message: translator(request.language)('admin:messages.inviteCodeDeleted'), code };
  });
}
