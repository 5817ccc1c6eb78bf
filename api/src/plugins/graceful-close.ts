import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Node's own link from a connection to the answer it is working on (its closeIdleConnections reads it too). */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Graceful close: requests in flight when the server starts closing are finished and answered
 * with `Connection: close`, so their keep-alive connections end with them. (Idle connections are
 * closed at once, new requests get 503; without this, a client holding a keep-alive connection
 * would keep `server.close()` waiting until the grace delay kills the process.)
 *
 * Nothing runs per request: the open connections are known (one entry per connection), and when
 * closing begins each answer not yet started gets the header on its raw response, which Node
 * merges with the headers Fastify writes.
 */
async function gracefulClose(app: FastifyInstance) {
  const connections = new Set<HttpSocket>();
  app.server.on('connection', (socket: HttpSocket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', (done) => {
    for (const socket of connections) {
      const answer = socket._httpMessage;
      if (answer && !answer.headersSent) answer.setHeader('connection', 'close');
    }
    done();
  });
}

export default fp(gracefulClose, { name: 'graceful-close' });
