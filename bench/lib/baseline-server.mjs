#!/usr/bin/env node
/**
 * The in-run baseline: a bare Fastify server answering every GET with the same bytes from memory.
 * Usage: node baseline-server.mjs <file with the body> <content type> <port>. Prints 'ready' when listening.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const [file, contentType, port] = process.argv.slice(2);
const body = fs.readFileSync(file);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type(contentType).send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
