/**
 * THE table of every /api route (issue 8): who may call it, and how to call it. The authorization
 * matrix (authorization.test.ts) tries every row as every role; the hostile-input run
 * (hostile-input.test.ts) sends each route hundreds of generated bad requests. A route without a
 * row here, or a row without a route, fails the build.
 *
 * Adding a route: add a row with its `access`, a `request` that a permitted role would send
 * (body, url with its :params filled), a `setup` for the objects it refers to (made fresh for
 * every cell), and for object-level access (carts, orders, profile) a `check` that the answer
 * is the caller's own, with `otherCustomer` expected to be refused.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { discountRules, inviteCodes, pendingApprovals } from '../../src/db/schema';
import { newId } from '../../src/shared/ids';
import { createUser } from '../helper';
import type { Role, Sessions } from './roles';

/** 'ok' is any 2xx; a number is the exact refusal status. */
export type Expected = 'ok' | 400 | 401 | 403 | 404 | 409;
export type Access = Record<Role, Expected>;

export const PUBLIC: Access = { anonymous: 'ok', unverified: 'ok', unapproved: 'ok', customer: 'ok', otherCustomer: 'ok', admin: 'ok' };
/** Any signed-in, verified and approved user; tokens of unverified or unapproved users are refused. */
export const SIGNED_IN: Access = { anonymous: 401, unverified: 401, unapproved: 401, customer: 'ok', otherCustomer: 'ok', admin: 'ok' };
export const ADMIN_ONLY: Access = { ...SIGNED_IN, customer: 403, otherCustomer: 403 };
/** A customer's own object (set up as `customer`'s): another customer gets 404, as if it did not exist. */
export const OWNER_OR_ADMIN: Access = { ...SIGNED_IN, otherCustomer: 404 };

export interface CellContext<F> {
  app: FastifyInstance;
  sessions: Sessions;
  role: Role;
  fixture: F;
}

export interface RequestShape {
  /** The path with its :params filled in (default: the route's path). */
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RouteSpec<F = unknown> {
  /** 'METHOD /api/path' exactly as registered, :params included. */
  route: string;
  access: Access;
  /** Objects the request refers to, made fresh for every cell (a user to approve, an order to read). */
  setup?: (app: FastifyInstance, sessions: Sessions) => Promise<F>;
  /** The request a role sends (default: the route's path, no body). */
  request?: (ctx: CellContext<F>) => RequestShape;
  /** On a 2xx: a problem with the answer (e.g. someone else's data), or null. */
  check?: (body: unknown, ctx: CellContext<F>) => string | null;
  /** Hostile input is sent as this role (default: the most trusted role the route lets in). */
  hostileAs?: Role;
}

/** Keeps each row's fixture type while collecting rows of different types in one list. */
const row = <F>(spec: RouteSpec<F>): RouteSpec<unknown> => spec as RouteSpec<unknown>;

/** A user waiting for approval (verified, unapproved, with a pending record): the target of user-management rows. */
async function waitingUser(app: FastifyInstance) {
  const { user } = await createUser(app, { verified: true, approved: false });
  await app.ctx.db.insert(pendingApprovals).values({ id: newId(), userId: user.id, username: user.username });
  return user;
}

const unique = () => randomBytes(4).toString('hex').toUpperCase();

const isList = (body: unknown) => (Array.isArray(body) ? null : 'the answer is not a list');

const ownId = (body: unknown, ctx: CellContext<unknown>, field = '_id'): string | null => {
  if (ctx.role === 'anonymous') return null;
  const id = (body as Record<string, unknown>)[field];
  return id === ctx.sessions[ctx.role].user.id ? null : `answered ${field} ${String(id)}, not the caller's own`;
};

export const ROUTES: RouteSpec<unknown>[] = [
  row({ route: 'GET /api/health', access: PUBLIC }),
  row({ route: 'GET /api/config', access: PUBLIC }),
  row({
    route: 'POST /api/login',
    // Each role logs in with its own credentials; anonymous with wrong ones.
    access: { anonymous: 401, unverified: 403, unapproved: 403, customer: 'ok', otherCustomer: 'ok', admin: 'ok' },
    request: ({ role, sessions }) => ({
      payload:
        role === 'anonymous'
          ? { username: 'nobody-at-all', password: 'Wrong-Password-1' }
          : { username: sessions[role].user.username, password: sessions[role].password },
    }),
    check: (body, ctx) => ownId((body as { user: unknown }).user, ctx),
    hostileAs: 'anonymous',
  }),
  row({ route: 'POST /api/getuser', access: SIGNED_IN, check: (body, ctx) => ownId(body, ctx) }),
  row({
    route: 'POST /api/verify-token',
    access: SIGNED_IN,
    check: (body) => ((body as { valid?: unknown }).valid === true ? null : 'valid is not true'),
  }),
  row({
    route: 'POST /api/changeApproval',
    access: ADMIN_ONLY,
    setup: async (app) => (await createUser(app, { verified: true, approved: false })).user,
    request: ({ fixture }) => ({ payload: { user_id: fixture.id, newValueApproved: true } }),
    check: (body, { fixture }) => ((body as { _id?: unknown })._id === fixture.id ? null : 'answered another user'),
  }),
  row({
    route: 'GET /api/userInformation',
    access: ADMIN_ONLY,
    check: (body, ctx) =>
      isList(body) ?? ((body as { _id: string }[]).some((u) => u._id === ctx.sessions.admin.user.id) ? 'the admin sees themselves' : null),
  }),
  row({
    route: 'POST /api/update-user-notes',
    access: ADMIN_ONLY,
    setup: waitingUser,
    request: ({ fixture }) => ({ payload: { id: fixture.id, notes: 'Called about the July order.' } }),
  }),
  row({
    route: 'POST /api/remove_pending_approval',
    access: ADMIN_ONLY,
    setup: waitingUser,
    request: ({ fixture }) => ({ payload: { username: fixture.username } }),
  }),
  row({
    route: 'POST /api/delete-user',
    access: ADMIN_ONLY,
    setup: waitingUser,
    request: ({ fixture }) => ({ payload: { userone: fixture.id } }),
  }),
  row({ route: 'GET /api/invite-codes', access: ADMIN_ONLY, check: isList }),
  row({
    route: 'POST /api/generate-invite-code',
    access: ADMIN_ONLY,
    request: () => ({ payload: { code: `MATRIX-${unique()}`, uses: 3 } }),
  }),
  row({
    route: 'POST /api/delete-code',
    access: ADMIN_ONLY,
    setup: async (app) => {
      const code = `DELETE-ME-${unique()}`;
      await app.ctx.db.insert(inviteCodes).values({ id: newId(), code, uses: 1, createdBy: 'admin' });
      return code;
    },
    request: ({ fixture }) => ({ payload: { code: fixture } }),
  }),
  row({ route: 'GET /api/discounts', access: SIGNED_IN, check: isList }),
  row({
    route: 'POST /api/discounts',
    access: ADMIN_ONLY,
    request: () => ({ payload: { priceRange: { min: 100, max: 200 }, discountPercentage: 5 } }),
  }),
  row({
    route: 'DELETE /api/discounts/:id',
    access: ADMIN_ONLY,
    setup: async (app) => {
      const id = newId();
      await app.ctx.db.insert(discountRules).values({ id, minCents: 0, maxCents: 10_000, percentage: 3 });
      return id;
    },
    request: ({ fixture }) => ({ url: `/api/discounts/${fixture}` }),
  }),
  row({ route: 'GET /api/audit-log', access: ADMIN_ONLY, check: isList }),
];
