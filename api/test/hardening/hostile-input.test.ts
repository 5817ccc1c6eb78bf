/**
 * Hostile input (issue 8): every route in routes.ts gets at least 200 generated hostile requests
 * from its most trusted caller. No answer may be a 5xx, every refusal is { error } in words (never
 * the validator's field paths), and afterwards
 * the server is healthy, the route still answers every role as its row says, and no record is
 * half-written.
 */
import fc from 'fast-check';
import { call, type TestApp } from '../helper';
import { hostileRequest } from './hostile-input';
import { brokenInvariants } from './invariants';
import { type CollectedRoutes, cellContext, hardenedApp, hostileRole, runAccessRow, splitRoute } from './matrix';
import { authorizationFor, type Sessions } from './roles';
import { ROUTES } from './routes';

const BODIES_PER_ROUTE = 200;
/** A failure prints its seed: HOSTILE_SEED=<seed> repeats that run. */
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;

let t: TestApp;
let routes: CollectedRoutes;
let sessions: Sessions;
beforeAll(async () => {
  ({ t, routes, sessions } = await hardenedApp());
});
afterAll(() => t.close());

/** Ajv's own messages ("must be <= 9999", "must have required property 'x'"): people get sentences instead. */
const VALIDATOR_WORDING =
  /must (be [<>=]|be (integer|string|number|boolean|array|object)\b|have required property|NOT have|match (pattern|format))/;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}

it.each(ROUTES.map((spec) => [spec.route, spec]))(
  `%s survives ${BODIES_PER_ROUTE} hostile requests`,
  async (_route, spec) => {
    const role = hostileRole(spec);
    const valid = spec.request?.(await cellContext(t.app, sessions, spec, role)) ?? {};
    const { method, path } = splitRoute(spec.route);
    // The valid body's fields, or the fields the route's schema names.
    const schemaFields = Object.keys((routes.get(spec.route)?.schema?.body as { properties?: object } | undefined)?.properties ?? {});
    const body = isObject(valid.payload) ? valid.payload : Object.fromEntries(schemaFields.map((field) => [field, null]));
    const authorization = authorizationFor(sessions, role, valid);

    let sent = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest({ path, url: valid.url ?? path, body }), async (request) => {
        sent += 1;
        const response = await t.app.inject({
          method,
          url: request.url,
          payload: request.payload,
          headers: { ...request.headers, ...authorization },
        });
        if (response.statusCode >= 500) throw new Error(`${request.kind}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400 && typeof response.json().error !== 'string') {
          throw new Error(`${request.kind}: ${response.statusCode} without { error }: ${response.body.slice(0, 200)}`);
        }
        if (response.statusCode >= 400 && VALIDATOR_WORDING.test(response.json().error)) {
          throw new Error(`${request.kind}: the validator's wording reached the caller: ${response.json().error}`);
        }
      }),
      { numRuns: BODIES_PER_ROUTE, seed: SEED },
    );
    expect(sent).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);

    expect((await call(t.app, 'GET', '/api/health')).json()).toMatchObject({ status: 'ok' });
    expect(await runAccessRow(t.app, sessions, spec)).toEqual([]);
    expect(await brokenInvariants(t.app.ctx.db)).toEqual({});
  },
  180_000,
);
