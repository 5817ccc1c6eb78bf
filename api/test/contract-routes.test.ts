/**
 * The contract's route table (core/src/contract/routes.ts) types the frontends' client: it must
 * name every /api route the app registers, each with the very schema the route validates with.
 */
import { API_ROUTES } from '@fireworks/core/contract';
import { type CollectedRoutes, hardenedApp } from './hardening/matrix';
import type { TestApp } from './helper';

describe("the contract's route table", () => {
  let t: TestApp;
  let routes: CollectedRoutes;

  beforeAll(async () => {
    ({ t, routes } = await hardenedApp());
  });
  afterAll(() => t.close());

  it('names every registered /api route and no other', () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual([...routes.keys()].sort());
  });

  it('gives each route the schema it is registered with (body, query, params and answers)', () => {
    const differing = [...routes]
      .filter(([key, route]) => {
        const entry = API_ROUTES[key as keyof typeof API_ROUTES] as Record<string, unknown> | undefined;
        const schema = route.schema as Record<string, unknown> | undefined;
        return !entry || !schema || ['body', 'querystring', 'params', 'response'].some((part) => entry[part] !== schema[part]);
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
