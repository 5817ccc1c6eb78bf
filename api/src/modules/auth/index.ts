import { AuthRoutes } from '@fireworks/core/contract';
import { signToken } from '../../plugins/auth';
import type { Api } from '../../shared/api';
import { toPublicUser } from '../../shared/users';
import { authenticate } from './auth.service';

export default async function authRoutes(app: Api) {
  app.post(
    '/login',
    {
      schema: AuthRoutes.login,
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await authenticate(app.ctx.db, request.body);
      return { token: signToken(app, user), user: toPublicUser(user) };
    },
  );

  app.post('/getuser', { preHandler: app.requireUser, schema: AuthRoutes.getuser }, async (request) => toPublicUser(request.account!));

  /** Called by the shell every 50 minutes: a valid session gets a renewed token. */
  app.post('/verify-token', { preHandler: app.requireUser, schema: AuthRoutes.verifyToken }, async (request) => ({
    valid: true as const,
    token: signToken(app, request.account!),
  }));
}
