import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Graceful close: requests in flight when the server starts closing are finished and answered
 * with `Connection: close`, so their keep-alive connections end with them. (Idle connections are
 * closed at once, new requests get 503; without this, a client holding a keep-alive connection
 * would keep `server.close()` waiting until the grace delay kills the process.)
 */
async function gracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: no promise per answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(gracefulClose, { name: 'graceful-close' });
