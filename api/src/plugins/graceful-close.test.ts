import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../test/helper';

/** A request held by the server until `release()` is called. */
function slowRoute() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  return {
    release,
    arrival,
    module: async (api: TestApp['app']) => {
      api.get('/test-slow', { config: { public: true } }, async () => {
        arrived();
        await released;
        return { done: true };
      });
    },
  };
}

describe('graceful close', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('finishes a request in flight, answers it with Connection: close, and then closes', async () => {
    const slow = slowRoute();
    t = await buildTestApp({ extraModules: [slow.module] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });

    const answer = new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/test-slow', agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, body }));
        })
        .on('error', reject);
    });
    await slow.arrival;
    const closed = t.app.close();
    // Release the request once the server has stopped listening (closing has begun).
    while (t.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    slow.release();

    expect(await answer).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    // Without Connection: close the kept-alive socket would hold close() open until the grace delay.
    await closed;
    agent.destroy();
  });
});
