import { api, routePath } from './client';

const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
beforeEach(() => {
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem('token', 'abc');
});
afterEach(() => localStorage.clear());

describe('the typed client', () => {
  it('fills path parameters and the query string from the route table', () => {
    expect(routePath('/api/orders/:id/payments/:paymentId/void', { id: 'a b', paymentId: 'p/1' })).toBe(
      '/api/orders/a%20b/payments/p%2F1/void',
    );
    expect(routePath('/api/audit-log', undefined, { limit: '20', offset: undefined })).toBe('/api/audit-log?limit=20');
    expect(routePath('/api/health')).toBe('/api/health');
  });

  it('sends the method, path, JSON body, token and idempotency key the call names', async () => {
    await api('POST /api/orders/:id/payments', {
      params: { id: 'o1' },
      body: { amount: 10, method: 'cash' },
      idempotencyKey: 'k1',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/orders/o1/payments');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ amount: 10, method: 'cash' });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Idempotency-Key': 'k1', 'Content-Type': 'application/json' });
  });

  it('sends no body (and no Content-Type) for a route without one', async () => {
    await api('POST /api/logout');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('checks bodies and parameters against the contract (compile-time)', () => {
    const typeOnly = () => {
      // @ts-expect-error create-order's body has no field 'total'
      void api('POST /api/create-order', { body: { total: 1 } });
      // @ts-expect-error GET /api/orders/:id needs its id
      void api('GET /api/orders/:id');
      // @ts-expect-error no such route
      void api('GET /api/nowhere');
    };
    expect(typeof typeOnly).toBe('function');
  });
});
