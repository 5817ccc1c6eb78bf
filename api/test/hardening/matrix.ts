/**
 * Runs rows of the route table (routes.ts): collects the app's /api routes as they are
 * registered, compares them with the rows, and tries every row as every role.
 */
import { API_ROUTES, type ApiRoute, type RouteAccess } from '@fireworks/core/contract';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { buildTestApp, call, type TestApp } from '../helper';
import { createSessions, isStaffRole, ROLES, type Role, type Sessions, STAFF_SETS, tokenOf } from './roles';
import type { CellContext, Expected, RouteSpec } from './routes';

/** 'POST /api/login' -> its options, for every /api route (HEAD twins of GET routes left out). */
export type CollectedRoutes = Map<string, RouteOptions>;

export function routeCollector(): { routes: CollectedRoutes; onRoute: (route: RouteOptions) => void } {
  const routes: CollectedRoutes = new Map();
  return {
    routes,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        routes.set(`${method} ${route.url}`, route);
      }
    },
  };
}

/**
 * The app every row is tried on (PayPal configured, so /api/subscribe can succeed), its /api
 * routes as registered, and a session for every role.
 */
export async function hardenedApp(
  /** Tests: more route modules, given the routes registered before them. */
  extraModules: (routes: CollectedRoutes) => FastifyPluginAsync[] = () => [],
  /** Tests: sees (and may add hooks to) every route as it is added. */
  onRoute?: (route: RouteOptions) => void,
): Promise<{ t: TestApp; routes: CollectedRoutes; sessions: Sessions }> {
  const collector = routeCollector();
  const t = await buildTestApp({
    onRoute: (route) => {
      collector.onRoute(route);
      onRoute?.(route);
    },
    extraModules: extraModules(collector.routes),
    env: { PAYPAL_CLIENT_ID: 'test-client', PAYPAL_PLAN_ID: 'P-TEST' },
  });
  return { t, routes: collector.routes, sessions: await createSessions(t.app) };
}

export function compareRoutesWithRows(routes: Iterable<string>, rows: RouteSpec<unknown>[]) {
  const registered = [...routes].sort();
  const described = rows.map((r) => r.route).sort();
  return {
    routesWithoutRow: registered.filter((r) => !described.includes(r)),
    rowsWithoutRoute: described.filter((r) => !registered.includes(r)),
    duplicateRows: described.filter((r, i) => described.indexOf(r) !== i),
  };
}

export function splitRoute(route: string): { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; path: string } {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', string];
  return { method, path };
}

export async function cellContext(app: FastifyInstance, sessions: Sessions, spec: RouteSpec<unknown>, role: Role) {
  const fixture = spec.setup ? await spec.setup(app, sessions, role) : undefined;
  return { app, sessions, role, fixture } satisfies CellContext<unknown>;
}

/** Tries one row as every role; answers the cells that went otherwise than the row says. */
export async function runAccessRow(app: FastifyInstance, sessions: Sessions, spec: RouteSpec<unknown>): Promise<string[]> {
  const { method, path } = splitRoute(spec.route);
  const mismatches: string[] = [];
  for (const role of ROLES) {
    const ctx = await cellContext(app, sessions, spec, role);
    const shape = spec.request?.(ctx) ?? {};
    const url = shape.url ?? path;
    if (url.includes('/:')) {
      mismatches.push(`${spec.route}: the row's request must fill in the path parameters`);
      break;
    }
    const response = await call(app, method, url, { token: tokenOf(sessions, role), payload: shape.payload, headers: shape.headers });
    const expected = expectedFor(spec, role);
    const status = response.statusCode;
    const passed = expected === 'ok' ? status >= 200 && status < 300 : status === expected;
    const cell = `${spec.route} as ${role}`;
    if (!passed) {
      mismatches.push(`${cell}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`);
    } else if (expected === 'ok') {
      const problem = spec.check?.(response.json(), ctx) ?? null;
      if (problem) mismatches.push(`${cell}: ${problem}`);
    } else if (typeof response.json().error !== 'string') {
      mismatches.push(`${cell}: a refusal without { error } (${response.body.slice(0, 160)})`);
    }
  }
  return mismatches;
}

/**
 * What a role should get from a row. Staff roles not named by the row: on a route whose contract
 * entry names a permission, the admin's answer when their set holds it and 403 otherwise (from
 * the contract, not a second list); on any other route, the customer's (they are signed-in users).
 */
function expectedFor(spec: RouteSpec<unknown>, role: Role): Expected {
  if (!isStaffRole(role)) return spec.access[role];
  const named = spec.access[role];
  if (named !== undefined) return named;
  const entry = API_ROUTES[spec.route as ApiRoute] as { permission?: RouteAccess } | undefined;
  if (!entry?.permission) return spec.access.customer;
  const granted = entry.permission !== 'owner' && STAFF_SETS[role].includes(entry.permission);
  return granted ? spec.access.admin : 403;
}

/** The most trusted role a row lets in: hostile input is sent as this caller. */
export function hostileRole(spec: RouteSpec<unknown>): Role {
  if (spec.hostileAs) return spec.hostileAs;
  const allowed = [...ROLES].reverse().find((role) => expectedFor(spec, role) === 'ok');
  return allowed ?? 'anonymous';
}
