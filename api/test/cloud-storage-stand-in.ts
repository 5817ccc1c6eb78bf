/**
 * A local stand-in for the parts of the Cloud Storage JSON API (and Firebase's download endpoint)
 * the firebase storage adapter uses, started by the tests on a free port:
 *   POST   /upload/storage/v1/b/:bucket/o?uploadType=multipart&name=   (multipart/related: metadata JSON + media)
 *   GET    [/storage/v1]/b/:bucket/o/:object                            (object metadata, 404 when missing)
 *   DELETE [/storage/v1]/b/:bucket/o/:object                            (204, 404 when missing)
 *   GET    /v0/b/:bucket/o/:object?alt=media&token=                     (Firebase download URL: the bytes)
 * Objects live in memory. Every request is recorded so tests can see what the client sent.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  bucket: string;
  name: string;
  contentType: string;
  cacheControl: string | undefined;
  metadata: Record<string, string>;
  data: Buffer;
}

export interface CloudStorageStandIn {
  /** 'host:port' for FIREBASE_STORAGE_EMULATOR_HOST */
  host: string;
  objects: Map<string, StoredObject>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

const objectId = (bucket: string, name: string) => `${bucket}/${name}`;

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Splits a multipart/related body into its parts (headers as text, body as bytes). */
function multipartParts(body: Buffer, boundary: string): Array<{ headers: string; body: Buffer }> {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Array<{ headers: string; body: Buffer }> = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // skip CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) parts.push({ headers: part.subarray(0, split).toString('utf8'), body: part.subarray(split + 4) });
    start = next;
  }
  return parts;
}

/** CRC32C (Castagnoli), as Cloud Storage reports it: big-endian, base64. The client checks it after uploads. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32c(data: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

function resource(object: StoredObject) {
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/1`,
    name: object.name,
    bucket: object.bucket,
    generation: '1',
    metageneration: '1',
    contentType: object.contentType,
    cacheControl: object.cacheControl,
    size: String(object.data.length),
    md5Hash: createHash('md5').update(object.data).digest('base64'),
    crc32c: crc32c(object.data),
    metadata: object.metadata,
  };
}

function send(response: http.ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const notFound = (response: http.ServerResponse) => send(response, 404, { error: { code: 404, message: 'No such object.' } });

export async function startCloudStorageStandIn(): Promise<CloudStorageStandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: Array<{ method: string; path: string }> = [];

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({ method: request.method ?? 'GET', path: url.pathname });
    const body = await readBody(request);

    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (upload && request.method === 'POST') {
      const boundary = /boundary="?([^";]+)"?/.exec(request.headers['content-type'] ?? '')?.[1];
      const parts = boundary ? multipartParts(body, boundary) : [];
      if (url.searchParams.get('uploadType') !== 'multipart' || parts.length !== 2) {
        return send(response, 400, { error: { code: 400, message: 'Expected a multipart upload.' } });
      }
      const meta = JSON.parse((parts[0] as { body: Buffer }).body.toString('utf8')) as {
        name?: string;
        contentType?: string;
        cacheControl?: string;
        metadata?: Record<string, string>;
      };
      const name = url.searchParams.get('name') ?? meta.name;
      if (!name) return send(response, 400, { error: { code: 400, message: 'Missing object name.' } });
      const bucket = decodeURIComponent(upload[1] as string);
      const object: StoredObject = {
        bucket,
        name,
        contentType: meta.contentType ?? /content-type:\s*([^\r\n]+)/i.exec((parts[1] as { headers: string }).headers)?.[1] ?? '',
        cacheControl: meta.cacheControl,
        metadata: meta.metadata ?? {},
        data: (parts[1] as { body: Buffer }).body,
      };
      objects.set(objectId(bucket, name), object);
      return send(response, 200, resource(object));
    }

    const download = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
    if (download && request.method === 'GET') {
      const object = objects.get(objectId(decodeURIComponent(download[1] as string), decodeURIComponent(download[2] as string)));
      const token = url.searchParams.get('token');
      if (!object || url.searchParams.get('alt') !== 'media' || token !== object.metadata.firebaseStorageDownloadTokens) {
        return notFound(response);
      }
      response.writeHead(200, { 'content-type': object.contentType, 'cache-control': object.cacheControl ?? 'private' });
      return response.end(object.data);
    }

    const match = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
    if (match) {
      const id = objectId(decodeURIComponent(match[1] as string), decodeURIComponent(match[2] as string));
      const object = objects.get(id);
      if (!object) return notFound(response);
      if (request.method === 'GET') return send(response, 200, resource(object));
      if (request.method === 'DELETE') {
        objects.delete(id);
        return send(response, 204);
      }
    }
    return send(response, 404, { error: { code: 404, message: `Not part of the stand-in: ${request.method} ${url.pathname}` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
