/**
 * CORS for the configured origins only (CORS_ORIGINS), answering exactly as @fastify/cors did with
 * these options, in one callback hook: no option copies or closures per request.
 *  - Every answer varies by Origin (a shared cache must key on it).
 *  - An allowed Origin is reflected in Access-Control-Allow-Origin; any other gets no CORS header,
 *    so browsers block it (and its preflight finds no route: 404).
 *  - A preflight (OPTIONS with Origin and Access-Control-Request-Method) from an allowed origin is
 *    answered 204 here, before authentication; one without them is refused with 400.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  origins: readonly string[];
}

const METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, Accept-Language';
const MAX_AGE_SECONDS = '600';

function varyByOrigin(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Origin');
  else if (vary !== '*') reply.header('vary', `${vary}, Origin`);
}

async function cors(app: FastifyInstance, { origins }: CorsOptions) {
  const allowed = new Set(origins);
  app.addHook('onRequest', (request, reply, done) => {
    varyByOrigin(reply);
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(origin)) return done();
      reply.header('access-control-allow-origin', origin);
    }
    if (request.method !== 'OPTIONS') return done();
    if (!origin || request.headers['access-control-request-method'] === undefined) {
      reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply
      .header('access-control-allow-methods', METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', MAX_AGE_SECONDS)
      // Safari waits for a body on a 204 without Content-Length: 0.
      .code(204)
      .header('content-length', '0')
      .send();
  });
  // Lets Fastify accept OPTIONS at all; a preflight that reaches it was not allowed above.
  app.options('*', { schema: { hide: true } }, (_request, reply) => {
    reply.callNotFound();
  });
}

export default fp(cors, { name: 'cors' });
