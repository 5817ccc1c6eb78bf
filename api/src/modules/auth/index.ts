import type { FastifyInstance } from 'fastify';
import { signToken } from '../../plugins/auth';
import { toPublicUser } from '../../shared/users';
import { LoginBody } from './auth.schemas';
import { authenticate } from './auth.service';

export default async function authRoutes(app: FastifyInstance) {
  app.post(
    '/login',
    {
      schema: { body: LoginBody },
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await authenticate(app.ctx.db, (request.body ?? {}) as { username?: string; password?: string });
      return { token: signToken(app, user), user: toPublicUser(user) };
    },
  );

  app.post('/getuser', { preHandler: app.requireUser }, async (request) => toPublicUser(request.account!));

  /** Called by the shell every 50 minutes: a valid session gets a renewed token. */
  app.post('/verify-token', { preHandler: app.requireUser }, async (request) => ({
    valid: true,
    token: signToken(app, request.account!),
  }));
}
