import { AuthRoutes, type SignedInUser } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import { permissionsOf } from '@fireworks/core/rules';
import { endSession, renewSession, startSession } from '../../plugins/auth';
import { type Api, answerSerializer } from '../../shared/api';
import { COMPRESSION_THRESHOLD, type CompressedJson, compressJson, sendCompressed } from '../../shared/compressed';
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
  // changes, then reads a new one (a new key here). Not async: no promise per request. The
  // compression plugin's two hooks are skipped (compress: false): a user's answer is far below its
  // 1 KB threshold; one that is not gets its gzip and brotli forms made once, as cached lists do.
  const answers = new WeakMap<UserRow, CompressedJson | Promise<CompressedJson>>();
  app.post('/getuser', { preHandler: app.requireUser, schema: AuthRoutes.getuser, compress: false }, (request, reply) => {
    const user = request.account!;
    let answer = answers.get(user);
    if (answer === undefined) {
      const json = answerSerializer<SignedInUser>(reply, '200')({ ...toPublicUser(user), permissions: permissionsOf(user) });
      answer = Buffer.byteLength(json) < COMPRESSION_THRESHOLD ? { json, gzip: null, br: null } : compressJson(json);
      answers.set(user, answer);
    }
    if (answer instanceof Promise) return answer.then((body) => void sendCompressed(reply, body));
    sendCompressed(reply, answer);
  });

  /**
   * Called by the shell every 50 minutes: a valid session gets a renewed token; the token it renewed
   * keeps working until its own expiry (plugins/auth.ts); no renewal passes the session's absolute age.
   */
  app.post('/verify-token', { preHandler: app.requireUser, schema: AuthRoutes.verifyToken }, async (request) => ({
    valid: true as const,
    token: await renewSession(app, request.account!, request.session!, request.user.gen),
  }));

  /** Logout: this session ends on the server (other sessions of the user go on). */
  app.post('/logout', { preHandler: app.requireUser, schema: AuthRoutes.logout }, async (request) => {
    await endSession(app, request.session!);
    return { message: translator(request.language)('auth:messages.signedOut') };
  });
}
