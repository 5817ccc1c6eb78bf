/**
 * Sessions are signed JWTs ({ sub: user id, tv: token version }) sent as a bearer token.
 * Every guarded request re-reads the user, so a deleted, un-approved or re-passworded user
 * (token version bumped) is refused at once, not when the token expires.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUserById } from '../modules/users/users.queries';
import { AppError } from '../shared/errors';
import type { UserRow } from '../shared/users';

export interface AuthOptions {
  secret: string;
  ttlSeconds: number;
}

async function loadAccount(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', 'notSignedIn');
  let payload: { sub: string; tv: number };
  try {
    payload = await request.jwtVerify();
  } catch {
    throw new AppError('UNAUTHORIZED', 'sessionEnded');
  }
  if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') throw new AppError('UNAUTHORIZED', 'sessionEnded');
  const user = await findUserById(app.ctx.db, payload.sub);
  if (!user || user.tokenVersion !== payload.tv || !user.verified || !user.approved) {
    throw new AppError('UNAUTHORIZED', 'sessionEnded');
  }
  return user;
}

async function auth(app: FastifyInstance, options: AuthOptions) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { expiresIn: options.ttlSeconds, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('account', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.account = await loadAccount(app, request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const account = await loadAccount(app, request);
    if (!account.admin) throw new AppError('NOT_ALLOWED', 'adminOnly');
    request.account = account;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['errors'] });

/** A fresh session token for a user (login and renewal). */
export function signToken(app: FastifyInstance, user: Pick<UserRow, 'id' | 'tokenVersion'>): string {
  return app.jwt.sign({ sub: user.id, tv: user.tokenVersion });
}
