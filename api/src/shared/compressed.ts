/**
 * A cached JSON answer with its compressed forms, made once when it is cached, so a crowd reading
 * it costs no compression: `send` picks brotli or gzip by Accept-Encoding, else the JSON itself.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { type CheckedHeaders, checkedHeaders, type FastAnswers } from './fast-answers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this size compression gains nothing (the same threshold as the compression plugin). */
export const COMPRESSION_THRESHOLD = 1024;

export interface CompressedJson {
  json: string;
  gzip: Buffer | null;
  br: Buffer | null;
}

export async function compressJson(json: string): Promise<CompressedJson> {
  if (Buffer.byteLength(json) < COMPRESSION_THRESHOLD) return { json, gzip: null, br: null };
  const [gz, br] = await Promise.all([
    gzip(json, { level: 9 }),
    brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  ]);
  return { json, gzip: gz, br };
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

/** A fast answer's parts: its headers (checked once, for writeChecked) and its bytes. */
export interface FastForm {
  headers: CheckedHeaders;
  bytes: Buffer;
}

/** Per cached body: the fast answer in each encoding (identity too), made on first use. */
const fastForms = new WeakMap<CompressedJson, Partial<Record<'br' | 'gzip' | 'identity', FastForm | null>>>();

/**
 * What sendCompressed answers for `body` in `encoding` (null: the JSON itself): the headers it
 * leaves after the security plugin's fixed ones (`Vary: Origin` among them), with the
 * Content-Length Fastify adds, and the bytes (the JSON encoded once, not per answer). For a fast
 * answer (src/shared/fast-answers.ts); null when the normal path would not answer that way (no such
 * compressed form, another Vary), which then answers.
 */
export function fastForm(fast: FastAnswers, body: CompressedJson, encoding: 'br' | 'gzip' | null): FastForm | null {
  let forms = fastForms.get(body);
  if (forms === undefined) {
    forms = {};
    fastForms.set(body, forms);
  }
  const name = encoding ?? 'identity';
  let form = forms[name];
  if (form === undefined) {
    form = null;
    const compressed = body.gzip !== null && body.br !== null;
    const bytes = encoding === null ? Buffer.from(body.json) : body[encoding];
    if (fast.apiHeaders?.vary === 'Origin' && bytes !== null && (compressed || encoding === null)) {
      const own: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
      if (compressed) own.vary = VARY_ORIGIN_ENCODING;
      if (encoding !== null) own['content-encoding'] = encoding;
      own['content-length'] = String(bytes.length);
      const headers = fast.headersWith(own);
      if (headers !== null) form = { headers: checkedHeaders(headers), bytes };
    }
    forms[name] = form;
  }
  return form;
}
