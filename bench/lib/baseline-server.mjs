/**
 * The in-run baseline: a bare Fastify app with one JSON route, on the same machine and Node as the
 * shop. Every load result is also given as a ratio to this route's requests per second.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
