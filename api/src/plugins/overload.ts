/**
 * A backstop against overload (@fastify/under-pressure): while the event loop's mean delay is above
 * MAX_EVENT_LOOP_DELAY_MS (off by default, docs/decisions/overload-backstop.md), new requests are
 * answered at once with 503, `Retry-After` and `{ "error": ... }` in the caller's language, instead
 * of queueing behind work the process cannot finish in time. Requests already accepted go on.
 */
import underPressure from '@fastify/under-pressure';
import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface OverloadOptions {
  maxEventLoopDelayMs: number;
}

/** Seconds a refused client is asked to wait (the delay is sampled once a second). */
export const RETRY_AFTER_SECONDS = 5;

/** The health check's 503 names its state as well (its answer schema); every other route answers `{ error }`. */
const HEALTH_URL = '/api/health';

function refuse(request: FastifyRequest, reply: FastifyReply) {
  const error = translator(request.language)('errors:overloaded');
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
  return request.routeOptions.url === HEALTH_URL ? { status: 'unavailable', error } : { error };
}

async function overload(app: FastifyInstance, { maxEventLoopDelayMs }: OverloadOptions) {
  if (maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // What the handler returns is sent as the answer (its type in the plugin says void).
    pressureHandler: refuse as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}

export default fp(overload, { name: 'overload', dependencies: ['language'] });
