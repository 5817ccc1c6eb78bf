/**
 * CORS for the configured origins only (CORS_ORIGINS), by @fastify/cors:
 *  - every answer varies by Origin (a shared cache must key on it);
 *  - an allowed Origin is reflected in Access-Control-Allow-Origin; any other gets no CORS header,
 *    so browsers block it, and its preflight finds no route (404);
 *  - a preflight from an allowed origin is answered 204 before authentication; one without Origin
 *    or Access-Control-Request-Method is refused with 400 (strict preflight).
 */
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface CorsOptions {
  origins: readonly string[];
}

function corsOptions(origins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(origins);
  return {
    // No Origin: CORS stays on (a preflight without one is then refused as incomplete, with 400);
    // an Origin not on the list turns CORS off for that request.
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language'],
    maxAge: 600,
  };
}

async function cors(app: FastifyInstance, { origins }: CorsOptions) {
  await app.register(fastifyCors, corsOptions(origins));
}

export default fp(cors, { name: 'cors' });
