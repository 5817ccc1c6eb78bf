/**
 * CORS for the configured origins only (CORS_ORIGINS), answering exactly as @fastify/cors did with
 * these options. No hook of its own: the security plugin's one onRequest hook (./security.ts) sets
 * `Vary: Origin` with the other fixed headers and calls `corsCheck` only when the request carries
 * an Origin or is an OPTIONS, so an ordinary same-origin request costs nothing here.
 *  - Every answer varies by Origin (a shared cache must key on it).
 *  - An allowed Origin is reflected in Access-Control-Allow-Origin; any other gets no CORS header,
 *    so browsers block it (and its preflight finds no route: 404).
 *  - A preflight (OPTIONS with Origin and Access-Control-Request-Method) from an allowed origin is
 *    answered 204 here, before authentication; one without them is refused with 400.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  origins: readonly string[];
}

const METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, Accept-Language';
const MAX_AGE_SECONDS = '600';

/** The header every answer carries for CORS (set with the security headers, before anything else). */
export const CORS_VARY = { name: 'vary', value: 'Origin' } as const;

/**
 * The CORS part of a request's start, for a request with an Origin or an OPTIONS one (`Vary: Origin`
 * is already set). True when it answered the request itself (a preflight): the hook stops there.
 */
export function corsCheck(origins: readonly string[]): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const allowed = new Set(origins);
  return (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(origin)) return false;
      reply.header('access-control-allow-origin', origin);
    }
    if (request.method !== 'OPTIONS') return false;
    if (!origin || request.headers['access-control-request-method'] === undefined) {
      reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return true;
    }
    reply
      .header('access-control-allow-methods', METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', MAX_AGE_SECONDS)
      // Safari waits for a body on a 204 without Content-Length: 0.
      .code(204)
      .header('content-length', '0')
      .send();
    return true;
  };
}

async function cors(app: FastifyInstance) {
  // Lets Fastify accept OPTIONS at all; a preflight that reaches it was not allowed by corsCheck.
  app.options('*', { schema: { hide: true } }, (_request, reply) => {
    reply.callNotFound();
  });
}

export default fp(cors, { name: 'cors' });
