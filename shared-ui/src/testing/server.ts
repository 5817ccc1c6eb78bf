/**
 * Component tests' one fake of the network: MSW answers the real API client's requests (fetch and
 * XHR uploads) at the HTTP edge. `serve({...})` adds answers by 'METHOD /path', typed from the
 * contract; every request is recorded in `requests`. The server starts for every test file
 * (setup.ts) and forgets each test's answers and requests afterwards.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { testSeason } from './items';
import type { ContractAnswer, RequestBody, RouteKey } from './routes';

/**
 * Answers every test gets unless it serves its own: the public sales calendar, which the season line
 * (login, home, cart) reads on any screen.
 */
export const server = setupServer(http.get('*/api/season', () => HttpResponse.json(testSeason())));

/** A request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** The path without the query ('/api/fireworks'). */
  path: string;
  /** The whole URL, for its query. */
  url: URL;
  /** The parsed JSON body (undefined without one). */
  body: unknown;
  headers: Record<string, string>;
}

export const requests: RecordedRequest[] = [];

/** The requests to one 'METHOD /path' (query ignored). */
export function requestsTo(key: string): RecordedRequest[] {
  return requests.filter((r) => `${r.method} ${r.path}` === key);
}

const pendingBodies = new Map<string, Promise<void>>();

/** Background reads every screen may make, left out of `requests` (tests of "no call yet" stay about the form's calls). */
const UNRECORDED = new Set(['GET /api/season']);

server.events.on('request:start', ({ request, requestId }) => {
  const url = new URL(request.url);
  if (UNRECORDED.has(`${request.method} ${url.pathname}`)) return;
  const recorded: RecordedRequest = {
    method: request.method,
    path: url.pathname,
    url,
    body: undefined,
    headers: Object.fromEntries(request.headers.entries()),
  };
  requests.push(recorded);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    pendingBodies.set(
      requestId,
      request
        .clone()
        .text()
        .then((text) => {
          recorded.body = text ? JSON.parse(text) : undefined;
        }),
    );
  }
});

/** No answer at all: the browser reports a network failure ('Failed to fetch'). */
export const networkError = { networkError: true } as const;

/** An answer outside the contract (a proxy's error page, a body without `error`): status and raw text. */
export function raw(status: number, text: string): { raw: true; status: number; text: string } {
  return { raw: true, status, text };
}

export type Reply<K extends RouteKey> = ContractAnswer<K> | typeof networkError | ReturnType<typeof raw>;

export interface HandledRequest<K extends RouteKey> {
  body: RequestBody<K>;
  url: URL;
  params: Record<string, string>;
  request: Request;
}

export type Answer<K extends RouteKey> = Reply<K> | ((request: HandledRequest<K>) => Reply<K> | Promise<Reply<K>>);

export type Routes = { [K in RouteKey]?: Answer<K> };

function respond(reply: Reply<RouteKey>): Response {
  if ('networkError' in reply) return HttpResponse.error();
  if ('raw' in reply) return new HttpResponse(reply.text, { status: reply.status });
  const [status, body] = reply as [number, unknown];
  return HttpResponse.json(body as never, { status });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

function handler<K extends RouteKey>(key: K, answer: Answer<K>) {
  const [method, path] = key.split(' ') as [string, string];
  const on = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
  if (!on) throw new Error(`unknown method in ${key}`);
  return on(path, async ({ request, params, requestId }) => {
    await pendingBodies.get(requestId);
    pendingBodies.delete(requestId);
    const reply =
      typeof answer === 'function'
        ? await answer({
            body: (await readBody(request.clone())) as RequestBody<K>,
            url: new URL(request.url),
            params: params as Record<string, string>,
            request,
          })
        : answer;
    return respond(reply as Reply<RouteKey>);
  });
}

/** Answers these routes (added before earlier ones, so a later `serve` overrides them). */
export function serve(routes: Routes): void {
  server.use(...Object.entries(routes).map(([key, answer]) => handler(key as RouteKey, answer as Answer<RouteKey>)));
}

/** Forgets every answer and recorded request (after each test). */
export function resetServer(): void {
  server.resetHandlers();
  requests.length = 0;
  pendingBodies.clear();
}
