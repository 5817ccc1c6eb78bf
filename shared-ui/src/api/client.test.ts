import { ApiError, api, routePath, setUnauthorizedHandler } from './client';

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

  it('a 401 to a token replaced meanwhile (a new password, a renewal, another tab) ends nothing; a 401 to the current token ends the session', async () => {
    const unauthorized = jest.fn();
    setUnauthorizedHandler(unauthorized);
    try {
      const ended = () => new Response(JSON.stringify({ error: 'Your session has ended. Please log in again.' }), { status: 401 });
      let answer: (response: Response) => void = () => {};
      fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
      const stale = api('GET /api/user-orders').catch((error: unknown) => error);
      // The password changed while the call was under way: the session goes on with the new token.
      localStorage.setItem('token', 'renewed');
      answer(ended());
      expect(await stale).toBeInstanceOf(ApiError);
      expect(unauthorized).not.toHaveBeenCalled();

      fetchMock.mockImplementationOnce(async () => ended());
      await api('GET /api/user-orders').catch(() => undefined);
      expect(unauthorized).toHaveBeenCalledWith('Your session has ended. Please log in again.');
    } finally {
      setUnauthorizedHandler(null);
    }
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
