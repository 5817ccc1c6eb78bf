/**
 * Sessions are signed JWTs ({ sub: user id, tv: token version, sid: session id, gen: session
 * generation }) sent as a bearer token. Every guarded request checks the user and the session as
 * the principal cache holds them (src/shared/principals.ts: no database round trip in steady
 * state), so a deleted, un-approved or re-passworded user (token version bumped) and a logged-out
 * session are refused at once in this process and within a second in every other one.
 *
 * Renewal moves the session to its next generation; a token of the current or the previous
 * generation works until its own expiry (a client that ignores the renewal's answer, a second tab
 * or a lost answer keep the session). A token older than that was renewed twice since: it is taken
 * as stolen and ends the session. No token outlives the session's absolute age (30 days by default).
 */
import fastifyJwt from '@fastify/jwt';
import type { RouteAccess } from '@fireworks/core/contract';
import { hasPermission } from '@fireworks/core/rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sessions } from '../db/schema';
import { AppError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { SessionRow } from '../shared/principals';
import type { UserRow } from '../shared/users';

/** No renewal makes a session older than this. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface AuthOptions {
  secret: string;
  ttlSeconds: number;
  maxAgeSeconds?: number;
}

/** Per app (keyed by its context): token lifetime and absolute session age. */
const ttls = new WeakMap<object, { ttlSeconds: number; maxAgeSeconds: number }>();

function sessionEnded(): AppError {
  return new AppError('UNAUTHORIZED', 'sessionEnded');
}

type Claims = { sub: string; tv: number; sid: string; gen: number; exp?: number };

/**
 * The token's claims, checked by @fastify/jwt (fast-jwt's verify cache spares the HMAC of a token
 * seen before). The header is read as @fastify/jwt reads it ("Bearer <token>"); any other form or a
 * bad token is a session that has ended.
 */
function claimsOf(app: FastifyInstance, request: FastifyRequest): Claims {
  try {
    return app.jwt.verify<Claims>(app.jwt.lookupToken(request));
  } catch {
    throw sessionEnded();
  }
}

type Account = { user: UserRow; session: SessionRow; claims: Claims };

/**
 * The signed-in user and session, checked against the principal cache on every request. A value
 * when both rows are in memory (the steady state: no promise), a promise when one is being read.
 */
function loadAccount(app: FastifyInstance, request: FastifyRequest): Account | Promise<Account> {
  const header = request.headers.authorization;
  if (!header) throw new AppError('UNAUTHORIZED', 'notSignedIn');
  const claims = claimsOf(app, request);
  const { sub, tv, sid, gen } = claims;
  if (typeof sub !== 'string' || typeof tv !== 'number' || typeof sid !== 'string' || typeof gen !== 'number') throw sessionEnded();
  const { principals } = app.ctx;
  const session = principals.sessions.get(sid);
  const user = principals.users.get(sub);
  if (session instanceof Promise || user instanceof Promise) {
    return Promise.all([session, user]).then(([s, u]) => checkAccount(app, claims, s, u));
  }
  return checkAccount(app, claims, session, user);
}

/** A token two or more generations behind its session: a copy of a token that has since been renewed twice. */
class ReplayedToken extends Error {
  constructor(readonly session: SessionRow) {
    super('replayed session token');
  }
}

function checkAccount(app: FastifyInstance, claims: Claims, session: SessionRow | null, user: UserRow | null): Account {
  const { sub, tv, gen } = claims;
  if (!session || session.userId !== sub || session.endedAt) throw sessionEnded();
  // The current generation or the previous one (renewed, but its holder may not have the new token).
  if (gen < session.generation - 1) throw new ReplayedToken(session);
  if (gen !== session.generation && gen !== session.generation - 1) throw sessionEnded();
  if (session.startedAt.getTime() + maxAgeOf(app) * 1000 <= Date.now()) throw sessionEnded();
  // A withdrawn approval says why (issue 18); un-approval also bumps the token version, so this comes first.
  if (user?.verified && !user.approved) throw new AppError('UNAUTHORIZED', 'approvalWithdrawn');
  if (!user || user.tokenVersion !== tv || !user.verified || !user.approved) throw sessionEnded();
  return { user, session, claims };
}

/**
 * A preHandler that signs the request in (and applies `check`, e.g. admin only). A callback hook:
 * when the principal is in memory the request goes on with no promise or microtask.
 */
function guard(app: FastifyInstance, check?: (user: UserRow) => void): preHandlerHookHandler {
  const refuse = (request: FastifyRequest, error: unknown, done: (error: Error) => void) => {
    if (!(error instanceof ReplayedToken)) return done(error as Error);
    // Theft detection: the session ends for every holder of its tokens.
    request.log.warn({ sessionId: error.session.id }, 'a session token two generations old was used: the session is ended');
    endSession(app, error.session).then(
      () => done(sessionEnded()),
      (failure: unknown) => done(failure as Error),
    );
  };
  return (request, _reply, done) => {
    const signIn = ({ user, session, claims }: Account) => {
      try {
        check?.(user);
      } catch (error) {
        return done(error as Error);
      }
      request.account = user;
      request.session = session;
      request.user = claims;
      done();
    };
    let account: Account | Promise<Account>;
    try {
      account = loadAccount(app, request);
    } catch (error) {
      return refuse(request, error, done);
    }
    if (account instanceof Promise) account.then(signIn, (error: unknown) => refuse(request, error, done));
    else signIn(account);
  };
}

function maxAgeOf(app: FastifyInstance): number {
  return ttls.get(app.ctx)?.maxAgeSeconds ?? SESSION_MAX_AGE_SECONDS;
}

async function auth(app: FastifyInstance, options: AuthOptions) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { expiresIn: options.ttlSeconds, algorithm: 'HS256' },
    // A token seen before is not checked again until it expires (fast-jwt's bounded cache).
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });
  ttls.set(app.ctx, {
    ttlSeconds: options.ttlSeconds,
    maxAgeSeconds: options.maxAgeSeconds ?? SESSION_MAX_AGE_SECONDS,
  });
  app.decorateRequest('account', null);
  app.decorateRequest('session', null);

  app.decorate('requireUser', guard(app));
  const requireAdmin = guard(app, (user) => {
    if (!user.admin) throw new AppError('NOT_ALLOWED', 'adminOnly');
  });
  app.decorate('requireAdmin', requireAdmin);
  // One guard per permission (issue 41): the owner (admin) passes every one.
  const permissionGuards = new Map<RouteAccess, preHandlerHookHandler>();
  // The owner's own routes (delete-order): customers keep the spec's sentence; staff, who are in the
  // back office too, are told it is the owner's (no permission of theirs would name it).
  const requireOwner = guard(app, (user) => {
    if (user.admin) return;
    throw new AppError('NOT_ALLOWED', user.permissions.length === 0 ? 'adminOnly' : 'ownerNeeded');
  });
  app.decorate('requirePermission', (access: RouteAccess) => {
    if (access === 'owner') return requireOwner;
    let kept = permissionGuards.get(access);
    if (!kept) {
      kept = guard(app, (user) => {
        if (hasPermission(user, access)) return;
        // Customers keep the spec's sentence; staff are told which permission they lack.
        if (user.permissions.length === 0) throw new AppError('NOT_ALLOWED', 'adminOnly');
        throw new AppError('NOT_ALLOWED', 'permissionNeeded', { permission: access });
      });
      permissionGuards.set(access, kept);
    }
    return kept;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['errors'] });

function sign(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  session: Pick<SessionRow, 'id' | 'generation' | 'startedAt'>,
) {
  const settings = ttls.get(app.ctx) ?? { ttlSeconds: 8 * 3600, maxAgeSeconds: SESSION_MAX_AGE_SECONDS };
  const left = Math.floor((session.startedAt.getTime() + settings.maxAgeSeconds * 1000 - Date.now()) / 1000);
  return app.jwt.sign(
    { sub: user.id, tv: user.tokenVersion, sid: session.id, gen: session.generation },
    { expiresIn: Math.max(1, Math.min(settings.ttlSeconds, left)) },
  );
}

/** Starts a session for a user (login, password change) and answers its first token. */
export async function startSession(app: FastifyInstance, user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<string> {
  const [session] = await app.ctx.db.insert(sessions).values({ id: newId(), userId: user.id }).returning();
  if (!session) throw new Error('session insert failed');
  return sign(app, user, session);
}

/**
 * Renewal (verify-token): a token of the current generation moves the session to the next one; a
 * token of the previous generation (its holder missed the renewal's answer, or another tab renewed
 * first) gets a token of the current one and moves nothing, so two renewals at once both succeed.
 * The renewed token keeps working until its own expiry. The new token never outlives the session's
 * absolute age.
 */
export async function renewSession(app: FastifyInstance, user: UserRow, session: SessionRow, tokenGeneration: number): Promise<string> {
  const next = tokenGeneration + 1;
  const [renewed] = await app.ctx.db
    .update(sessions)
    .set({ generation: sql`greatest(${sessions.generation}, ${next})` })
    .where(and(eq(sessions.id, session.id), inArray(sessions.generation, [tokenGeneration, next]), isNull(sessions.endedAt)))
    .returning();
  app.ctx.changes.announce(`s:${session.id}`);
  if (!renewed) throw sessionEnded();
  return sign(app, user, renewed);
}

/** Logout: the session ends on the server, in every process. */
export async function endSession(app: FastifyInstance, session: SessionRow): Promise<void> {
  await app.ctx.db.update(sessions).set({ endedAt: sql`now()` }).where(eq(sessions.id, session.id));
  app.ctx.changes.announce(`s:${session.id}`);
}
