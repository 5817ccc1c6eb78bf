/**
 * Component tests: answers fetch calls by 'METHOD /path' (query ignored) and records them, so a
 * screen's tests exercise the real API client (headers, errors, Accept-Language).
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Simulates no answer at all (offline). */
  networkError?: boolean;
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)>;

export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) throw new TypeError(`no fake answer for ${call.method} ${call.path}`);
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)),
    } as Response;
  }) as typeof fetch;
  return {
    calls,
    /** Calls to one 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
