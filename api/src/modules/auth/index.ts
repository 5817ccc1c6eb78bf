import { AuthRoutes, type User } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import { endSession, renewSession, startSession } from '../../plugins/auth';
import { type Api, answerSerializer, sendSerialized } from '../../shared/api';
import { toPublicUser, type UserRow } from '../../shared/users';
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
      return { token: await startSession(app, user), user: toPublicUser(user) };
    },
  );

  // The answer is written once per user row: the principal cache holds a row until the user
  // changes, then reads a new one (a new key here). Not async: no promise per request.
  const answers = new WeakMap<UserRow, string>();
  app.post('/getuser', { preHandler: app.requireUser, schema: AuthRoutes.getuser }, (request, reply) => {
    const user = request.account!;
    let json = answers.get(user);
    if (json === undefined) {
      json = answerSerializer<User>(reply, '200')(toPublicUser(user));
      answers.set(user, json);
    }
    sendSerialized(reply, json);
  });

  /**
   * Called by the shell every 50 minutes: a valid session gets a renewed token, and the token it
   * renewed stops working; the session's absolute age stays (no renewal passes it).
   */
  app.post('/verify-token', { preHandler: app.requireUser, schema: AuthRoutes.verifyToken }, async (request) => ({
    valid: true as const,
    token: await renewSession(app, request.account!, request.session!),
  }));

  /** Logout: this session ends on the server (other sessions of the user go on). */
  app.post('/logout', { preHandler: app.requireUser, schema: AuthRoutes.logout }, async (request) => {
    await endSession(app, request.session!);
    return { message: translator(request.language)('auth:messages.signedOut') };
  });
}
