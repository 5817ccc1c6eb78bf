/**
 * Authorization matrix (issues 8 and 41): every /api route, tried as anonymous, unverified,
 * unapproved, customer, another customer, Counter and Catalogue staff, a custom set that may manage
 * staff (manager) and the owner (admin),
 * answers as its row in routes.ts says (staff expectations derived from the contract's permissions).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TestApp } from '../helper';
import { type CollectedRoutes, compareRoutesWithRows, hardenedApp, runAccessRow } from './matrix';
import { ROLES, type Sessions } from './roles';
import { ADMIN_ONLY, ROUTES, type RouteSpec } from './routes';

describe('authorization matrix', () => {
  let t: TestApp;
  let routes: CollectedRoutes;
  let sessions: Sessions;
  beforeAll(async () => {
    ({ t, routes, sessions } = await hardenedApp());
  });
  afterAll(() => t.close());

  it('has exactly one row for every /api route', () => {
    expect(routes.size).toBeGreaterThan(0);
    expect(compareRoutesWithRows(routes.keys(), ROUTES)).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [], duplicateRows: [] });
  });

  it.each(ROUTES.map((spec) => [spec.route, spec]))('%s answers every role as its row says', async (_route, spec) => {
    expect(await runAccessRow(t.app, sessions, spec)).toEqual([]);
  });
});

describe('the matrix catches a broken guard (self-test on copies of a route)', () => {
  const ORIGINAL = 'POST /api/changeApproval';
  let t: TestApp;
  let routes: CollectedRoutes;
  let sessions: Sessions;

  /** Copies of the real route with other guards; the handler and schema are the route's own. */
  const copies =
    (registered: CollectedRoutes): FastifyPluginAsync =>
    async (api) => {
      const original = registered.get(ORIGINAL);
      if (!original) throw new Error(`${ORIGINAL} is not registered`);
      const copy = { method: 'POST' as const, schema: original.schema, config: original.config, handler: original.handler };
      api.route({ ...copy, url: '/copy-right-guard', preHandler: api.requireAdmin });
      api.route({ ...copy, url: '/copy-customer-guard', preHandler: api.requireUser });
      api.route({ ...copy, url: '/copy-no-guard' });
    };

  beforeAll(async () => {
    ({ t, routes, sessions } = await hardenedApp((registered) => [copies(registered)]));
  });
  afterAll(() => t.close());

  const rowFor = (url: string): RouteSpec<unknown> => {
    const original = ROUTES.find((r) => r.route === ORIGINAL) as RouteSpec<unknown>;
    return { ...original, route: `POST /api/${url}`, access: ADMIN_ONLY };
  };

  it('passes the copy that keeps the admin guard', async () => {
    expect(await runAccessRow(t.app, sessions, rowFor('copy-right-guard'))).toEqual([]);
  });

  it('fails the copy guarded for any signed-in user: customers got through', async () => {
    const mismatches = await runAccessRow(t.app, sessions, rowFor('copy-customer-guard'));
    expect(mismatches).toEqual([
      expect.stringMatching(/^POST \/api\/copy-customer-guard as customer: expected 403, got 200/),
      expect.stringMatching(/^POST \/api\/copy-customer-guard as otherCustomer: expected 403, got 200/),
      expect.stringMatching(/^POST \/api\/copy-customer-guard as counter: expected 403, got 200/),
      expect.stringMatching(/^POST \/api\/copy-customer-guard as catalogue: expected 403, got 200/),
      expect.stringMatching(/^POST \/api\/copy-customer-guard as manager: expected 403, got 200/),
    ]);
  });

  it('fails the copy without a guard for every role', async () => {
    const mismatches = await runAccessRow(t.app, sessions, rowFor('copy-no-guard'));
    const failedRoles = mismatches.map((m) => /as (\w+):/.exec(m)?.[1]);
    // Without the guard nobody is signed in, so even the admin's call fails in the handler.
    expect(failedRoles).toEqual([...ROLES]);
  });

  it('fails when a route has no row (the copies have none)', () => {
    expect(compareRoutesWithRows(routes.keys(), ROUTES).routesWithoutRow).toEqual([
      'POST /api/copy-customer-guard',
      'POST /api/copy-no-guard',
      'POST /api/copy-right-guard',
    ]);
  });
});
