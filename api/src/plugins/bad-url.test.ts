/**
 * A path Fastify's router cannot read (broken percent-encoding) or a path parameter longer than any
 * id is refused like every other request: `{ error }` in a sentence, in the caller's language, and
 * never Fastify's own answer (its code, its English message, the path echoed back, a 414).
 */
import { adminSession, buildTestApp, call, type TestApp } from '../../test/helper';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await adminSession(t.app)).token;
});
afterAll(() => t.close());

const urls = ['/api/staff/%E0%A4%A', '/api/staff/%zz', `/api/staff/${'x'.repeat(101)}`];

describe('unreadable paths', () => {
  it.each(urls)('PUT %s is a 400 with a sentence', async (url) => {
    const response = await call(t.app, 'PUT', url, { token: owner, payload: { permissions: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The address of this request is not valid.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers in Spanish to a Spanish caller', async () => {
    const response = await call(t.app, 'PUT', urls[0] as string, {
      token: owner,
      payload: { permissions: [] },
      headers: { 'accept-language': 'es' },
    });
    expect(response.json()).toEqual({ error: 'La dirección de esta solicitud no es válida.' });
  });
});
