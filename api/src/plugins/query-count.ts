/**
 * Bench instrument (issue 13): with QUERY_COUNT_HEADER=on each answer carries `x-query-count`, the
 * SQL statements sent while it was worked out. Only meaningful when requests do not overlap (the
 * bench sends them one at a time). Off by default: the header is never sent in production.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { statementsSent } from '../db/query-count';

const started = Symbol('statementsAtStart');

export const queryCountPlugin = fp(async (app: FastifyInstance) => {
  if (process.env.QUERY_COUNT_HEADER !== 'on') return;
  // Callback hooks: no promise per request in the very runs that measure the server's CPU.
  app.addHook('onRequest', (request, _reply, done) => {
    (request as unknown as Record<symbol, number>)[started] = statementsSent();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-query-count', String(statementsSent() - (request as unknown as Record<symbol, number>)[started]!));
    done(null, payload);
  });
});
