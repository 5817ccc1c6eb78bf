/**
 * Answer schemas (issue 12): every /api route has a response schema for its success and for every
 * refusal it can give, and its answers go through those schemas unchanged. The routes are
 * collected as they are registered (like the authorization matrix); each row of routes.ts is tried
 * as every role and with a few malformed requests, and every answer is recorded.
 */
import type { FastifyPluginAsync, InjectOptions, RouteOptions } from 'fastify';
import { BODY_LIMIT } from '../../src/app';
import { call, type TestApp } from '../helper';
import { alteredAnswers, answerRecorder, missingAnswers } from './answer-schemas';
import { type CollectedRoutes, cellContext, hardenedApp, runAccessRow, splitRoute } from './matrix';
import { authorizationFor, type Sessions } from './roles';
import { ROUTES, type RouteSpec } from './routes';

interface Attempt {
  kind: string;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

/** Requests a route must refuse with an { error } it has a schema for. */
function malformedRequests(method: string, path: string, valid: { url?: string; payload?: unknown }): Attempt[] {
  const url = valid.url ?? path;
  const requests: Attempt[] = [{ kind: 'NUL in the query string', url: `${url}${url.includes('?') ? '&' : '?'}note=%00` }];
  if (path.includes('/:'))
    requests.push({ kind: 'an unknown id', url: path.replace(/:\w+/g, 'no-such-id'), payload: valid.payload as Attempt['payload'] });
  if (method === 'GET') return requests;
  const json = { 'content-type': 'application/json' };
  return [
    ...requests,
    { kind: 'truncated JSON', url, payload: '{"a":', headers: json },
    { kind: 'not JSON', url, payload: 'hello', headers: { 'content-type': 'text/plain' } },
    { kind: 'too large', url, payload: JSON.stringify({ x: 'y'.repeat(BODY_LIMIT) }), headers: json },
  ];
}

describe('answer schemas', () => {
  let t: TestApp;
  let routes: CollectedRoutes;
  let sessions: Sessions;
  const recorder = answerRecorder();

  beforeAll(async () => {
    ({ t, routes, sessions } = await hardenedApp(undefined, recorder.onRoute));
    for (const spec of ROUTES) {
      await runAccessRow(t.app, sessions, spec);
      const { method, path } = splitRoute(spec.route);
      const role = spec.access.admin === 'ok' ? 'admin' : 'anonymous';
      const valid = spec.request?.(await cellContext(t.app, sessions, spec, role)) ?? {};
      const authorization = authorizationFor(sessions, role, valid);
      for (const request of malformedRequests(method, path, valid)) {
        await t.app.inject({
          method,
          url: request.url,
          payload: request.payload,
          headers: { ...request.headers, ...authorization },
        });
      }
    }
  }, 120_000);
  afterAll(() => t.close());

  it('recorded answers of every route, refusals included', () => {
    const answered = new Set(recorder.answers.map((a) => a.route));
    expect([...routes.keys()].filter((route) => !answered.has(route))).toEqual([]);
    expect([...new Set(recorder.answers.map((a) => a.status))]).toEqual(expect.arrayContaining([200, 201, 400, 401, 403, 404, 413, 415]));
  });

  it('every /api route has an answer schema for its success and every status it can answer', () => {
    const problems = [...routes].flatMap(([key, route]) =>
      missingAnswers(
        t.app,
        key,
        route,
        recorder.answers.filter((a) => a.route === key).map((a) => a.status),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('no answer loses or changes a field in its schema', () => {
    expect(recorder.answers.filter((a) => 'sent' in a).length).toBeGreaterThan(ROUTES.length * 3);
    expect(alteredAnswers(recorder.answers)).toEqual([]);
  });
});

describe('the answer-schema check catches a route without (enough) answer schemas (self-test on copies)', () => {
  const ORIGINAL = 'POST /api/changeApproval';
  let t: TestApp;
  let routes: CollectedRoutes;
  let sessions: Sessions;
  const recorder = answerRecorder();

  /** Copies of the real route: one without answer schemas, one whose schemas lack 404 and 403. */
  const copies =
    (registered: CollectedRoutes): FastifyPluginAsync =>
    async (api) => {
      const original = registered.get(ORIGINAL) as RouteOptions;
      const { response, ...request } = original.schema as { response: Record<string, unknown> };
      const { 403: _forbidden, 404: _notFound, ...partial } = response;
      const copy = { method: 'POST' as const, config: original.config, handler: original.handler, preHandler: api.requireAdmin };
      api.route({ ...copy, url: '/copy-without-answers', schema: request });
      api.route({ ...copy, url: '/copy-without-404', schema: { ...request, response: partial } });
    };

  beforeAll(async () => {
    ({ t, routes, sessions } = await hardenedApp((registered) => [copies(registered)], recorder.onRoute));
  });
  afterAll(() => t.close());

  const rowFor = (url: string): RouteSpec<unknown> => ({
    ...(ROUTES.find((r) => r.route === ORIGINAL) as RouteSpec<unknown>),
    route: `POST /api/${url}`,
  });

  it('passes the real route', () => {
    expect(missingAnswers(t.app, ORIGINAL, routes.get(ORIGINAL) as RouteOptions)).toEqual([]);
  });

  it('fails the copy without answer schemas for its success and every refusal', () => {
    const key = 'POST /api/copy-without-answers';
    expect(missingAnswers(t.app, key, routes.get(key) as RouteOptions)).toEqual([
      `${key}: no success (2xx) answer schema`,
      ...['400', '401', '403', '413', '415', '500'].map((status) => `${key}: answers ${status} without an answer schema for it`),
    ]);
  });

  it('fails the copy that answered 404 and 403 without schemas for them', async () => {
    const key = 'POST /api/copy-without-404';
    await runAccessRow(t.app, sessions, rowFor('copy-without-404'));
    const unknownUser = await call(t.app, 'POST', '/api/copy-without-404', {
      token: sessions.admin.token,
      payload: { user_id: 'no-such-user', newValueApproved: true },
    });
    expect(unknownUser.statusCode).toBe(404);
    const answered = recorder.answers.filter((a) => a.route === key).map((a) => a.status);
    expect(missingAnswers(t.app, key, routes.get(key) as RouteOptions, answered)).toEqual([
      `${key}: answers 403 without an answer schema for it`,
      `${key}: answers 404 without an answer schema for it`,
    ]);
  });

  it('fails an answer whose schema dropped a field', () => {
    expect(alteredAnswers([{ route: 'GET /api/x', status: 200, sent: { _id: 'a', extra: 1 }, body: '{"_id":"a"}' }])).toEqual([
      'GET /api/x 200: sent {"_id":"a","extra":1} but answered {"_id":"a"}',
    ]);
  });
});
