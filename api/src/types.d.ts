import 'fastify';
import type { RouteAccess } from '@fireworks/core/contract';
import type { Language } from '@fireworks/core/i18n';
import type { FastifyReply, preHandlerHookHandler } from 'fastify';
import type { AppContext } from './shared/context';
import type { SessionRow } from './shared/principals';
import type { UserRow } from './shared/users';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** preHandler: a valid token of a verified, approved, existing user (401 otherwise). */
    requireUser: preHandlerHookHandler;
    /** preHandler: requireUser and the admin flag (403 otherwise). */
    requireAdmin: preHandlerHookHandler;
    /** preHandler: requireUser and the route's permission, or the owner for 'owner' (403 otherwise). */
    requirePermission: (access: RouteAccess) => preHandlerHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user, set by requireUser/requireAdmin. */
    account: UserRow | null;
    /** The session of the token, set by requireUser/requireAdmin. */
    session: SessionRow | null;
    /** Language of messages in the answer, from Accept-Language. */
    language: Language;
  }
  interface FastifyContextConfig {
    /** Set true on routes that need no token (the authorization test reads it). */
    public?: boolean;
    /** @fastify/under-pressure's handler for this route (plugins/overload.ts); one returning nothing lets the request through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** user id, token version, session id, session generation */
    payload: { sub: string; tv: number; sid: string; gen: number };
    user: { sub: string; tv: number; sid: string; gen: number };
  }
}
