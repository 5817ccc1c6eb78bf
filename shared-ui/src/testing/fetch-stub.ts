/**
 * Component tests: test items, and a stand-in for the shop's API behind global fetch, so screens run their real
 * API client. Each route is 'METHOD /path' (query ignored) answering [status, body]; unknown
 * routes answer 404 like the server. Calls are recorded with their parsed JSON bodies.
 */
import type { Item } from '@fireworks/core/contract';

/** An item as the API answers it, with the given fields. */
export function testItem(fields: Partial<Item>): Item {
  return {
    _id: `id-${fields.title ?? 'item'}`,
    category: 'Roman Candles',
    title: 'Item',
    description: '',
    price: '$1.00',
    visible: true,
    BOGO: false,
    imageUrl: '/uploads/a.png',
    gifUrl: '',
    imageSrcset: '',
    ...fields,
  };
}

export type StubAnswer = [status: number, body: unknown] | 'network-error';
export type StubRoute = StubAnswer | ((request: { url: string; body: unknown }) => StubAnswer | Promise<StubAnswer>);

export interface FetchStub {
  calls: Array<{ method: string; url: string; body: unknown }>;
  set(route: string, answer: StubRoute): void;
  restore(): void;
}

export function stubFetch(routes: Record<string, StubRoute>): FetchStub {
  const table = new Map(Object.entries(routes));
  const calls: FetchStub['calls'] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: input, body });
    const route = table.get(`${method} ${input.split('?')[0]}`);
    const answer = typeof route === 'function' ? await route({ url: input, body }) : (route ?? [404, { error: 'no such route' }]);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const [status, payload] = answer;
    return { ok: status >= 200 && status < 300, status, text: async () => (payload === undefined ? '' : JSON.stringify(payload)) };
  }) as unknown as typeof fetch;
  return {
    calls,
    set: (route, answer) => table.set(route, answer),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
