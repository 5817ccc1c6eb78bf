/**
 * Fast answers (issue 13): a cached GET answer written straight to the HTTP response, before Fastify
 * sees the request (no routing, request and reply objects, hooks, validation or reply pipeline).
 * Only the exact simple case is answered here: a GET with no body and no Origin, on a path a module
 * registered, which that module's handler takes (e.g. GET /api/fireworks?category=assortments by a
 * signed-in user whose list is cached, with gzip or brotli accepted). Anything else, and every case
 * the handler is not sure of, goes to Fastify as before, so its answers (401, 403, 404, 400, HEAD,
 * CORS, uncompressed...) are the normal path's. A fast answer carries the very headers the normal
 * path sends (the security plugin's fixed headers, then the route's own), which the tests compare.
 */
import http, { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { RequestTurns } from './request-turns';

/** Answers `request` and returns true, or returns false (having written nothing) to let Fastify answer it. */
export type FastHandler = (request: IncomingMessage, response: ServerResponse, query: string) => boolean;

type HeaderList = Record<string, string>;

/** Headers as a response keeps those set with setHeader: lower-case name -> [name as sent, value]. */
export type CheckedHeaders = Record<string, [string, string]>;

/**
 * Where a ServerResponse keeps the headers set with setHeader (Node's internal `kOutHeaders`), found
 * on a probe response and checked (a header set with setHeader, read back in the expected form);
 * undefined where Node keeps them otherwise. writeHead writes the headers found there without
 * validating each name and value again (setHeader did). A fast answer's headers are the same fixed
 * list on every answer, checked once (checkedHeaders): written from there, an answer skips about 36
 * regular-expression tests (the top of its profile after the socket writes, README).
 */
const OUT_HEADERS: symbol | undefined = (() => {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  const key = Object.getOwnPropertySymbols(probe).find((s) => s.description === 'kOutHeaders');
  if (key === undefined) return undefined;
  probe.setHeader('X-Probe', 'yes');
  const stored = (probe as unknown as Record<symbol, Record<string, unknown> | null>)[key]?.['x-probe'];
  return Array.isArray(stored) && stored[0] === 'X-Probe' && stored[1] === 'yes' ? key : undefined;
})();

/** Whether writeChecked skips Node's checks (false: it falls back to writeHead with the headers). */
export const WRITES_WITHOUT_RECHECK = OUT_HEADERS !== undefined;

/**
 * `headers` checked as setHeader checks them (a bad name or value throws here, once) and kept in the
 * form setHeader leaves, for writeChecked.
 */
export function checkedHeaders(headers: HeaderList): CheckedHeaders {
  // A plain object, not Object.create(null) (a dictionary in V8, slow for writeHead's loop over it);
  // these names are never Object.prototype's.
  const checked: CheckedHeaders = {};
  for (const name in headers) {
    const value = headers[name] as string;
    http.validateHeaderName(name);
    http.validateHeaderValue(name, value);
    checked[name.toLowerCase()] = [name, value];
  }
  return Object.freeze(checked);
}

/** writeHead(status, headers) with headers checked once beforehand (checkedHeaders); the same bytes. */
export function writeChecked(response: ServerResponse, status: number, headers: CheckedHeaders): void {
  if (OUT_HEADERS === undefined) {
    response.writeHead(status, Object.fromEntries(Object.values(headers)));
    return;
  }
  (response as unknown as Record<symbol, CheckedHeaders>)[OUT_HEADERS] = headers;
  response.writeHead(status);
}

export class FastAnswers {
  /** Off: every request goes to Fastify (QUERY_COUNT_HEADER, closing, or a test comparing both paths). */
  enabled = true;
  /** The fixed headers of every /api answer (security plugin), in the order it sets them; null until known. */
  apiHeaders: HeaderList | null = null;
  private readonly handlers = new Map<string, FastHandler>();

  /** `path` is the exact path (no query string); one handler per path. */
  register(path: string, handler: FastHandler): void {
    if (this.handlers.has(path)) throw new Error(`a fast answer is already registered for ${path}`);
    this.handlers.set(path, handler);
  }

  /** True when the request was answered here. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.enabled || request.method !== 'GET' || this.apiHeaders === null) return false;
    const url = request.url;
    if (url === undefined) return false;
    const mark = url.indexOf('?');
    const handler = this.handlers.get(mark === -1 ? url : url.slice(0, mark));
    if (handler === undefined) return false;
    const { headers } = request;
    // A body, a CORS request or an upgrade: Fastify's path deals with those.
    if (headers.origin !== undefined || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    if (headers.upgrade !== undefined) return false;
    return handler(request, response, mark === -1 ? '' : url.slice(mark + 1));
  }

  /**
   * The answer's headers: the fixed /api headers first, then `own` (added in that order, a name
   * already there keeping its place, as Fastify's reply does), for writeHead.
   */
  headersWith(own: HeaderList): HeaderList | null {
    if (this.apiHeaders === null) return null;
    const all: HeaderList = {};
    for (const name in this.apiHeaders) all[name] = this.apiHeaders[name] as string;
    for (const name in own) all[name] = own[name] as string;
    return all;
  }
}

/**
 * At most this many requests start per turn of the event loop (request-turns.ts). 2 to 32 measured
 * alike within the noise, all well under no limit (README, sixth 29 Nov session).
 */
const REQUESTS_PER_TURN = 8;

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make with the same options (as
 * fastify/lib/server.js does), whose requests start a few per turn in arrival order
 * (request-turns.ts) and are offered to `fast` first.
 */
export function fastServerFactory(fast: FastAnswers): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, serverOptions) => {
    const options = serverOptions as {
      http?: http.ServerOptions | null;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const turns = new RequestTurns<[IncomingMessage, ServerResponse]>(([request, response]) => {
      if (!fast.answer(request, response)) handler(request, response);
    }, REQUESTS_PER_TURN);
    const server = http.createServer(options.http ?? {}, (request, response) => turns.offer([request, response]));
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
}
