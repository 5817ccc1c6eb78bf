/**
 * Answers are compressed when the client accepts it (brotli, else gzip), above 1 KB. Brotli runs at
 * quality 4 for answers made per request (fast, still smaller than gzip); cached lists carry their
 * own gzip and brotli bodies, made once (src/shared/compressed.ts), which this plugin leaves alone.
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESSION_THRESHOLD } from '../shared/compressed';

async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compression, { name: 'compression' });
