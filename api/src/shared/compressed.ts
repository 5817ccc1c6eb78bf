/**
 * A cached JSON answer with its compressed forms and its ETag, made once when it is cached, so a
 * crowd reading it costs no compression and no hashing: `sendCompressed` picks brotli or gzip by
 * Accept-Encoding, else the JSON itself.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this size compression gains nothing (the same threshold as the compression plugin). */
export const COMPRESSION_THRESHOLD = 1024;

export interface CompressedJson {
  json: string;
  gzip: Buffer | null;
  br: Buffer | null;
  /** A weak ETag of the JSON (plugins/revalidation.ts), for answers that may be revalidated. */
  etag?: string;
}

function weakEtag(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

export async function compressJson(json: string): Promise<CompressedJson> {
  const etag = weakEtag(json);
  if (Buffer.byteLength(json) < COMPRESSION_THRESHOLD) return { json, gzip: null, br: null, etag };
  const [gz, br] = await Promise.all([
    gzip(json, { level: 9 }),
    brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  ]);
  return { json, gzip: gz, br, etag };
}

/** The encodings an Accept-Encoding header allows (q=0 refuses one). */
let lastHeader: string | undefined;
let lastEncoding: 'br' | 'gzip' | null = null;

export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  // A browser sends the same header on every request: its answer is remembered.
  if (header === lastHeader) return lastEncoding;
  lastEncoding = parseAcceptEncoding(header);
  lastHeader = header;
  return lastEncoding;
}

function parseAcceptEncoding(header: string): 'br' | 'gzip' | null {
  const allowed = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) allowed.add(name);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip') || allowed.has('*')) return 'gzip';
  return null;
}

const VARY_ORIGIN_ENCODING = 'Origin, Accept-Encoding';

export function sendCompressed(reply: FastifyReply, body: CompressedJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (body.gzip && body.br) {
    // Added to what is there (CORS's `Origin`), never in its place: a shared cache must key on both.
    // Every answer already varies by Origin (the security plugin's fixed headers): that value is a constant.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary === 'Origin' ? VARY_ORIGIN_ENCODING : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
    if (encoding) return reply.header('content-encoding', encoding).send(encoding === 'br' ? body.br : body.gzip);
  }
  return reply.send(body.json);
}
