/**
 * Conditional GETs for answers a client may keep and must revalidate (issue 37 item 2): each gets an
 * ETag and `Cache-Control`, and a request whose If-None-Match names the current ETag is answered
 * 304 Not Modified with no body (@fastify/etag). An answer cached in memory brings its ETag, made
 * once (shared/compressed.ts); any other is hashed as it is sent.
 *
 * `revalidatedRoutes` registers the routes in a scope of their own, so only they are hashed; every
 * other /api answer keeps the security plugin's `Cache-Control: no-store` and no ETag.
 */
import fastifyEtag from '@fastify/etag';
import type { FastifyReply } from 'fastify';
import type { Api } from '../shared/api';

/** Who may keep the answer: `private` for one signed-in user's view, `public` for anyone's. */
export type Audience = 'private' | 'public';

export async function revalidatedRoutes(app: Api, routes: (scope: Api) => void | Promise<void>): Promise<void> {
  await app.register(async (scope: Api) => {
    // Weak: the same JSON is sent as brotli, gzip or plain text, equivalent but not byte-equal.
    await scope.register(fastifyEtag, { weak: true });
    await routes(scope);
  });
}

/** Marks a successful answer as kept-but-revalidated (refusals keep `no-store`). */
export function revalidate(reply: FastifyReply, audience: Audience, etag?: string): FastifyReply {
  if (etag !== undefined) reply.header('etag', etag);
  return reply.header('cache-control', `${audience}, no-cache`);
}
